export { SafeHtml, sanitizeHtml } from './safe-html';
export { safeLinkUrl } from './safe-link-url';
