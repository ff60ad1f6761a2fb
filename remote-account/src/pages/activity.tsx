import type { ReactNode } from 'react';
import { images, Link, StatePanel } from '@portal/shared';
import { LoadMore, PullToRefresh } from '@portal/shared/page-ui';
import { itemsOf, refreshFirstPage, useQueryClient, withQueryClient } from '@portal/shared/query';
import type { ActivityCard } from '@portal/shared/types';
import { engageKeys, useActivityList } from '../api/engage';
import { ActivityStateBadge, activityWindow } from '../components/engage/activity-state';
import { EngageBar } from '../components/engage/engage-bar';
import { EngageError, EngageSkeleton } from '../components/engage/states';
import '../components/engage/engage.css';

/** 活动中心 (spec §1, §2 /activity): every activity with its banner, window and state; a tap opens it. */
function ActivityListPage() {
  const client = useQueryClient();
  const list = useActivityList();
  const items = itemsOf(list.data, (activity: ActivityCard) => activity.id);

  let body: ReactNode;
  if (list.isPending) body = <EngageSkeleton />;
  else if (list.isError && items.length === 0) body = <EngageError error={list.error} onRetry={() => void list.refetch()} />;
  else if (items.length === 0)
    body = <StatePanel image={images.notFound} title="暂无活动" description="新活动上线后会第一时间出现在这里" testId="activity-empty" />;
  else
    body = (
      <>
        <ul className="pa-eng-activities" data-testid="activity-list">
          {items.map((activity) => (
            <li key={activity.id}>
              <Link to={`/activity/${activity.id}`} className="pa-eng-activity" data-testid={`activity-${activity.id}`}>
                <img className="pa-eng-activity__banner" src={activity.banner} alt="" width={750} height={220} loading="lazy" />
                <div className="pa-eng-activity__info">
                  <div className="pa-eng-activity__head">
                    <h2 className="pa-eng-activity__title">{activity.title}</h2>
                    <ActivityStateBadge state={activity.state} />
                  </div>
                  <p className="pa-eng-activity__summary">{activity.summary}</p>
                  <p className="pa-eng-activity__window">活动时间：{activityWindow(activity)}</p>
                </div>
              </Link>
            </li>
          ))}
        </ul>
        <LoadMore
          hasMore={Boolean(list.hasNextPage)}
          loading={list.isFetchingNextPage}
          failed={list.isFetchNextPageError}
          onLoadMore={() => void list.fetchNextPage()}
        />
      </>
    );

  return (
    <div className="pa-eng-page" data-testid="activity-page">
      <EngageBar title="活动中心" />
      <PullToRefresh onRefresh={() => refreshFirstPage(client, engageKeys.activities)} disabled={list.isPending}>
        <main className="pa-eng-page__body">{body}</main>
      </PullToRefresh>
    </div>
  );
}

export default withQueryClient(ActivityListPage);
