import type { ReactNode } from 'react';
import { Link } from '@portal/shared';
import { Button, StatePanel, images } from '@portal/shared';
import emptyImage from '../assets/empty.svg';
import './common.css';

/**
 * The designed empty / error / not-found states of this remote's pages, all on the shared
 * StatePanel so they look like every other part of the portal.
 */
export function EmptyState({
  title = '暂无数据',
  description,
  action,
  testId = 'empty-state',
}: {
  title?: string;
  description?: ReactNode;
  action?: ReactNode;
  testId?: string;
}) {
  return <StatePanel image={emptyImage} title={title} description={description} action={action} testId={testId} />;
}

export function ErrorState({ error, onRetry, title = '加载失败' }: { error: unknown; onRetry: () => void; title?: string }) {
  const message = error instanceof Error && error.message ? error.message : '网络开小差了，请稍后重试';
  return (
    <StatePanel
      tone="error"
      image={images.unavailable}
      title={title}
      description={message}
      action={
        <Button size="sm" onClick={onRetry}>
          重试
        </Button>
      }
      testId="error-state"
    />
  );
}

export function NotFoundState({ title, description }: { title: string; description?: ReactNode }) {
  return (
    <StatePanel
      image={emptyImage}
      title={title}
      description={description}
      action={
        <>
          <Link to="/games" className="pt-button pt-button--ghost pt-button--sm">
            逛逛其他游戏
          </Link>
          <Link to="/" className="pt-button pt-button--primary pt-button--sm">
            返回首页
          </Link>
        </>
      }
      testId="not-found-state"
    />
  );
}
