import { useEffect, useRef } from 'react';
import { Button, Link, StatePanel, images, useLocation } from '@portal/shared';
import { useOverlayHold } from './overlay-hold';

/**
 * What a route shows while its remote is down, missing, too slow or broken. Away from home it
 * also offers 返回首页: a standalone route has no header, tab bar or back bar around it, and the
 * remote's own way back is part of what failed to load. No queued dialog opens over it (see
 * overlay-hold.ts), so 重试 is always within reach.
 */
export function RemoteUnavailable({
  remote,
  error,
  onRetry,
  onShown,
}: {
  remote: string;
  error: Error;
  onRetry: () => void;
  /** Called once when the state is first on screen (telemetry counts a fallback shown). */
  onShown?: (error: Error) => void;
}) {
  useOverlayHold();
  const atHome = useLocation().pathname === '/';
  const shown = useRef({ onShown, error });
  useEffect(() => shown.current.onShown?.(shown.current.error), []);
  return (
    <StatePanel
      testId="remote-unavailable"
      tone="error"
      image={images.unavailable}
      title="该模块暂时不可用"
      description={
        <>
          网络异常或服务正在维护，请稍后重试。
          <br />
          <small data-remote={remote} title={error.message}>
            模块：{remote}
          </small>
        </>
      }
      action={
        <>
          {atHome ? null : (
            <Link to="/" className="pt-button pt-button--ghost pt-button--md">
              返回首页
            </Link>
          )}
          <Button onClick={onRetry}>重试</Button>
        </>
      }
    />
  );
}
