import { Button, StatePanel, images } from '@portal/shared';

/** The environment manifest could not be read: say so and offer a reload, never a blank page. */
export function StartupFailure() {
  return (
    <StatePanel
      tone="error"
      image={images.unavailable}
      title="页面加载失败"
      description="无法读取站点配置，请检查网络后重试。"
      action={<Button onClick={() => window.location.reload()}>重新加载</Button>}
      testId="startup-failure"
    />
  );
}
