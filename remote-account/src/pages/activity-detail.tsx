import type { ReactNode } from 'react';
import { images, isApiError, Link, ResultCode, SafeHtml, StatePanel, useNavigate, useParams } from '@portal/shared';
import { withQueryClient } from '@portal/shared/query';
import { useActivityDetail } from '../api/engage';
import { ActivityStateBadge, activityWindow } from '../components/engage/activity-state';
import { EngageBar } from '../components/engage/engage-bar';
import { EngageError, EngageSkeleton } from '../components/engage/states';
import { TaskList } from '../components/engage/task-list';
import '../components/engage/engage.css';

/** One activity: banner, window, state, its rules (server HTML, sanitised) and its tasks. */
function ActivityDetailPage() {
  const { id } = useParams();
  const navigate = useNavigate();
  const activityId = Number(id);
  const detail = useActivityDetail(activityId);

  let body: ReactNode;
  if (
    !Number.isInteger(activityId) ||
    activityId <= 0 ||
    (detail.isError && isApiError(detail.error) && detail.error.code === ResultCode.activityNotFound)
  ) {
    body = (
      <StatePanel
        image={images.notFound}
        title="活动不存在"
        description="活动可能已下线，去看看其他活动吧"
        action={
          <Link to="/activity" className="pt-button pt-button--primary pt-button--sm">
            活动中心
          </Link>
        }
        testId="activity-not-found"
      />
    );
  } else if (detail.isPending) {
    body = <EngageSkeleton />;
  } else if (detail.isError) {
    body = <EngageError error={detail.error} onRetry={() => void detail.refetch()} />;
  } else {
    const activity = detail.data;
    body = (
      <article className="pa-eng-detail" data-testid="activity-detail">
        <img className="pa-eng-detail__banner" src={activity.banner} alt="" width={750} height={220} />
        <div className="pa-eng-card">
          <div className="pa-eng-activity__head">
            <h2 className="pa-eng-detail__title">{activity.title}</h2>
            <ActivityStateBadge state={activity.state} />
          </div>
          <p className="pa-eng-activity__window">活动时间：{activityWindow(activity)}</p>
          {activity.summary ? <p className="pa-eng-activity__summary">{activity.summary}</p> : null}
        </div>
        <section className="pa-eng-card" aria-labelledby="pa-eng-tasks-title">
          <h2 id="pa-eng-tasks-title" className="pa-eng-card__title">
            活动任务
          </h2>
          {activity.tasks.length > 0 ? (
            <TaskList activityId={activity.id} state={activity.state} tasks={activity.tasks} />
          ) : (
            <p className="pa-eng-note">本活动没有任务</p>
          )}
        </section>
        <section className="pa-eng-card" aria-labelledby="pa-eng-rules-title">
          <h2 id="pa-eng-rules-title" className="pa-eng-card__title">
            活动规则
          </h2>
          <SafeHtml html={activity.rulesHtml} className="pa-eng-rules" onInternalLink={(path) => navigate(path)} />
        </section>
      </article>
    );
  }

  return (
    <div className="pa-eng-page" data-testid="activity-detail-page">
      <EngageBar title="活动详情" fallback="/activity" />
      <main className="pa-eng-page__body">{body}</main>
    </div>
  );
}

export default withQueryClient(ActivityDetailPage);
