export { SafeHtml, sanitizeHtml } from './safe-html';
