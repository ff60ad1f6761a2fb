import type { SquareSort, Tag } from '@portal/shared/types';
import type { FeedFilter } from '../api/keys';

/**
 * The square's tabs (issue 12): 推荐 (every post), 关注 (people I follow), then one per tag of
 * `tag/list`. The tab, the sort and a #话题# live in the address (`?tab=`, `?sort=hot`,
 * `?topic=`), so back and a shared link land on the same feed.
 */
export interface FeedTab {
  key: string;
  label: string;
}

export const ALL_TAB: FeedTab = { key: 'all', label: '推荐' };
export const FOLLOW_TAB: FeedTab = { key: 'follow', label: '关注' };

export function feedTabs(tags: readonly Tag[]): FeedTab[] {
  return [ALL_TAB, FOLLOW_TAB, ...tags.map((tag) => ({ key: String(tag.id), label: tag.tag }))];
}

/** The tab the address names, 推荐 when it names none or one that does not exist. */
export function currentTab(tabs: readonly FeedTab[], param: string | null): FeedTab {
  return tabs.find((tab) => tab.key === param) ?? ALL_TAB;
}

/** `?sort=hot` is 最热 (1); anything else 最新 (2). */
export function sortOf(param: string | null): SquareSort {
  return param === 'hot' ? 1 : 2;
}

export function feedFilter(tab: FeedTab, sort: SquareSort, topic: string | null): FeedFilter {
  if (topic) return { kind: 'topic', topic, sort };
  if (tab.key === FOLLOW_TAB.key) return { kind: 'follow' };
  if (tab.key === ALL_TAB.key) return { kind: 'all', sort };
  return { kind: 'tag', tagId: Number(tab.key), sort };
}
