import { loadConfig } from '../../config';

describe('payment configuration', () => {
  it('defaults to the sandbox provider with a dev secret', () => {
    const { payments } = loadConfig({}, process.cwd());
    expect(payments.provider).toBe('sandbox');
    expect(payments.sandboxSecret).not.toBe('');
  });

  it('refuses a provider that is not implemented and an empty sandbox secret', () => {
    expect(() => loadConfig({ PAYMENT_PROVIDER: 'alipay' }, process.cwd())).toThrow(/PAYMENT_PROVIDER/);
    expect(() => loadConfig({ PAYMENT_SANDBOX_SECRET: '  ' }, process.cwd())).toThrow(/PAYMENT_SANDBOX_SECRET/);
    expect(loadConfig({ PAYMENT_SANDBOX_SECRET: 's3cret' }, process.cwd()).payments.sandboxSecret).toBe('s3cret');
  });
});
