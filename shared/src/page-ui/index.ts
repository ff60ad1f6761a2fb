/**
 * @portal/shared/page-ui — the parts of the design that only some pages use: pull to refresh,
 * the infinite list's 加载更多, the page bar, form fields and copying to the clipboard.
 *
 * Not a Module Federation singleton: a remote bundles what it imports from here with its own
 * pages, so these bytes leave the host's first load (issue 17: start-up code that only some
 * pages use moves behind the pages that use them). They hold no state of their own; what they
 * share with the page (the button, going back) they import from `@portal/shared` by package
 * name, so it is the host's one copy, never a second router or store bundled beside a page.
 */
export * from './pull-to-refresh';
export * from './infinite-list';
export { LIST_LOAD_OFFSET, PULL_ANIMATION_MS, PULL_HEAD_HEIGHT, PULL_SUCCESS_DURATION_MS } from './ui-defaults';
export { scrollParentOf, scrollTopOf } from './scroll-parent';
export { copyText } from './copy-text';
export { PageBar, type PageBarProps } from './page-bar';
export { TextField, type TextFieldProps } from './text-field';
