import { useEffect, useRef } from 'react';
import { Button, Link, authStore, Logo, pageNow, useAuth, useSearchParams, type PageRoute } from '@portal/shared';
import { withQueryClient, type QueryClient } from '@portal/shared/query';
import type { SquareSort } from '@portal/shared/types';
import { tagsQuery, trendingTopicsQuery, useTags } from '../api/discovery';
import { squareKeys } from '../api/keys';
import { feedQuery, useFeed } from '../api/posts';
import { PostFeed } from '../components/post-feed';
import { SearchBox } from '../components/search-box';
import { EmptyState } from '../components/states';
import { TrendingTopics } from '../components/trending-topics';
import { useRequireLogin } from '../hooks/use-require-login';
import { useSwipe } from '../hooks/use-swipe';
import { FOLLOW_TAB, currentTab, feedFilter, feedTabs, sortOf } from '../lib/feed-tabs';
import { HISTORY_PATH, PUBLISH_PATH } from '../lib/square-paths';
import '../components/square.css';
import './square.css';

const SORTS: { value: SquareSort; label: string; param: string | null }[] = [
  { value: 2, label: '最新', param: null },
  { value: 1, label: '最热', param: 'hot' },
];

/**
 * `square` (spec §2: title 礼包中心, no header): search with suggestions, trending topics, the
 * tabs 推荐 / 关注 / one per tag — swiped sideways with a finger —, the feed sorted 最新 or 最热,
 * or one #话题#'s feed; a floating 发帖 button.
 */
