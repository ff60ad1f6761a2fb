export { LoadMore, type LoadMoreProps } from './infinite-list';
export { isWithinLoadOffset, loadMoreRootMargin, loadMoreState, shouldLoadMore, type LoadMoreState } from './load-trigger';
