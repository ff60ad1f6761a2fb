/// <reference path="./globals.d.ts" />
/**
 * @portal/shared — shared at run time as a Module Federation singleton: the host and every
 * remote get this same instance, so there is one API client and one store in the page.
 */
import './ui/tokens.css';

export * from './types';
/**
 * Of the rules, those the host and this singleton's own parts use, and the page clock (state: one
 * per page). The other rules (form checks, limits, the square's word list, check-in, service
 * hours) are pure: a page imports them from `@portal/shared/rules` and its remote bundles only
 * what it uses, instead of every visitor downloading them with the host (issue 17).
 */
export { composeDocumentTitle } from './rules/document-title';
export { loginRedirectFor } from './rules/login-required';
export { isToday, isYesterday } from './rules/day';
export { shouldFetchBulletin } from './rules/bulletin-rule';
export { formatDate, formatRelativeTime, parseTimestamp } from './rules/time';
export { fixPageNow, pageNow, setPageClock } from './rules/page-clock';
export { isMemberStatus, parseExpTime } from './rules/membership';
export { DEFAULT_IMAGE_KEY } from './rules/image-key';
export * from './rules/paging';
export * from './rules/shanghai-time';
export * from './rules/minor-spending';
export * from './rules/play-window';
export * from './rules/holiday-calendar';
export * from './rules/image-variants';
export * from './rules/banners';
export { images } from './assets';
export * from './ui';
export * from './storage';
export * from './auth';
export * from './api';
export * from './toast';
export * from './dialog';
export * from './device';
export * from './invite';
export * from './session';
export * from './navigation';
export * from './router';
export * from './games';
export * from './download';
export * from './media';
export * from './html';
export * from './live';
export * from './protection';
export * from './page';
