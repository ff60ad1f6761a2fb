/**
 * @portal/shared/query — the page's one TanStack Query client and what every remote builds on it.
 * A Module Federation singleton of its own (tooling/build-config/src/shared-singletons.ts), apart
 * from `@portal/shared`: the host never imports it, so react-query stays out of the host's first
 * load and arrives with the first remote page that uses it. Remotes reach react-query through
 * here only.
 */
export {
  QueryClient,
  QueryClientProvider,
  dehydrate,
  infiniteQueryOptions,
  keepPreviousData,
  queryOptions,
  useInfiniteQuery,
  useMutation,
  useQuery,
  useQueryClient,
  type DehydratedState,
  type InfiniteData,
  type QueryKey,
  type UseInfiniteQueryResult,
  type UseQueryResult,
} from '@tanstack/react-query';
export { createPortalQueryClient, getQueryClient, shouldRetry } from './client';
export { PortalQueryProvider, withQueryClient } from './provider';
export { BALANCE_DEPENDENT_KEYS, gameDetailKeys, messageKeys, rechargeKeys, walletKeys } from './keys';
export { errorMessage, itemsOf, nextPageOf, refreshFirstPage } from './paging';
export { balanceChanged, watchBalance } from './balance';
export { useFormMutation } from './form-mutation';
export { FAVORITE_PAGE_SIZE, favoriteKeys, favoritesApi, useFavoriteList, useFavoriteStatus, useSetFavorite } from './favorites';
export { FavoriteToggle } from './favorite-toggle';
