export { PageLoading, LOADING_STAGGER_SECONDS } from './page-loading';
export { StatePanel, type StatePanelProps } from './state-panel';
export { Button, type ButtonProps } from './button';
export { PlaceholderPage } from './placeholder-page';
export { TextField, type TextFieldProps } from './text-field';
export { PlatformIcons } from './platform-icons';
export * from './pull-to-refresh';
export { LIST_LOAD_OFFSET, PULL_ANIMATION_MS, PULL_HEAD_HEIGHT, PULL_SUCCESS_DURATION_MS } from './ui-defaults';
export { scrollParentOf, scrollTopOf } from './scroll-parent';
