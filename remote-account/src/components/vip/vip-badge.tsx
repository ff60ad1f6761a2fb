import type { VipBadge } from '@portal/shared/types';
import { VIP_BADGE_LABELS } from '../../lib/wallet-labels';

/** Spec §1 badge kinds month / normal / year, shown as a small coloured tag. */
export function VipBadgeTag({ badge }: { badge: VipBadge | null | undefined }) {
  if (!badge) return null;
  return (
    <span className={`pa-vip-badge is-${badge}`} data-testid="vip-badge" data-badge={badge}>
      <span aria-hidden="true">♛</span> {VIP_BADGE_LABELS[badge] ?? '会员'}
    </span>
  );
}
