import { useQueryClient, withQueryClient, refreshFirstPage } from '@portal/shared/query';
import { Link } from '@portal/shared';
import { useAuth, type GiftPack } from '@portal/shared';
import { giftKeys, useAllGifts } from '../api/gifts';
import { GiftPackCard } from '../components/gift-pack-card';
import { LoadMore, PullToRefresh } from '@portal/shared/page-ui';
import { EmptyState, ErrorState } from '../components/states';
import '../components/page.css';
import './welfare.css';

/** 福利: gift packs of every game, newest first, claimed right here. */
function WelfarePage() {
  const uid = useAuth((s) => s.account.uid);
  const client = useQueryClient();
  const gifts = useAllGifts();
  const packs: GiftPack[] = gifts.data?.pages.flatMap((page) => page.items) ?? [];

  return (
    <div className="pg-page pg-welfare" data-testid="welfare">
      <header className="pg-welfare__hero">
        <div>
          <h1 className="pg-welfare__title">福利中心</h1>
          <p className="pg-welfare__subtitle">热门游戏礼包免费领，兑换码一键复制</p>
        </div>
        {uid ? (
          <Link to="/gifts" className="pg-welfare__mine">
            我的礼包 ›
          </Link>
        ) : (
          <Link to="/login?redirect=%2Fwelfare" className="pg-welfare__mine">
            登录后领取 ›
          </Link>
        )}
      </header>

      <PullToRefresh onRefresh={() => refreshFirstPage(client, giftKeys.everyGame(uid))} disabled={gifts.isPending}>
        {gifts.isPending ? (
          <div className="pg-welfare__grid" aria-busy="true" role="status">
            <span className="pg-sr-only">加载中…</span>
            {Array.from({ length: 6 }, (_, i) => (
              <div key={i} className="pg-skeleton" style={{ height: 150, borderRadius: 10 }} />
            ))}
          </div>
        ) : gifts.isError && packs.length === 0 ? (
          <ErrorState error={gifts.error} onRetry={() => void gifts.refetch()} />
        ) : packs.length === 0 ? (
          <EmptyState title="暂无礼包" description="礼包正在准备中，过段时间再来看看吧" />
        ) : (
          <>
            <div className="pg-welfare__grid">
              {packs.map((pack) => (
                <GiftPackCard key={pack.id} pack={pack} showGame />
              ))}
            </div>
            <LoadMore
              hasMore={Boolean(gifts.hasNextPage)}
              loading={gifts.isFetchingNextPage}
              failed={gifts.isFetchNextPageError}
              onLoadMore={() => void gifts.fetchNextPage()}
            />
          </>
        )}
      </PullToRefresh>
    </div>
  );
}

export default withQueryClient(WelfarePage);
