import { useClientConfig } from '@portal/shared';

/**
 * A demo or development server says so at the foot of every page (issue 11): its SMS codes and
 * payments are sandboxes, nothing is charged. Production says nothing; until the client
 * configuration has answered, nothing is said either (the default mode is production).
 */
export function DemoNotice() {
  const mode = useClientConfig((config) => config.serverConfig.mode);
  if (mode === 'production') return null;
  return (
    <footer className="pt-demo-notice" data-testid="demo-notice">
      {mode === 'demo' ? '演示环境' : '开发环境'}：短信验证码与支付均为沙箱，不会产生真实扣款
    </footer>
  );
}
