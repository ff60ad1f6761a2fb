import { Link, useLocation } from '@portal/shared';
import { EmptyState } from './states';

/** A list of issue 18's pages a visitor cannot have (我的预约, 我的游戏单): log in and come back. */
export function LoginNeeded({ what }: { what: string }) {
  const location = useLocation();
  return (
    <EmptyState
      title={`登录后查看${what}`}
      action={
        <Link
          to={`/login?redirect=${encodeURIComponent(location.pathname + location.search)}`}
          className="pt-button pt-button--primary pt-button--sm"
        >
          去登录
        </Link>
      }
      testId="login-needed"
    />
  );
}

export function ListSkeleton({ rows = 4 }: { rows?: number }) {
  return (
    <div aria-busy="true" role="status">
      <span className="pg-sr-only">加载中…</span>
      {Array.from({ length: rows }, (_, i) => (
        <div key={i} className="pg-skeleton" style={{ height: 68, borderRadius: 10, marginBottom: 12 }} />
      ))}
    </div>
  );
}
