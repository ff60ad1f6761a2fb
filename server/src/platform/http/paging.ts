import { DEFAULT_PAGE_SIZE, MAX_PAGE, MAX_PAGE_SIZE } from '@portal/shared/rules';
import type { PageQuery } from '@portal/shared/types';

export interface PageWindow {
  page: number;
  pageSize: number;
  offset: number;
}

/**
 * The one page clamp: what a paged list reads for a (schema-checked) PageQuery. The schema
 * already refuses values outside the bounds; the clamp keeps a service correct when it is
 * called from code rather than a route.
 */
export function pageWindow(query: PageQuery = {}): PageWindow {
  const page = Math.min(Math.max(Math.trunc(query.page ?? 1) || 1, 1), MAX_PAGE);
  const pageSize = Math.min(Math.max(Math.trunc(query.pageSize ?? DEFAULT_PAGE_SIZE) || DEFAULT_PAGE_SIZE, 1), MAX_PAGE_SIZE);
  return { page, pageSize, offset: (page - 1) * pageSize };
}
