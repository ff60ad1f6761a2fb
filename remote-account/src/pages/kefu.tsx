import { Button, Link, StatePanel, images, toast, useAuth } from '@portal/shared';
import { copyText } from '@portal/shared/page-ui';
import { errorMessage, withQueryClient } from '@portal/shared/query';
import { useSendSupportMessage, useServiceContact, useServiceHours, useSupportMessages } from '../api/support';
import { SupportThread } from '../components/support/support-thread';
import '../components/support/kefu.css';

/** 联系客服: the contact card (email, QQ with 复制, hours and whether 客服 is online now, FAQ) and my conversation. */
function KefuPage() {
  const uid = useAuth((s) => s.account.uid);
  return (
    <div className="pa-kefu" data-testid="kefu-page">
      <ContactCard />
      <section className="pa-kefu__chat" aria-labelledby="pa-kefu-chat-title">
        <h2 id="pa-kefu-chat-title" className="pa-kefu__heading">
          在线留言
        </h2>
        {uid ? (
          <Conversation />
        ) : (
          <StatePanel
            image={images.notFound}
            title="登录后即可给客服留言"
            description="留言和客服的回复会保存在这里，随时回来查看。"
            action={
              <Link to={`/login?redirect=${encodeURIComponent('/kefu')}`} className="pt-button pt-button--primary pt-button--sm">
                去登录
              </Link>
            }
          />
        )}
      </section>
    </div>
  );
}

function ContactCard() {
  const contact = useServiceContact();
  const hours = useServiceHours();
  const copyQq = async (qq: string) => {
    // Spec §8: the copy-success toast.
    if (await copyText(qq)) toast.success('复制成功');
    else toast.error('复制失败，请长按号码手动复制');
  };

  return (
    <section className="pa-kefu__card" aria-label="客服联系方式">
      <div className="pa-kefu__status">
        {hours.data ? (
          <>
            <span className={`pa-kefu__dot${hours.data.online ? ' pa-kefu__dot--on' : ''}`} aria-hidden="true" />
            <strong data-testid="kefu-online">{hours.data.online ? '客服在线' : '客服已下班'}</strong>
            <span className="pa-kefu__note" data-testid="kefu-note">
              {hours.data.note}
            </span>
          </>
        ) : (
          <span className="pa-kefu__note">{hours.isError ? '在线状态暂时无法获取' : '正在查询客服状态…'}</span>
        )}
      </div>
      {contact.isError ? (
        <p className="pa-kefu__error" role="alert">
          联系方式加载失败，
          <button type="button" className="pa-kefu__retry" onClick={() => void contact.refetch()}>
            重试
          </button>
        </p>
      ) : (
        <dl className="pa-kefu__rows">
          <div className="pa-kefu__row">
            <dt>服务时间</dt>
            <dd data-testid="kefu-hours">{contact.data?.hours ?? hours.data?.hours ?? '…'}</dd>
          </div>
          <div className="pa-kefu__row">
            <dt>客服 QQ</dt>
            <dd>
              <span data-testid="kefu-qq">{contact.data?.qq ?? '…'}</span>
              {contact.data?.qq ? (
                <Button variant="ghost" size="sm" onClick={() => void copyQq(contact.data.qq)} data-testid="kefu-copy-qq">
                  复制
                </Button>
              ) : null}
            </dd>
          </div>
          <div className="pa-kefu__row">
            <dt>客服邮箱</dt>
            <dd>{contact.data?.email ? <a href={`mailto:${contact.data.email}`}>{contact.data.email}</a> : '…'}</dd>
          </div>
        </dl>
      )}
      <Link to={contact.data?.faqUrl ?? '/faq'} className="pa-kefu__faq">
        常见问题：充值、下载、账号，先看看这里 ›
      </Link>
    </section>
  );
}

function Conversation() {
  const list = useSupportMessages();
  const send = useSendSupportMessage();
  return (
    <SupportThread
      list={list}
      own="user"
      names={{ user: '我', staff: '客服' }}
      empty="有问题尽管问，客服会在这里回复你。"
      label="描述你遇到的问题"
      placeholder="例如：充值后 X钻 没有到账，订单号是……"
      sending={send.isPending}
      send={(content) =>
        send.mutateAsync(content).then(
          () => toast.success('留言已发送'),
          (error: unknown) => {
            toast.error(errorMessage(error, '发送失败，请稍后重试'));
            throw error;
          },
        )
      }
    />
  );
}

export default withQueryClient(KefuPage);
