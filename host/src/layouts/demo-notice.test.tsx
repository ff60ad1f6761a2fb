import { act, render, screen } from '@testing-library/react';
import { clientConfigStore, DEFAULT_CLIENT_CONFIG } from '@portal/shared';
import { DemoNotice } from './demo-notice';

function withMode(mode: 'demo' | 'development' | 'production') {
  act(() => {
    clientConfigStore.setState({
      config: { ...DEFAULT_CLIENT_CONFIG, serverConfig: { ...DEFAULT_CLIENT_CONFIG.serverConfig, mode } },
      loaded: true,
    });
  });
}

afterEach(() => clientConfigStore.setState({ config: DEFAULT_CLIENT_CONFIG, loaded: false }));

describe('the demo notice at the foot of the page', () => {
  it('says nothing until the server has said what it is', () => {
    render(<DemoNotice />);
    expect(screen.queryByTestId('demo-notice')).toBeNull();
  });

  it('tells players of a demo server that SMS and payments are sandboxes', () => {
    render(<DemoNotice />);
    withMode('demo');
    expect(screen.getByTestId('demo-notice').textContent).toBe('演示环境：短信验证码与支付均为沙箱，不会产生真实扣款');
    withMode('development');
    expect(screen.getByTestId('demo-notice').textContent).toMatch(/^开发环境/);
  });

  it('says nothing in production', () => {
    render(<DemoNotice />);
    withMode('production');
    expect(screen.queryByTestId('demo-notice')).toBeNull();
  });
});
