export { PageLoading, LOADING_STAGGER_SECONDS } from './page-loading';
export { StatePanel, type StatePanelProps } from './state-panel';
export { Button, type ButtonProps } from './button';
export { PlatformIcons } from './platform-icons';
export { Logo } from './logo';
