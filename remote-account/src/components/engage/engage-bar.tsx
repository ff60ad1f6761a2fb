import { Link, useAuth, useNavigate } from '@portal/shared';
import './engage.css';

/**
 * The bar of the standalone check-in and activity pages (they have no host header): back, the
 * title and the player's X钻 balance, which rises as soon as a reward is paid. Back leaves the
 * way the player came, or goes to `fallback` when the page was opened directly.
 */
export function EngageBar({ title, fallback = '/' }: { title: string; fallback?: string }) {
  const navigate = useNavigate();
  const loggedIn = useAuth((s) => s.account.uid !== '');
  const balance = useAuth((s) => s.status?.coinNum ?? 0);
  const back = () => {
    const index = (window.history.state as { idx?: number } | null)?.idx ?? 0;
    if (index > 0) navigate(-1);
    else navigate(fallback, { replace: true });
  };
  return (
    <header className="pa-eng-bar">
      <button type="button" className="pa-eng-bar__back" onClick={back} aria-label="返回">
        <svg viewBox="0 0 24 24" width="22" height="22" aria-hidden="true">
          <path d="M15 5l-7 7 7 7" fill="none" stroke="currentColor" strokeWidth="2.2" strokeLinecap="round" strokeLinejoin="round" />
        </svg>
      </button>
      <h1 className="pa-eng-bar__title">{title}</h1>
      {loggedIn ? (
        <Link to="/recharge" className="pa-eng-bar__balance" aria-label={`X钻余额 ${balance}，去充值`}>
          <span className="pa-eng-diamond" aria-hidden="true" />
          <span data-testid="engage-balance">{balance}</span>
        </Link>
      ) : (
        <span />
      )}
    </header>
  );
}