function SquarePage() {
  const [params, setParams] = useSearchParams();
  const uid = useAuth((s) => s.account.uid);
  const requireLogin = useRequireLogin();
  const tags = useTags();
  const tabs = feedTabs(tags.data ?? []);
  const topic = params.get('topic')?.trim() || null;
  const tab = currentTab(tabs, params.get('tab'));
  const sort = sortOf(params.get('sort'));
  const filter = feedFilter(tab, sort, topic);
  const isFollow = filter.kind === 'follow';
  const feed = useFeed(filter, !isFollow || uid !== '');
  const tabIndex = tabs.findIndex((t) => t.key === tab.key);
  const tabsRef = useRef<HTMLDivElement>(null);

  const update = (next: Record<string, string | null>) => {
    const search = new URLSearchParams(params);
    for (const [key, value] of Object.entries(next)) {
      if (value === null) search.delete(key);
      else search.set(key, value);
    }
    setParams(search, { replace: true });
  };
  const selectTab = (index: number) => {
    const next = tabs[index];
    if (next) update({ tab: next.key === 'all' ? null : next.key, topic: null });
  };

  const swipe = useSwipe<HTMLDivElement>({
    canPrev: tabIndex > 0,
    canNext: tabIndex < tabs.length - 1,
    onStep: (step) => selectTab(tabIndex + step),
    disabled: topic !== null,
  });

  // The chosen tab scrolls into view in the tab row (a phone shows four or five at once).
  useEffect(() => {
    const row = tabsRef.current;
    const active = row?.querySelector<HTMLElement>('[aria-selected=true]');
    if (!row || !active) return;
    row.scrollTo?.({ left: active.offsetLeft - (row.clientWidth - active.offsetWidth) / 2, behavior: 'smooth' });
  }, [tab.key]);

  // A new tab, sort or topic starts at its top: a feed read far down must not open the next one mid-list.
  const feedId = JSON.stringify(filter);
  const shownFeed = useRef(feedId);
  useEffect(() => {
    if (shownFeed.current === feedId) return;
    shownFeed.current = feedId;
    const panel = swipe.ref.current;
    if (!panel) return;
    const top = panel.getBoundingClientRect().top;
    if (top < 0) window.scrollBy({ top: top - 110 });
  }, [feedId, swipe.ref]);

  const now = pageNow();
  const empty = isFollow ? (
    <EmptyState
      title="还没有关注的人"
      description="在推荐里点「+ 关注」，TA 的新帖会出现在这里"
      action={
        <Button size="sm" variant="ghost" onClick={() => selectTab(0)}>
          去推荐看看
        </Button>
      }
      testId="follow-empty"
    />
  ) : (
    <EmptyState
      title={topic ? `#${topic}# 还没有帖子` : '这里还没有帖子'}
      description="来发第一帖，和大家聊聊吧"
      action={
        <Link
          to={PUBLISH_PATH}
          className="pt-button pt-button--primary pt-button--sm"
          onClick={(e) => !requireLogin(PUBLISH_PATH) && e.preventDefault()}
        >
          去发帖
        </Link>
      }
    />
  );

  return (
    <div className="ps-square" data-testid="square-page">
      <div className="ps-square__top">
        {/* The square has no header (spec §2): on a desktop, without the phone's tab bar, this is the way home. */}
        <Link to="/" className="ps-square__home" aria-label="返回首页">
          <Logo className="ps-square__logo" label="X游戏" />
        </Link>
        <SearchBox />
        <Link
          to={HISTORY_PATH}
          className="ps-square__mine"
          onClick={(e) => !requireLogin(HISTORY_PATH) && e.preventDefault()}
          data-testid="my-history-link"
        >
          我的
        </Link>
      </div>

      {topic ? (
        <div className="ps-topic-bar ps-above-pull" data-testid="topic-bar">
          <h1 className="ps-topic-bar__title">#{topic}#</h1>
          <Button size="sm" variant="ghost" onClick={() => update({ topic: null })} data-testid="topic-close">
            返回广场
          </Button>
        </div>
      ) : (
        <>
          <TrendingTopics />
          <div className="ps-tabs ps-above-pull" role="tablist" aria-label="话题" ref={tabsRef} data-testid="square-tabs">
            {tabs.map((t, index) => (
              <button
                key={t.key}
                type="button"
                role="tab"
                aria-selected={t.key === tab.key}
                className={`ps-tabs__tab${t.key === tab.key ? ' ps-tabs__tab--active' : ''}`}
                onClick={() => selectTab(index)}
                data-testid="square-tab"
                data-tab={t.key}
              >
                {t.label}
              </button>
            ))}
          </div>
        </>
      )}

      {isFollow ? null : (
        <div className="ps-sort" role="radiogroup" aria-label="排序">
          {SORTS.map((s) => (
            <button
              key={s.value}
              type="button"
              role="radio"
              aria-checked={sort === s.value}
              className={`ps-sort__item${sort === s.value ? ' ps-sort__item--active' : ''}`}
              onClick={() => update({ sort: s.param })}
              data-testid={`sort-${s.value === 1 ? 'hot' : 'new'}`}
            >
              {s.label}
            </button>
          ))}
        </div>
      )}

      <div
        className="ps-square__panel"
        ref={swipe.ref}
        role="tabpanel"
        data-testid="square-panel"
        data-tab={topic ? `topic:${topic}` : tab.key}
        style={{
          transform: swipe.offset ? `translate3d(${swipe.offset}px, 0, 0)` : undefined,
          transition: swipe.dragging ? 'none' : undefined,
        }}
      >
        {isFollow && uid === '' ? (
          <EmptyState
            title="登录后查看关注动态"
            description="关注喜欢的玩家，TA 的新帖都会出现在这里"
            action={
              <Button size="sm" onClick={() => requireLogin(`/square?tab=${FOLLOW_TAB.key}`)} data-testid="follow-login">
                去登录
              </Button>
            }
            testId="follow-login-prompt"
          />
        ) : (
          <PostFeed key={feedId} query={feed} queryKey={squareKeys.feed(filter, uid)} empty={empty} now={now} />
        )}
      </div>

      <Link
        to={PUBLISH_PATH}
        className="ps-fab"
        aria-label="发帖"
        data-testid="publish-button"
        onClick={(event) => {
          if (!requireLogin(PUBLISH_PATH)) event.preventDefault();
        }}
      >
        <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true">
          <path d="M12 5v14M5 12h14" stroke="currentColor" strokeWidth="2.4" strokeLinecap="round" />
        </svg>
        发帖
      </Link>
    </div>
  );
}

export default withQueryClient(SquarePage);

/**
 * The tags (which make the tabs), trending topics and the feed the URL asks for, fetched on the
 * server before it renders the page (issue 17), as a guest (who has no 关注 feed).
 */
export async function prefetch(client: QueryClient, route: PageRoute): Promise<void> {
  const params = new URLSearchParams(route.search);
  const [tags] = await Promise.all([client.fetchQuery(tagsQuery()).catch(() => []), client.prefetchQuery(trendingTopicsQuery())]);
  const filter = feedFilter(currentTab(feedTabs(tags), params.get('tab')), sortOf(params.get('sort')), params.get('topic')?.trim() || null);
  if (filter.kind !== 'follow') await client.prefetchInfiniteQuery(feedQuery(filter, authStore.getState().account.uid));
}
