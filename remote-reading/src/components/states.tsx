import type { ReactNode } from 'react';
import { Button, Link, StatePanel, images, useLocation } from '@portal/shared';
import { errorMessage } from '@portal/shared/query';
import emptyBooks from '../assets/empty-books.svg';
import './states.css';

/** The reading section's designed empty, error, login and loading states (on the shared StatePanel). */
export function EmptyState({
  title,
  description,
  action,
  testId = 'reading-empty',
}: {
  title: string;
  description?: ReactNode;
  action?: ReactNode;
  testId?: string;
}) {
  return <StatePanel image={emptyBooks} title={title} description={description} action={action} testId={testId} />;
}

export function ErrorState({ error, onRetry, title = '加载失败' }: { error: unknown; onRetry: () => void; title?: string }) {
  return (
    <StatePanel
      tone="error"
      image={images.unavailable}
      title={title}
      description={errorMessage(error, '网络开小差了，请稍后重试')}
      action={
        <Button size="sm" onClick={onRetry}>
          重试
        </Button>
      }
      testId="reading-error"
    />
  );
}

/** For pages that are the player's own (shelf, history) when nobody is logged in. */
export function LoginNeeded({ what }: { what: string }) {
  const location = useLocation();
  const redirect = encodeURIComponent(location.pathname + location.search);
  return (
    <StatePanel
      image={emptyBooks}
      title={`登录后查看${what}`}
      description="登录后，阅读进度和书架会在你的所有设备间同步"
      action={
        <Link to={`/login?redirect=${redirect}`} className="pt-button pt-button--primary pt-button--sm">
          去登录
        </Link>
      }
      testId="reading-login-needed"
    />
  );
}

export function ListSkeleton({ rows = 4 }: { rows?: number }) {
  return (
    <div className="pr-skeleton-list" aria-busy="true" role="status">
      <span className="pr-sr-only">加载中…</span>
      {Array.from({ length: rows }, (_, i) => (
        <div key={i} className="pr-skeleton-row">
          <div className="pr-skeleton pr-skeleton--cover" />
          <div className="pr-skeleton-row__lines">
            <div className="pr-skeleton pr-skeleton--line" />
            <div className="pr-skeleton pr-skeleton--line pr-skeleton--short" />
            <div className="pr-skeleton pr-skeleton--line" />
          </div>
        </div>
      ))}
    </div>
  );
}
