import type { ReactNode } from 'react';
import { formatDate, Link, useAuth, type FollowedGame } from '@portal/shared';
import { LoadMore, PullToRefresh } from '@portal/shared/page-ui';
import { itemsOf, refreshFirstPage, useQueryClient, withQueryClient } from '@portal/shared/query';
import { followKeys, useFollowedGames } from '../api/follows';
import { GameBriefRow } from '../components/game-brief-row';
import { ListSkeleton } from '../components/list-states';
import { EmptyState, ErrorState } from '../components/states';
import '../components/game-extras.css';
import '../components/page.css';

/** `/followgames` 我关注的游戏 (issue 18, login required): each with its latest version. */
function FollowedGamesPage() {
  const uid = useAuth((s) => s.account.uid);
  const client = useQueryClient();
  const followed = useFollowedGames();
  const items = itemsOf(followed.data, (item: FollowedGame) => item.game.id);

  let body: ReactNode;
  if (followed.isPending) body = <ListSkeleton />;
  else if (followed.isError && items.length === 0) body = <ErrorState error={followed.error} onRetry={() => void followed.refetch()} />;
  else if (items.length === 0)
    body = (
      <EmptyState
        title="还没有关注的游戏"
        description="在游戏详情页点「关注」，有新版本时会通知你"
        action={
          <Link to="/games" className="pt-button pt-button--primary pt-button--sm">
            去逛逛
          </Link>
        }
      />
    );
  else
    body = (
      <>
        <div className="pg-section" data-testid="followed-games">
          {items.map((item) => (
            <GameBriefRow
              key={item.game.id}
              game={item.game}
              line={
                item.latestVersion
                  ? `最新版本 ${item.latestVersion.version} · ${formatDate(item.latestVersion.releasedAt)}`
                  : `关注于 ${formatDate(item.followedAt)}`
              }
            />
          ))}
        </div>
        <LoadMore
          hasMore={Boolean(followed.hasNextPage)}
          loading={followed.isFetchingNextPage}
          failed={followed.isFetchNextPageError}
          onLoadMore={() => void followed.fetchNextPage()}
        />
      </>
    );
  return (
    <div className="pg-page" data-testid="followed-page">
      <div className="pg-page__head">
        <h1 className="pg-page__title">我关注的游戏</h1>
        {items.length ? <span className="pg-page__count">共 {followed.data?.pages[0]?.total ?? items.length} 款</span> : null}
      </div>
      <PullToRefresh onRefresh={() => refreshFirstPage(client, followKeys.mine(uid))} disabled={followed.isPending}>
        {body}
      </PullToRefresh>
    </div>
  );
}

export default withQueryClient(FollowedGamesPage);
