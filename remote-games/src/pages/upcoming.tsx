import { useEffect, type ReactNode } from 'react';
import { formatDate, useAuth, useSearchParams, type ReservableGame } from '@portal/shared';
import { LoadMore, PullToRefresh } from '@portal/shared/page-ui';
import { itemsOf, refreshFirstPage, useQueryClient, withQueryClient } from '@portal/shared/query';
import { markLaunchesSeen, reservationKeys, useMyReservations, useUpcomingGames } from '../api/reservations';
import { GameBriefRow } from '../components/game-brief-row';
import { ListSkeleton, LoginNeeded } from '../components/list-states';
import { RowReserveButton } from '../components/row-reserve-button';
import { EmptyState, ErrorState } from '../components/states';
import '../components/game-extras.css';
import '../components/page.css';

type Tab = 'upcoming' | 'mine';

function reservationLine(item: ReservableGame): string {
  const { status, plannedAt, launchedAt, reservationCount } = item.reservation;
  if (status === 'released') return `已于 ${formatDate(launchedAt, '近日')} 上线，快去下载吧`;
  return `${plannedAt ? `预计 ${formatDate(plannedAt)} 上线 · ` : ''}${reservationCount} 人已预约`;
}

/**
 * `/upcoming` 新游预约 (issue 18): games 即将上线 with 预约, and 我的预约 (`?tab=mine`). Opening 我的预约
 * marks launched reservations as seen, so the 我的 tab's dot goes out.
 */
function UpcomingPage() {
  const [params, setParams] = useSearchParams();
  const tab: Tab = params.get('tab') === 'mine' ? 'mine' : 'upcoming';
  const uid = useAuth((s) => s.account.uid);
  const client = useQueryClient();
  const upcoming = useUpcomingGames();
  const mine = useMyReservations(tab === 'mine');
  const list = tab === 'mine' ? mine : upcoming;
  const items = itemsOf(list.data, (item: ReservableGame) => item.game.id);

  useEffect(() => {
    if (tab === 'mine' && uid) void markLaunchesSeen().catch(() => undefined);
  }, [tab, uid]);

  let body: ReactNode;
  if (tab === 'mine' && !uid) body = <LoginNeeded what="我的预约" />;
  else if (list.isPending) body = <ListSkeleton />;
  else if (list.isError && items.length === 0) body = <ErrorState error={list.error} onRetry={() => void list.refetch()} />;
  else if (items.length === 0)
    body = (
      <EmptyState
        title={tab === 'mine' ? '还没有预约过游戏' : '暂时没有即将上线的游戏'}
        description={tab === 'mine' ? '预约即将上线的游戏，上线时第一时间通知你' : '新游戏开启预约后会出现在这里'}
      />
    );
  else
    body = (
      <>
        <div className="pg-section" data-testid={tab === 'mine' ? 'my-reservations' : 'upcoming-list'}>
          {items.map((item) => (
            <GameBriefRow key={item.game.id} game={item.game} line={reservationLine(item)} side={<RowReserveButton item={item} />} />
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

  const select = (next: Tab) => setParams(next === 'mine' ? { tab: 'mine' } : {}, { replace: true });
  return (
    <div className="pg-page" data-testid="upcoming-page">
      <div className="pg-page__head">
        <h1 className="pg-page__title">新游预约</h1>
      </div>
      <div className="pg-tabs" role="tablist">
        <button type="button" role="tab" className="pg-tabs__tab" aria-selected={tab === 'upcoming'} onClick={() => select('upcoming')}>
          即将上线
        </button>
        <button type="button" role="tab" className="pg-tabs__tab" aria-selected={tab === 'mine'} onClick={() => select('mine')}>
          我的预约
        </button>
      </div>
      <PullToRefresh
        onRefresh={() => refreshFirstPage(client, tab === 'mine' ? reservationKeys.mine(uid) : reservationKeys.upcoming(uid))}
        disabled={list.isPending}
      >
        {body}
      </PullToRefresh>
    </div>
  );
}

export default withQueryClient(UpcomingPage);
