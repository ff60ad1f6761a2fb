import { Link, useAuth } from '@portal/shared';
import { PageBar } from '@portal/shared/page-ui';
import './engage.css';

/**
 * The bar of the standalone check-in and activity pages: the page bar with the player's X钻
 * balance, which rises as soon as a reward is paid.
 */
export function EngageBar({ title, fallback = '/' }: { title: string; fallback?: string }) {
  const loggedIn = useAuth((s) => s.account.uid !== '');
  const balance = useAuth((s) => s.status?.coinNum ?? 0);
  return (
    <PageBar
      title={title}
      fallback={fallback}
      end={
        loggedIn ? (
          <Link to="/recharge" className="pa-eng-bar__balance" aria-label={`X钻余额 ${balance}，去充值`}>
            <span className="pa-eng-diamond" aria-hidden="true" />
            <span data-testid="engage-balance">{balance}</span>
          </Link>
        ) : null
      }
    />
  );
}
