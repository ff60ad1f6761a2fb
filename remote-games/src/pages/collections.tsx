import type { ReactNode } from 'react';
import { Button, useAuth, useNavigate, useSearchParams, type CollectionCard as Card } from '@portal/shared';
import { LoadMore, PullToRefresh } from '@portal/shared/page-ui';
import { itemsOf, refreshFirstPage, useQueryClient, withQueryClient } from '@portal/shared/query';
import { collectionKeys, useMyCollections, usePublicCollections } from '../api/collections';
import { CollectionCard } from '../components/collection-card';
import { ListSkeleton, LoginNeeded } from '../components/list-states';
import { EmptyState, ErrorState } from '../components/states';
import { useLoginFirst } from '../lib/login-first';
import '../components/game-extras.css';
import '../components/page.css';

type Tab = 'hot' | 'new' | 'mine';
const TABS: ReadonlyArray<readonly [Tab, string]> = [
  ['hot', '最受欢迎'],
  ['new', '最新'],
  ['mine', '我的游戏单'],
];

/** `/collections` 游戏单 (issue 18): public collections by likes or newest, and mine (`?tab=mine`, with private ones). */
function CollectionsPage() {
  const [params, setParams] = useSearchParams();
  const asked = params.get('tab');
  const tab: Tab = asked === 'new' || asked === 'mine' ? asked : 'hot';
  const uid = useAuth((s) => s.account.uid);
  const client = useQueryClient();
  const navigate = useNavigate();
  const loginFirst = useLoginFirst();
  const publicList = usePublicCollections(tab === 'new' ? 'new' : 'hot', tab !== 'mine');
  const mine = useMyCollections(tab === 'mine');
  const list = tab === 'mine' ? mine : publicList;
  const items = itemsOf(list.data, (card: Card) => card.id);

  let body: ReactNode;
  if (tab === 'mine' && !uid) body = <LoginNeeded what="我的游戏单" />;
  else if (list.isPending) body = <ListSkeleton />;
  else if (list.isError && items.length === 0) body = <ErrorState error={list.error} onRetry={() => void list.refetch()} />;
  else if (items.length === 0)
    body = <EmptyState title={tab === 'mine' ? '还没有游戏单' : '还没有公开的游戏单'} description="把喜欢的游戏排成一张单子，分享给大家" />;
  else
    body = (
      <>
        <div className="pg-collection-grid" data-testid="collection-list">
          {items.map((card) => (
            <CollectionCard key={card.id} card={card} />
          ))}
        </div>
        <LoadMore
          hasMore={Boolean(list.hasNextPage)}
          loading={list.isFetchingNextPage}
          failed={list.isFetchNextPageError}
          onLoadMore={() => void list.fetchNextPage()}
        />
      </>
    );

  return (
    <div className="pg-page" data-testid="collections-page">
      <div className="pg-page__head">
        <h1 className="pg-page__title">游戏单</h1>
        <Button size="sm" onClick={() => loginFirst() && navigate('/collection/edit')} data-testid="new-collection">
          + 新建游戏单
        </Button>
      </div>
      <div className="pg-tabs" role="tablist">
        {TABS.map(([key, label]) => (
          <button
            key={key}
            type="button"
            role="tab"
            className="pg-tabs__tab"
            aria-selected={tab === key}
            onClick={() => setParams(key === 'hot' ? {} : { tab: key }, { replace: true })}
          >
            {label}
          </button>
        ))}
      </div>
      <PullToRefresh
        onRefresh={() => refreshFirstPage(client, tab === 'mine' ? collectionKeys.mine(uid) : collectionKeys.list(tab))}
        disabled={list.isPending}
      >
        {body}
      </PullToRefresh>
    </div>
  );
}

export default withQueryClient(CollectionsPage);
