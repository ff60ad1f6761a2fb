import { loadConfig } from '../../config';

describe('payment configuration', () => {
  it('defaults to the sandbox provider with a secret of its own, never a published one', () => {
    const first = loadConfig({}, process.cwd()).payments;
    const second = loadConfig({}, process.cwd()).payments;
    expect(first.provider).toBe('sandbox');
    expect(first.sandboxSecret).toMatch(/^[0-9a-f]{64}$/);
    expect(second.sandboxSecret).not.toBe(first.sandboxSecret);
    expect(first.sandboxSecret).not.toBe('dev-sandbox-payment-secret');
  });

  it('refuses a provider that is not implemented and an empty sandbox secret', () => {
    expect(() => loadConfig({ PAYMENT_PROVIDER: 'wechat' }, process.cwd())).toThrow(/PAYMENT_PROVIDER "wechat" is not implemented/);
    expect(() => loadConfig({ PAYMENT_SANDBOX_SECRET: '  ' }, process.cwd())).toThrow(/PAYMENT_SANDBOX_SECRET/);
    expect(loadConfig({ PAYMENT_SANDBOX_SECRET: 's3cret' }, process.cwd()).payments.sandboxSecret).toBe('s3cret');
  });
});
