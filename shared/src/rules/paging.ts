/** The one paging rule of every list (client and server): page 1-based, at most 100 per page. */
export const MAX_PAGE_SIZE = 100;
export const DEFAULT_PAGE_SIZE = 20;
/** Deepest page number accepted (deeper pages of an offset query would scan the table). */
export const MAX_PAGE = 100_000;
