import { formatYuan, Link, useAuth } from '@portal/shared';
import { useRealNameStatus } from '../../api/realname';
import './realname.css';

/**
 * Above the packages: an unverified player is told before choosing that recharging needs real-name
 * verification (with the way there); a verified minor sees the limits and what is left this month.
 */
export function RechargeProtection() {
  const needRealName = useAuth((s) => s.account.needRealName);
  const status = useRealNameStatus();
  const verified = status.data ? status.data.verified : !needRealName;

  if (!verified) {
    return (
      <div className="pa-wallet__realname" role="note" data-testid="recharge-realname-banner">
        <span>根据国家规定，充值前需完成实名认证</span>
        <Link to="/realname?redirect=%2Frecharge" data-testid="recharge-go-realname">
          去实名认证
        </Link>
      </div>
    );
  }
  const spending = status.data?.spending;
  if (!spending || spending.band === 'adult') return null;
  if (spending.band === 'under8') {
    return (
      <p className="pa-wallet__limits" data-testid="recharge-limits">
        根据国家规定，未满8周岁的用户不能充值
      </p>
    );
  }
  return (
    <p className="pa-wallet__limits" data-testid="recharge-limits">
      未成年人充值限额：单次 {formatYuan(spending.perPaymentCents ?? 0)}，每月 {formatYuan(spending.perMonthCents ?? 0)}；本月已充值{' '}
      {formatYuan(spending.spentThisMonthCents)}，剩余 {formatYuan(spending.leftThisMonthCents ?? 0)}
    </p>
  );
}
