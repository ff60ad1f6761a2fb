import { loadConfig } from './config';
import { secretProblem } from './production-policy';

const READY = {
  PORTAL_MODE: 'production',
  DATABASE_URL: 'postgres://portal@db.internal:5432/portal',
  PUBLIC_URL: 'https://m.example.com',
  SMS_PROVIDER: 'sandbox',
  PAYMENT_PROVIDER: 'sandbox',
};

function problemsOf(env: Record<string, string>): string {
  try {
    loadConfig(env, process.cwd());
  } catch (error) {
    return (error as Error).message;
  }
  return '';
}

describe('production mode', () => {
  it('is the mode when PORTAL_MODE=production, or when only NODE_ENV=production is set', () => {
    expect(problemsOf({ NODE_ENV: 'production' })).toMatch(/PORTAL_MODE=production/);
    expect(loadConfig({ NODE_ENV: 'production', PORTAL_MODE: 'demo' }, process.cwd()).mode).toBe('demo');
    expect(loadConfig({}, process.cwd()).mode).toBe('demo');
    expect(() => loadConfig({ PORTAL_MODE: 'staging' }, process.cwd())).toThrow(/PORTAL_MODE must be one of demo, development, production/);
  });

  it('refuses to start with the sandbox SMS or payment provider', () => {
    const message = problemsOf(READY);
    expect(message).toMatch(/SMS_PROVIDER=sandbox is for demo and development only/);
    expect(message).toMatch(/PAYMENT_PROVIDER=sandbox is for demo and development only/);
  });

  it('refuses the embedded database, a missing or plain-http PUBLIC_URL, and demo seeding', () => {
    const { DATABASE_URL, PUBLIC_URL, ...rest } = READY;
    const message = problemsOf({ ...rest, PUBLIC_URL: 'http://m.example.com', SEED_DEMO: '1' });
    expect(message).toMatch(/DATABASE_URL must name a PostgreSQL server/);
    expect(message).toMatch(/PUBLIC_URL must be the portal's https:\/\/ address/);
    expect(message).toMatch(/SEED_DEMO=1 would create the demo player/);
    expect(problemsOf(rest)).toMatch(/PUBLIC_URL must be/);
  });

  it('does not seed the demo catalogue by default', () => {
    const demo = loadConfig({}, process.cwd());
    expect(demo.catalogue.seedDemo).toBe(true);
    expect(problemsOf(READY)).not.toMatch(/SEED_DEMO/);
  });

  it('refuses a staff token that is short, published or repetitive', () => {
    expect(problemsOf({ ...READY, STAFF_TOKEN: 'short' })).toMatch(/STAFF_TOKEN must be at least 32 characters/);
    expect(problemsOf({ ...READY, STAFF_TOKEN: 'ab'.repeat(20) })).toMatch(/STAFF_TOKEN repeats too few characters/);
    expect(secretProblem('X', 'dev-sandbox-payment-secret')).toMatch(/published in this repository/);
    expect(secretProblem('X', 'k9T2vQ7xL4mZ8pR1sW6yB3nC5dF0gH2jK7')).toBeNull();
  });

  it('lists every problem at once', () => {
    const message = problemsOf({ PORTAL_MODE: 'production' });
    expect(message.split('\n  - ').length - 1).toBeGreaterThanOrEqual(4);
  });

  it('keeps demo and development as they were: sandbox providers and the embedded database start', () => {
    for (const mode of ['demo', 'development']) {
      const config = loadConfig({ PORTAL_MODE: mode }, process.cwd());
      expect(config.accounts.smsProvider).toBe('sandbox');
      expect(config.database.kind).toBe('pglite');
    }
  });
});

describe('TRUST_PROXY', () => {
  it('is off by default, takes a hop count or a list of addresses, and names bad values', () => {
    expect(loadConfig({}, process.cwd()).trustProxy).toBe(false);
    expect(loadConfig({ TRUST_PROXY: '1' }, process.cwd()).trustProxy).toBe(1);
    expect(loadConfig({ TRUST_PROXY: '10.0.0.0/8, 127.0.0.1' }, process.cwd()).trustProxy).toBe('10.0.0.0/8,127.0.0.1');
    expect(() => loadConfig({ TRUST_PROXY: 'everyone' }, process.cwd())).toThrow(/TRUST_PROXY/);
  });
});
