import type { ReactNode } from 'react';
import { PageBar } from '@portal/shared/page-ui';

/**
 * The bar of the reading section's standalone pages (they have no host header): the portal's
 * page bar, whose back goes to the reading home (/animate) for a page opened directly.
 */
export function TopBar({ title, fallback = '/animate', actions }: { title: ReactNode; fallback?: string; actions?: ReactNode }) {
  return <PageBar title={title} fallback={fallback} end={actions} />;
}
