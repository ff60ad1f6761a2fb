import type { ReactNode } from 'react';
import { Button, StatePanel, images } from '@portal/shared';
import { errorMessage } from '@portal/shared/query';
import emptyImage from '../assets/empty.svg';

/** The square's loading, empty and error states, on the shared StatePanel. */
export function PostSkeletons({ count = 3 }: { count?: number }) {
  return (
    <div className="ps-skeletons" role="status" aria-busy="true" aria-label="加载中" data-testid="square-loading">
      {Array.from({ length: count }, (_, n) => (
        <div key={n} className="ps-skeleton">
          <div className="ps-skeleton__head">
            <span className="ps-skeleton__avatar ps-shimmer" />
            <span className="ps-skeleton__line ps-skeleton__line--short ps-shimmer" />
          </div>
          <span className="ps-skeleton__line ps-shimmer" />
          <span className="ps-skeleton__line ps-skeleton__line--mid ps-shimmer" />
        </div>
      ))}
    </div>
  );
}

export function EmptyState({
  title,
  description,
  action,
  testId = 'square-empty',
}: {
  title: string;
  description?: ReactNode;
  action?: ReactNode;
  testId?: string;
}) {
  return <StatePanel image={emptyImage} title={title} description={description} action={action} testId={testId} />;
}

export function ErrorState({ error, onRetry, title = '加载失败' }: { error: unknown; onRetry: () => void; title?: string }) {
  return (
    <StatePanel
      tone="error"
      image={images.unavailable}
      title={title}
      description={errorMessage(error, '网络开小差了，请稍后重试')}
      action={
        <Button size="sm" onClick={onRetry} data-testid="square-retry">
          重试
        </Button>
      }
      testId="square-error"
    />
  );
}
