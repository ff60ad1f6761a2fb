import { apiGet } from '@portal/shared';
import { keepPreviousData, queryOptions, useQuery } from '@portal/shared/query';
import type { KeywordSuggestion, SensitiveWordList, Tag, Topic } from '@portal/shared/types';
import { squareKeys } from './keys';

/** Finding things in the square: tags, trending topics, keyword suggestions, and the word list. */
export const discoveryApi = {
  tags: () => apiGet<Tag[]>('/v1/square/tag/list'),
  trending: () => apiGet<Topic[]>('/v1/square/topic/trending'),
  // Each keyword is its own query: an older answer arriving late never replaces a newer one.
  suggestions: (keyword: string, signal?: AbortSignal) =>
    apiGet<KeywordSuggestion[]>('/v1/square/keyword/suggestion', { keyword }, { signal }),
  // Spec §9: the sensitive-word list is read 99 at a time.
  sensitiveWords: () => apiGet<SensitiveWordList>('/v1/square/sensitiveword/list', { pageSize: 99 }),
};

export const tagsQuery = () => queryOptions({ queryKey: squareKeys.tags, queryFn: discoveryApi.tags, staleTime: 5 * 60_000 });
export const trendingTopicsQuery = () => queryOptions({ queryKey: squareKeys.trending, queryFn: discoveryApi.trending });

export function useTags() {
  return useQuery(tagsQuery());
}

export function useTrendingTopics() {
  return useQuery(trendingTopicsQuery());
}

export function useKeywordSuggestions(keyword: string) {
  return useQuery({
    queryKey: squareKeys.suggestions(keyword),
    queryFn: ({ signal }) => discoveryApi.suggestions(keyword, signal),
    enabled: keyword.length > 0,
    placeholderData: keepPreviousData,
    staleTime: 30_000,
  });
}

/** The words the client flags before sending (the server's check is the guard). */
export function useSensitiveWords() {
  return useQuery({
    queryKey: squareKeys.sensitiveWords,
    queryFn: async () => (await discoveryApi.sensitiveWords()).records.map((record) => record.word),
    staleTime: 10 * 60_000,
  });
}
