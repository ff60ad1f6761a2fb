export { PullToRefresh } from './pull-to-refresh';
export { usePullToRefresh } from './use-pull-to-refresh';
export { INITIAL_PULL_STATE, PULL_TEXT, pullReducer, statusForDistance, type PullState, type PullStatus } from './pull-refresh';
