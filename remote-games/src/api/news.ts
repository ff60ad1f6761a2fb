import { queryOptions, useQuery } from '@portal/shared/query';
import { getNewsArticle, getNewsList } from '@portal/shared';

/** Game news (POST /web/game/news/list, /web/game/news/detail). */
export const newsKeys = {
  list: (size: number) => ['news', 'list', size] as const,
  article: (id: number) => ['news', 'article', id] as const,
};

export function latestNewsQuery(size: number) {
  return queryOptions({ queryKey: newsKeys.list(size), queryFn: () => getNewsList(1, size) });
}

export function useLatestNews(size: number) {
  return useQuery({ ...latestNewsQuery(size), select: (result) => result.items });
}

export function useNewsArticle(id: number | null) {
  return useQuery({
    queryKey: newsKeys.article(id ?? 0),
    queryFn: () => getNewsArticle(id!),
    enabled: id !== null && id > 0,
    staleTime: 5 * 60_000,
  });
}
