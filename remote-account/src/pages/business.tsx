import { useClientConfig } from '@portal/shared';
import './business.css';

const OFFERS = [
  { title: '游戏发行', text: '为优质手游提供首发推荐位、专题与礼包活动，覆盖安卓与 iOS 玩家。' },
  { title: '渠道合作', text: '为推广渠道开放专属邀请码与下载归因数据，按效果结算。' },
  { title: '品牌广告', text: '首页焦点图、分类页与社区广场的品牌露出与定制活动。' },
  { title: '内容共建', text: '游戏攻略、漫画与小说内容的授权与联合运营。' },
];

/** Cooperation: what we offer partners and how to reach us. */
export default function BusinessPage() {
  const email = useClientConfig((c) => c.serverConfig.serviceEmail) || 'bd@xgame.example';
  return (
    <div className="pa-biz" data-testid="business-page">
      <section className="pa-biz__hero">
        <h1>与 X游戏 一起成长</h1>
        <p>我们是专注手游发现与分发的游戏门户，欢迎开发者、发行商与渠道伙伴与我们合作。</p>
      </section>
      <section className="pa-biz__offers">
        {OFFERS.map((offer) => (
          <article key={offer.title}>
            <h2>{offer.title}</h2>
            <p>{offer.text}</p>
          </article>
        ))}
      </section>
      <section className="pa-biz__contact">
        <h2>联系方式</h2>
        <p>
          商务邮箱：<a href={`mailto:${email}`}>{email}</a>
        </p>
        <p>工作时间：周一至周五 9:30–18:30（法定节假日除外），我们会在 2 个工作日内回复。</p>
      </section>
    </div>
  );
}
