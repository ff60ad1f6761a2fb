import { Button, images, Link, StatePanel, useLocation } from '@portal/shared';
import { errorMessage } from '@portal/shared/query';

/** Designed loading, error and login states of the check-in and activity pages (on the shared StatePanel). */
export function EngageError({ error, onRetry }: { error: unknown; onRetry: () => void }) {
  return (
    <StatePanel
      tone="error"
      image={images.unavailable}
      title="加载失败"
      description={errorMessage(error, '网络开小差了，请稍后重试')}
      action={
        <Button size="sm" onClick={onRetry}>
          重试
        </Button>
      }
      testId="engage-error"
    />
  );
}

export function LoginPrompt({ title, description }: { title: string; description: string }) {
  const location = useLocation();
  const redirect = encodeURIComponent(location.pathname + location.search);
  return (
    <StatePanel
      image={images.defaultAvatar}
      title={title}
      description={description}
      action={
        <Link to={`/login?redirect=${redirect}`} className="pt-button pt-button--primary pt-button--sm" data-testid="engage-login">
          去登录
        </Link>
      }
      testId="engage-login-prompt"
    />
  );
}

export function EngageSkeleton({ blocks = 3 }: { blocks?: number }) {
  return (
    <div className="pa-eng-skeleton" aria-busy="true" role="status">
      <span className="pa-eng-sr-only">加载中…</span>
      {Array.from({ length: blocks }, (_, i) => (
        <div key={i} className="pa-eng-skeleton__block" />
      ))}
    </div>
  );
}
