import { Link } from '@portal/shared';
import { useTrendingTopics } from '../api/discovery';
import { topicFeedPath } from '../lib/square-paths';

/** 热门话题: a row of chips; nothing at all when there are none or they cannot be read. */
export function TrendingTopics() {
  const trending = useTrendingTopics();
  const topics = trending.data ?? [];
  if (topics.length === 0) return null;
  return (
    <nav className="ps-trending" aria-label="热门话题" data-testid="trending-topics">
      <span className="ps-trending__label">热门话题</span>
      {topics.slice(0, 10).map((t) => (
        <Link key={t.topic} to={topicFeedPath(t.topic)} className="ps-chip">
          #{t.topic}#
        </Link>
      ))}
    </nav>
  );
}
