export { composeDocumentTitle } from './document-title';
export { loginRedirectFor } from './login-required';
export * from './account-rules';
export { isToday, isYesterday } from './day';
export { shouldFetchBulletin } from './bulletin-rule';
export { formatDate, formatRelativeTime, parseTimestamp } from './time';
export { isMemberStatus, parseExpTime } from './membership';
export { DEFAULT_IMAGE_KEY } from './image-key';
export * from './paging';
