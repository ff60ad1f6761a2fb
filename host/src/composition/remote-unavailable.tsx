import { Button, StatePanel, images } from '@portal/shared';

/** What a route shows while its remote is down, missing, too slow or broken. */
export function RemoteUnavailable({ remote, error, onRetry }: { remote: string; error: Error; onRetry: () => void }) {
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
      action={<Button onClick={onRetry}>重试</Button>}
    />
  );
}
