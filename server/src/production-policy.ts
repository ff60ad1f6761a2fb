import type { AppConfig } from './config';
import { ConfigError } from './config-error';

/**
 * What production mode (PORTAL_MODE=production) refuses to start with. The demo is safe on one
 * machine because nothing in it is real; on the internet the same settings would mint money
 * (a sandbox checkout), hand out accounts (a readable SMS outbox, a demo player with a printed
 * password) or lose data (an embedded database with one writer and no replica). Every problem
 * is listed at once, so ops fix the file in one go.
 */

/** The published default of REALNAME_HASH_SECRET: fine for the demo, refused by production mode. */
export const DEMO_REALNAME_HASH_SECRET = 'demo-realname-hash-secret';

/** Values printed in this repository's README and tests: public, so never a production secret. */
export const PUBLIC_SECRETS: ReadonlySet<string> = new Set([
  'dev-sandbox-payment-secret',
  'xgame-image-key!',
  'change-me',
  'changeme',
  'secret',
  DEMO_REALNAME_HASH_SECRET,
]);

/** Shortest secret production accepts (256 bits as hex is 64; 32 characters is the floor). */
export const MIN_SECRET_LENGTH = 32;

/** Why a secret is not fit for production, or null. */
export function secretProblem(name: string, value: string | undefined, minLength = MIN_SECRET_LENGTH): string | null {
  if (value === undefined) return `${name} must be set`;
  if (PUBLIC_SECRETS.has(value)) return `${name} is a value published in this repository`;
  if (value.length < minLength) return `${name} must be at least ${minLength} characters (got ${value.length})`;
  if (new Set(value).size < 8) return `${name} repeats too few characters to be a secret`;
  return null;
}

export function productionProblems(config: AppConfig): string[] {
  if (config.mode !== 'production') return [];
  const problems: string[] = [];
  if (config.accounts.smsProvider === 'sandbox') {
    problems.push('SMS_PROVIDER=sandbox is for demo and development only (its outbox shows every code)');
  }
  if (config.payments.provider === 'sandbox') {
    problems.push('PAYMENT_PROVIDER=sandbox is for demo and development only (its checkout credits without payment)');
  }
  if (config.protection.realNameProvider === 'sandbox') {
    problems.push(
      'REALNAME_PROVIDER=sandbox is for demo and development only (it verifies any well-formed ID without asking the authority)',
    );
  }
  const hashSecret = secretProblem('REALNAME_HASH_SECRET', config.protection.hashSecret);
  if (hashSecret) problems.push(hashSecret);
  if (config.database.kind !== 'postgres') {
    problems.push('DATABASE_URL must name a PostgreSQL server (the embedded PGlite has one writer, no replica and no backups)');
  }
  if (!config.publicUrl?.startsWith('https://')) {
    problems.push("PUBLIC_URL must be the portal's https:// address (payment providers call back and return to it)");
  }
  if (config.catalogue.seedDemo) {
    problems.push('SEED_DEMO=1 would create the demo player, whose password is published');
  }
  problems.push(...providerProblems(config));
  if (config.staffToken !== undefined) {
    const problem = secretProblem('STAFF_TOKEN', config.staffToken);
    if (problem) problems.push(problem);
  }
  return problems;
}

/** Alibaba Cloud AccessKey secrets are 30 characters: the floor for that secret is its real length. */
const ALIYUN_SECRET_LENGTH = 30;

/**
 * A provider's service is reached over https; plain http only on this machine's loopback (a
 * local forwarding proxy, or the stand-ins the production start test runs against).
 */
function isSecureServiceUrl(href: string): boolean {
  const url = new URL(href);
  return url.protocol === 'https:' || ['localhost', '127.0.0.1', '[::1]'].includes(url.hostname);
}

/** The real providers' rules: their secrets and keys are fit for production and they are reached securely. */
function providerProblems(config: AppConfig): string[] {
  const problems: string[] = [];
  const aliyun = config.accounts.aliyunSms;
  if (aliyun) {
    const problem = secretProblem('ALIYUN_SMS_ACCESS_KEY_SECRET', aliyun.accessKeySecret, ALIYUN_SECRET_LENGTH);
    if (problem) problems.push(problem);
    if (!isSecureServiceUrl(aliyun.endpoint)) problems.push('ALIYUN_SMS_ENDPOINT must be https:// (the request carries the code)');
  }
  const nppa = config.protection.nppa;
  if (nppa) {
    const problem = secretProblem('NPPA_SECRET_KEY', nppa.secretKey);
    if (problem) problems.push(problem);
    if (!isSecureServiceUrl(nppa.endpoint)) problems.push('NPPA_ENDPOINT must be https:// (the request carries names and ID numbers)');
  }
  if (config.payments.provider === 'alipay') {
    const alipay = config.payments.alipay;
    // loadConfig parses both keys (and refuses the app's own public key) before this runs.
    if (!alipay) problems.push('PAYMENT_PROVIDER=alipay needs ALIPAY_APP_ID, ALIPAY_PRIVATE_KEY and ALIPAY_PUBLIC_KEY');
    else if (!isSecureServiceUrl(alipay.gateway)) problems.push("ALIPAY_GATEWAY must be https:// (the buyer's browser goes there to pay)");
  }
  return problems;
}

/** Throws one ConfigError listing every problem when production mode is not ready. */
export function assertProductionReady(config: AppConfig): void {
  const problems = productionProblems(config);
  if (problems.length > 0) {
    throw new ConfigError('PORTAL_MODE=production', `cannot start:\n  - ${problems.join('\n  - ')}`);
  }
}
