/**
 * The only place that reads process.env (style: "env is read once, at the edge").
 * Everything else receives a frozen, validated AppConfig.
 */
import { type KeyObject, randomBytes } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { DEFAULT_IMAGE_KEY } from '@portal/shared/rules';
import { ConfigError } from './config-error';
import { parseRsaPrivateKey, parseRsaPublicKey, samePublicKey } from './platform/crypto/rsa-keys';
import { assertProductionReady, DEMO_REALNAME_HASH_SECRET } from './production-policy';
import { findRepoRoot } from './repo-root';
import { parseOriginRule } from './static/origin-allow-list';

/**
 * PORTAL_MODE: `demo` (the one-command start: sandbox providers, demo data), `development`
 * (`pnpm dev`) or `production` (refuses sandbox providers, default secrets and the embedded
 * database: see production-policy.ts). Sandbox endpoints exist only outside production.
 */
export const PORTAL_MODES = ['demo', 'development', 'production'] as const;
export type PortalMode = (typeof PORTAL_MODES)[number];

export type LogLevel = 'fatal' | 'error' | 'warn' | 'info' | 'debug' | 'trace' | 'silent';
const LOG_LEVELS: readonly LogLevel[] = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'];

/** DATABASE_POOL_SIZE's default: connections one instance may hold open to PostgreSQL. */
export const DEFAULT_DATABASE_POOL_SIZE = 10;
/** DATABASE_STATEMENT_TIMEOUT_MS's default: no request of this API needs a statement this long. */
export const DEFAULT_STATEMENT_TIMEOUT_MS = 5000;

/**
 * A PostgreSQL server (scaling out: N instances share it). The settings below come from the
 * environment; scripts and tests may leave them out and get the defaults above.
 */
export interface PostgresConfig {
  kind: 'postgres';
  url: string;
  /** DATABASE_POOL_SIZE: the pool's max connections per instance (default 10); instances × this ≤ the server's max_connections. */
  poolSize?: number;
  /**
   * DATABASE_POOL_MIN: connections opened at start and kept open while idle (from the environment:
   * default all of DATABASE_POOL_SIZE). A new connection costs a server process and cold caches,
   * which the first burst after a start or a quiet spell would pay. Left out of a config (tests,
   * scripts): none, every connection opened on demand and closed after 10 s idle.
   */
  poolMin?: number;
  /**
   * DATABASE_STATEMENT_TIMEOUT_MS: statement_timeout of every pooled connection (default 5000; 0 = off).
   * A runaway query is cancelled instead of holding a pooled client; its request answers 503.
   */
  statementTimeoutMs?: number;
  /**
   * DATABASE_READ_URL: an optional read replica. Catalogue reads (game list, detail, suggest,
   * news) go there; writes, sessions, money and everything read inside a transaction stay on
   * DATABASE_URL. Unset: every read goes to DATABASE_URL.
   */
  readUrl?: string;
}

/** PGlite (DATA_DIR) ignores the pool, timeout and replica settings: one process, one writer. */
/**
 * PGlite's `dataDir` is its own folder (DATA_DIR/pglite); `lockDir` is the DATA_DIR this process
 * claims before PGlite opens it (db/data-dir-lock.ts: one writer per data directory). Scratch
 * databases of tests leave lockDir out. PGlite ignores the pool, timeout and replica settings.
 */
export type DatabaseConfig = PostgresConfig | { kind: 'pglite'; dataDir: string; lockDir?: string };

/**
 * The environment (issue 16): which build of each remote players get.
 *  - ENVIRONMENT_FILE (REMOTES_FILE, its older name): the file; else PORTAL_ENV (default `demo`)
 *    names `environments/<PORTAL_ENV>.json` of the repository (ENVIRONMENTS_DIR moves the folder).
 *  - REMOTE_ORIGINS: comma-separated origins remotes may be loaded from besides this origin
 *    (`https://cdn.example.com`, `http://localhost:*` for any port). Default outside production:
 *    localhost and 127.0.0.1 on any port; in production: none until set.
 */
export interface EnvironmentConfig {
  file: string;
  remoteOrigins: readonly string[];
}

export interface AppConfig {
  mode: PortalMode;
  /**
   * STAFF_TOKEN: lets staff tools call staff-only endpoints from another machine (header
   * `x-staff-token`), e.g. the sandbox SMS outbox, which otherwise answers loopback callers only.
   */
  staffToken: string | undefined;
  port: number;
  host: string;
  dataDir: string;
  /**
   * DATABASE_URL (PostgreSQL; unset: PGlite under DATA_DIR), with DATABASE_POOL_SIZE,
   * DATABASE_STATEMENT_TIMEOUT_MS and DATABASE_READ_URL for PostgreSQL (see PostgresConfig).
   */
  database: DatabaseConfig;
  /**
   * REDIS_URL (redis:// or rediss://): rate limits (and, later, live events) shared through
   * Redis by every instance; unset, the database keeps the counters. REDIS_KEY_PREFIX (default
   * `portal:`) separates portals sharing one Redis.
   */
  redis: { url: string; keyPrefix: string } | undefined;
  appTitle: string;
  staticRoot: string;
  serveStatic: boolean;
  /** Which environment file is live, and where its remotes may come from (see readEnvironment). */
  environment: EnvironmentConfig;
  /**
   * DEPLOY_ROOT: the store of published remote versions (`pnpm deploy:remote`, `pnpm build`),
   * served at /remotes/<short>/<version>/ and, through its `current` pointers, at /remotes/<short>/.
   * Default: <STATIC_ROOT>/.deploy.
   */
  deployRoot: string;
  /** SERVE_SOURCE_MAPS: serve *.map and mf-stats.json (default off: 404; kept under DEPLOY_ROOT/sourcemaps). */
  serveSourceMaps: boolean;
  /** Server-side rendering of the first route (server/src/static/ssr). */
  ssr: SsrConfig;
  /**
   * WARM_UP_MS: how long the server may spend warming itself up before it listens (the home
   * page's first render: platform/warm-up.ts); 0 skips it.
   */
  warmUpMs: number;
  /** Absolute base URL without trailing slash, e.g. https://m.example.com. */
  publicUrl: string | undefined;
  /**
   * TRUST_PROXY: which proxies may name the client in X-Forwarded-For — a hop count (`1` behind
   * one load balancer) or addresses/CIDRs (`10.0.0.0/8,127.0.0.1`). Unset: none, the socket's
   * address is the client (per-address limits would otherwise count a whole load balancer as one).
   */
  trustProxy: number | string | false;
  logLevel: LogLevel;
  /**
   * CHECK_RESPONSES: every answer is checked against its route's response schema and a
   * mismatch fails the request (platform/http/response-check.ts). For tests and the browser
   * suites; off by default (it costs a second serialization per answer).
   */
  checkResponses: boolean;
  accounts: AccountsConfig;
  catalogue: CatalogueConfig;
  payments: PaymentsConfig;
  protection: ProtectionConfig;
}

/**
 * Server-side rendering of the first route (issue 17):
 *  - SSR (default on): `0` serves every page client-rendered, as before.
 *  - SSR_BUDGET_MS (default 100): the time a render (loading the server bundles, the page's data,
 *    React) may take; past it the page goes out client-rendered.
 *  - SSR_CACHE_MS (default 1000, or CATALOGUE_CACHE_MS if that is shorter: a render is not kept
 *    longer than the data in it; 0 = off): how long a guest's rendered route is fresh, keyed by
 *    URL and the build of every app it was rendered with.
 *  - SSR_STALE_MS (default 30 000): how long after that a render is still sent while one
 *    background render replaces it (once the server is quiet, within 2 s: platform/idle-work.ts),
 *    so a visitor who comes within it never waits for a render
 *    (measured in the README's benchmarks). It bounds how old the data a page *paints first* may
 *    be, not what it keeps: such a response says the render is stale (Server-Timing, @portal/shared
 *    SERVER_RENDER_TIMING) and the page asks for its data again once live — so a player who has
 *    just posted and reloads sees the post a moment after the page, not a minute later.
 */
export interface SsrConfig {
  enabled: boolean;
  budgetMs: number;
  cacheMs: number;
  staleMs: number;
}

/** Real-name providers this build implements (modules/protection); a real one is added here and there. */
export const REALNAME_PROVIDERS = ['sandbox', 'nppa'] as const;
export type RealNameProviderName = (typeof REALNAME_PROVIDERS)[number];

/** Player protection (modules/protection): real-name verification and minors' spending. */
export interface ProtectionConfig {
  /**
   * REALNAME_PROVIDER: 'sandbox' (default) checks the name's form and the ID's check digit and
   * answers like a real service (a name containing 不符 is "does not match"); production refuses it.
   */
  realNameProvider: RealNameProviderName;
  /**
   * REALNAME_HASH_SECRET: the HMAC key of the stored resident-ID hash (the ID itself is never
   * stored). It must stay the same for the life of the data — a new key makes every stored hash
   * unmatchable and lifts the per-ID limit. Unset: a published demo value, refused in production.
   */
  hashSecret: string;
  /** REALNAME_ACCOUNTS_PER_ID: how many accounts one resident ID may verify (default 3). */
  accountsPerId: number;
  /** Set exactly when the provider is nppa. */
  nppa: NppaConfig | undefined;
}

/**
 * REALNAME_PROVIDER=nppa: the NPPA's 网络游戏防沉迷实名认证系统 (wlc.nppa.gov.cn), with the
 * credentials it issues to a licensed game: NPPA_APP_ID, NPPA_BIZ_ID (the game's 备案识别码),
 * NPPA_SECRET_KEY (32 hex characters: the AES-128 key and the signing secret), NPPA_ENDPOINT
 * (default the official check URL) and NPPA_TIMEOUT_MS (default 5000).
 */
export interface NppaConfig {
  appId: string;
  bizId: string;
  secretKey: string;
  endpoint: string;
  timeoutMs: number;
}

/** The NPPA's identity check, as its interface specification names it. */
export const NPPA_CHECK_URL = 'https://api.wlc.nppa.gov.cn/idcard/authentication/check';

/** Payment providers this build implements (modules/payments). */
export const PAYMENT_PROVIDERS = ['sandbox', 'alipay'] as const;
export type PaymentProviderName = (typeof PAYMENT_PROVIDERS)[number];

export interface PaymentsConfig {
  /**
   * PAYMENT_PROVIDER: 'sandbox' (default): a checkout page served by this server, no real money;
   * 'alipay': Alipay mobile web payment (alipay.trade.wap.pay), settings in `alipay`.
   */
  provider: PaymentProviderName;
  /** Set exactly when the provider is alipay. */
  alipay: AlipayConfig | undefined;
  /**
   * PAYMENT_SANDBOX_SECRET: HMAC-SHA256 secret of the sandbox's notifications. Unset, each
   * process draws a random one: the sandbox signs and checks its own notifications, so nobody
   * can sign one from a value printed in a README.
   */
  sandboxSecret: string;
  /** SERVICE_QQ / SERVICE_HOURS: customer-service contact of POST /api/user/kefu. */
  serviceQq: string;
  serviceHours: string;
}

/** The demo catalogue and its images (modules/catalogue, src/seed). */
export interface CatalogueConfig {
  /**
   * IMAGE_KEY: the AES-128 key of `.enc` images, exactly 16 characters (spec §4: "a fixed
   * 16-character default key"; the client's default is DEFAULT_IMAGE_KEY in @portal/shared).
   */
  imageKey: string;
  /** SEED_DEMO: seed the demo catalogue at start-up when the database has none (default 1; 0 in production). */
  seedDemo: boolean;
  /**
   * CATALOGUE_CACHE_MS: how long a game list page or a game's detail is answered from memory
   * (default 5000; 0 turns the cache off). Catalogue changes show within this time.
   */
  cacheTtlMs: number;
}

/** SMS providers this build implements; a real one is added here and in modules/sms. */
export const SMS_PROVIDERS = ['sandbox', 'aliyun'] as const;
export type SmsProviderName = (typeof SMS_PROVIDERS)[number];

export interface AccountsConfig {
  /** PHONE_AUTO_REGISTER: phone login registers unknown phones (spec §9: on unless the setting is 0). */
  phoneAutoRegister: boolean;
  /**
   * SMS_PROVIDER: 'sandbox' (default) logs codes and keeps an outbox readable at /api/sandbox/sms/outbox;
   * 'aliyun': Alibaba Cloud SMS, settings in `aliyunSms`.
   */
  smsProvider: SmsProviderName;
  /** Set exactly when the SMS provider is aliyun. */
  aliyunSms: AliyunSmsConfig | undefined;
  /** AVATAR_MAX_BYTES: largest avatar upload (default 2 MiB). */
  avatarMaxBytes: number;
  /** SESSION_TTL_DAYS: a session expires this long after its last use (default 30). */
  sessionTtlDays: number;
  /** SERVICE_EMAIL: customer-service contact sent in the client config. */
  serviceEmail: string;
  /**
   * SMS_RESEND_SECONDS: at most one code per phone in this many seconds (default 60, the
   * "one code a minute" rule). Lowered only where a test journey needs several codes quickly.
   */
  smsResendSeconds: number;
}

type Env = Record<string, string | undefined>;

/** Empty strings count as unset so `FOO= pnpm start` behaves like no FOO at all. */
function read(env: Env, name: string): string | undefined {
  const value = env[name]?.trim();
  return value ? value : undefined;
}

/** A quiet page's visitors within half a minute of each other never wait for its render. */
const DEFAULT_SSR_STALE_MS = 30_000;

function readSsr(env: Env, catalogue: CatalogueConfig): SsrConfig {
  const cacheMs = readInteger(env, 'SSR_CACHE_MS', Math.min(1000, catalogue.cacheTtlMs), 0, 600_000);
  return {
    enabled: readBoolean(env, 'SSR', true),
    budgetMs: readInteger(env, 'SSR_BUDGET_MS', 100, 1, 60_000),
    cacheMs,
    staleMs: readInteger(env, 'SSR_STALE_MS', DEFAULT_SSR_STALE_MS, 0, 600_000),
  };
}

function readPort(env: Env): number {
  const raw = read(env, 'PORT');
  if (raw === undefined) return 8080;
  const port = Number(raw);
  if (!/^\d+$/.test(raw) || port < 0 || port > 65535) {
    throw new ConfigError('PORT', `must be an integer between 0 and 65535 (got "${raw}")`);
  }
  return port;
}

function readPostgresUrl(env: Env, name: string, hint: string): string | undefined {
  const url = read(env, name);
  if (url !== undefined && !/^postgres(ql)?:\/\//i.test(url)) {
    throw new ConfigError(name, `must start with postgres:// or postgresql:// (${hint})`);
  }
  return url;
}

function readDatabase(env: Env, dataDir: string): DatabaseConfig {
  const url = readPostgresUrl(env, 'DATABASE_URL', 'unset it to use the embedded PGlite');
  // Checked in PGlite mode too, so a typo fails at start rather than on the day DATABASE_URL is set.
  const poolSize = readInteger(env, 'DATABASE_POOL_SIZE', DEFAULT_DATABASE_POOL_SIZE, 1, 1000);
  const poolMin = readInteger(env, 'DATABASE_POOL_MIN', poolSize, 0, poolSize);
  const statementTimeoutMs = readInteger(env, 'DATABASE_STATEMENT_TIMEOUT_MS', DEFAULT_STATEMENT_TIMEOUT_MS, 0, 3_600_000);
  const readUrl = readPostgresUrl(env, 'DATABASE_READ_URL', 'unset it to read from DATABASE_URL');
  if (url === undefined) return { kind: 'pglite', dataDir: path.join(dataDir, 'pglite'), lockDir: dataDir };
  return { kind: 'postgres', url, poolSize, poolMin, statementTimeoutMs, ...(readUrl === undefined ? {} : { readUrl }) };
}

function readRedis(env: Env): AppConfig['redis'] {
  const url = read(env, 'REDIS_URL');
  if (url === undefined) return undefined;
  if (!/^rediss?:\/\/[^\s]+$/i.test(url)) throw new ConfigError('REDIS_URL', 'must start with redis:// or rediss://');
  const keyPrefix = read(env, 'REDIS_KEY_PREFIX') ?? 'portal:';
  if (!/^[\w:.-]{1,64}$/.test(keyPrefix))
    throw new ConfigError('REDIS_KEY_PREFIX', `must be 1-64 letters, digits, _ : . or - (got "${keyPrefix}")`);
  return Object.freeze({ url, keyPrefix });
}

function readBoolean(env: Env, name: string, fallback: boolean): boolean {
  const raw = read(env, name);
  if (raw === undefined) return fallback;
  if (['1', 'true', 'yes', 'on'].includes(raw.toLowerCase())) return true;
  if (['0', 'false', 'no', 'off'].includes(raw.toLowerCase())) return false;
  throw new ConfigError(name, `must be 1 or 0 (got "${raw}")`);
}

function readPublicUrl(env: Env): string | undefined {
  const raw = read(env, 'PUBLIC_URL');
  if (raw === undefined) return undefined;
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    throw new ConfigError('PUBLIC_URL', `must be an absolute http(s) URL (got "${raw}")`);
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') {
    throw new ConfigError('PUBLIC_URL', `must be an absolute http(s) URL (got "${raw}")`);
  }
  return raw.replace(/\/+$/, '');
}

const ENVIRONMENT_NAME = /^[a-z0-9-]{1,32}$/;
const DEV_REMOTE_ORIGINS = ['http://localhost:*', 'http://127.0.0.1:*'];

function readEnvironment(env: Env, cwd: string, repoRoot: string, mode: PortalMode): EnvironmentConfig {
  const explicit = read(env, 'ENVIRONMENT_FILE') ?? read(env, 'REMOTES_FILE');
  let file: string;
  if (explicit !== undefined) {
    file = path.resolve(cwd, explicit);
  } else {
    const name = read(env, 'PORTAL_ENV') ?? 'demo';
    if (!ENVIRONMENT_NAME.test(name)) throw new ConfigError('PORTAL_ENV', `must be an environment name of a-z, 0-9 and - (got "${name}")`);
    file = path.join(path.resolve(cwd, read(env, 'ENVIRONMENTS_DIR') ?? path.join(repoRoot, 'environments')), `${name}.json`);
  }
  const listed = read(env, 'REMOTE_ORIGINS');
  const remoteOrigins =
    listed === undefined
      ? mode === 'production'
        ? []
        : DEV_REMOTE_ORIGINS
      : listed
          .split(',')
          .map((o) => o.trim())
          .filter(Boolean);
  for (const origin of remoteOrigins) {
    try {
      parseOriginRule(origin);
    } catch (error) {
      throw new ConfigError('REMOTE_ORIGINS', (error as Error).message);
    }
  }
  return { file, remoteOrigins };
}

function readTrustProxy(env: Env): number | string | false {
  const raw = read(env, 'TRUST_PROXY');
  if (raw === undefined) return false;
  if (/^\d+$/.test(raw)) {
    const hops = Number(raw);
    if (hops < 1 || hops > 10) throw new ConfigError('TRUST_PROXY', `must be a hop count 1-10 or addresses (got "${raw}")`);
    return hops;
  }
  const entries = raw.split(',').map((entry) => entry.trim());
  if (entries.some((entry) => !/^[0-9a-f.:]+(\/\d{1,3})?$/i.test(entry) && entry !== 'loopback')) {
    throw new ConfigError('TRUST_PROXY', `must be a hop count or addresses/CIDRs separated by commas (got "${raw}")`);
  }
  return entries.join(',');
}

function readLogLevel(env: Env): LogLevel {
  const raw = read(env, 'LOG_LEVEL');
  if (raw === undefined) return 'info';
  if (!(LOG_LEVELS as readonly string[]).includes(raw)) {
    throw new ConfigError('LOG_LEVEL', `must be one of ${LOG_LEVELS.join(', ')} (got "${raw}")`);
  }
  return raw as LogLevel;
}

function readInteger(env: Env, name: string, fallback: number, min: number, max: number): number {
  const raw = read(env, name);
  if (raw === undefined) return fallback;
  const value = Number(raw);
  if (!/^\d+$/.test(raw) || value < min || value > max) {
    throw new ConfigError(name, `must be an integer between ${min} and ${max} (got "${raw}")`);
  }
  return value;
}

function readSmsProvider(env: Env): SmsProviderName {
  const raw = read(env, 'SMS_PROVIDER');
  if (raw === undefined) return 'sandbox';
  if (!(SMS_PROVIDERS as readonly string[]).includes(raw)) {
    throw new ConfigError('SMS_PROVIDER', `"${raw}" is not implemented (available: ${SMS_PROVIDERS.join(', ')})`);
  }
  return raw as SmsProviderName;
}

function readEmail(env: Env, name: string, fallback: string): string {
  const raw = read(env, name);
  if (raw === undefined) return fallback;
  if (!/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(raw)) throw new ConfigError(name, `must be an e-mail address (got "${raw}")`);
  return raw;
}

function readAccounts(env: Env, cwd: string): AccountsConfig {
  const smsProvider = readSmsProvider(env);
  return Object.freeze({
    phoneAutoRegister: readBoolean(env, 'PHONE_AUTO_REGISTER', true),
    smsProvider,
    aliyunSms: smsProvider === 'aliyun' ? readAliyunSms(env, cwd) : undefined,
    avatarMaxBytes: readInteger(env, 'AVATAR_MAX_BYTES', 2 * 1024 * 1024, 1024, 50 * 1024 * 1024),
    sessionTtlDays: readInteger(env, 'SESSION_TTL_DAYS', 30, 1, 365),
    serviceEmail: readEmail(env, 'SERVICE_EMAIL', 'service@xgame.example.com'),
    smsResendSeconds: readInteger(env, 'SMS_RESEND_SECONDS', 60, 1, 3600),
  });
}

function readImageKey(env: Env): string {
  const raw = env.IMAGE_KEY;
  if (raw === undefined || raw === '') return DEFAULT_IMAGE_KEY;
  if ([...raw].length !== 16 || Buffer.byteLength(raw, 'utf8') !== 16) {
    throw new ConfigError('IMAGE_KEY', `must be exactly 16 single-byte characters (AES-128; got ${[...raw].length} characters)`);
  }
  return raw;
}

function readCatalogue(env: Env, mode: PortalMode): CatalogueConfig {
  return Object.freeze({
    imageKey: readImageKey(env),
    // Production never seeds unless asked (and the production policy refuses being asked).
    seedDemo: readBoolean(env, 'SEED_DEMO', mode !== 'production'),
    cacheTtlMs: readInteger(env, 'CATALOGUE_CACHE_MS', 5000, 0, 600_000),
  });
}

export function loadConfig(env: Env = process.env, cwd: string = process.cwd()): AppConfig {
  const repoRoot = findRepoRoot(cwd);
  const dataDir = path.resolve(cwd, read(env, 'DATA_DIR') ?? path.join(repoRoot, '.data'));
  const staticRoot = path.resolve(cwd, read(env, 'STATIC_ROOT') ?? repoRoot);
  // Static mode is on whenever a host build exists, so `pnpm build && pnpm start` just works.
  const hostBuilt = existsSync(path.join(staticRoot, 'host', 'dist', 'index.html'));

  const mode = readMode(env);
  const publicUrl = readPublicUrl(env);
  const catalogue = readCatalogue(env, mode);
  const config: AppConfig = Object.freeze({
    mode,
    staffToken: readSecret(env, 'STAFF_TOKEN'),
    port: readPort(env),
    host: read(env, 'HOST') ?? '0.0.0.0',
    dataDir,
    database: Object.freeze(readDatabase(env, dataDir)),
    redis: readRedis(env),
    appTitle: read(env, 'APP_TITLE') ?? 'X游戏',
    staticRoot,
    serveStatic: readBoolean(env, 'SERVE_STATIC', hostBuilt),
    environment: Object.freeze(readEnvironment(env, cwd, repoRoot, mode)),
    deployRoot: path.resolve(cwd, read(env, 'DEPLOY_ROOT') ?? path.join(staticRoot, '.deploy')),
    serveSourceMaps: readBoolean(env, 'SERVE_SOURCE_MAPS', false),
    ssr: Object.freeze(readSsr(env, catalogue)),
    warmUpMs: readInteger(env, 'WARM_UP_MS', 10_000, 0, 600_000),
    publicUrl,
    trustProxy: readTrustProxy(env),
    logLevel: readLogLevel(env),
    checkResponses: readBoolean(env, 'CHECK_RESPONSES', false),
    accounts: readAccounts(env, cwd),
    catalogue,
    payments: readPayments(env, cwd, publicUrl),
    protection: readProtection(env, cwd),
  });
  assertProductionReady(config);
  return config;
}

/** PORTAL_MODE, or production when only NODE_ENV=production is set (a deploy is never a demo by accident). */
function readMode(env: Env): PortalMode {
  const raw = read(env, 'PORTAL_MODE');
  if (raw === undefined) return read(env, 'NODE_ENV') === 'production' ? 'production' : 'demo';
  if (!(PORTAL_MODES as readonly string[]).includes(raw)) {
    throw new ConfigError('PORTAL_MODE', `must be one of ${PORTAL_MODES.join(', ')} (got "${raw}")`);
  }
  return raw as PortalMode;
}

/** A secret: unset or blank is undefined (the production policy decides whether that is allowed). */
function readSecret(env: Env, name: string): string | undefined {
  if (env[name] !== undefined && !read(env, name)) throw new ConfigError(name, 'must not be empty');
  return read(env, name);
}

function readNppa(env: Env, cwd: string): NppaConfig {
  const appId = read(env, 'NPPA_APP_ID');
  const bizId = read(env, 'NPPA_BIZ_ID');
  const secretKey = readSecretOrFile(env, 'NPPA_SECRET_KEY', cwd);
  requireSettings('REALNAME_PROVIDER=nppa', { NPPA_APP_ID: appId, NPPA_BIZ_ID: bizId, NPPA_SECRET_KEY: secretKey });
  if (!/^[A-Za-z0-9]{8,64}$/.test(appId!)) throw new ConfigError('NPPA_APP_ID', `must be the appId the NPPA issued (got "${appId}")`);
  if (!/^[A-Za-z0-9]{8,64}$/.test(bizId!)) throw new ConfigError('NPPA_BIZ_ID', `must be the game's bizId (got "${bizId}")`);
  if (!/^[0-9a-fA-F]{32}$/.test(secretKey!)) throw new ConfigError('NPPA_SECRET_KEY', 'must be the 32 hex characters the NPPA issued');
  const endpoint = read(env, 'NPPA_ENDPOINT') ?? NPPA_CHECK_URL;
  try {
    new URL(endpoint);
  } catch {
    throw new ConfigError('NPPA_ENDPOINT', `must be an absolute URL (got "${endpoint}")`);
  }
  return Object.freeze({
    appId: appId!,
    bizId: bizId!,
    secretKey: secretKey!.toLowerCase(),
    endpoint,
    timeoutMs: readInteger(env, 'NPPA_TIMEOUT_MS', 5000, 100, 60_000),
  });
}

function readProtection(env: Env, cwd: string): ProtectionConfig {
  const provider = read(env, 'REALNAME_PROVIDER') ?? 'sandbox';
  if (!(REALNAME_PROVIDERS as readonly string[]).includes(provider)) {
    throw new ConfigError('REALNAME_PROVIDER', `"${provider}" is not implemented (available: ${REALNAME_PROVIDERS.join(', ')})`);
  }
  return Object.freeze({
    realNameProvider: provider as RealNameProviderName,
    hashSecret: readSecret(env, 'REALNAME_HASH_SECRET') ?? DEMO_REALNAME_HASH_SECRET,
    accountsPerId: readInteger(env, 'REALNAME_ACCOUNTS_PER_ID', 3, 1, 100),
    nppa: provider === 'nppa' ? readNppa(env, cwd) : undefined,
  });
}

function readPayments(env: Env, cwd: string, publicUrl: string | undefined): PaymentsConfig {
  const provider = read(env, 'PAYMENT_PROVIDER') ?? 'sandbox';
  if (!(PAYMENT_PROVIDERS as readonly string[]).includes(provider)) {
    throw new ConfigError('PAYMENT_PROVIDER', `"${provider}" is not implemented (available: ${PAYMENT_PROVIDERS.join(', ')})`);
  }
  return Object.freeze({
    provider: provider as PaymentProviderName,
    alipay: provider === 'alipay' ? readAlipay(env, cwd, publicUrl) : undefined,
    sandboxSecret: readSecret(env, 'PAYMENT_SANDBOX_SECRET') ?? randomBytes(32).toString('hex'),
    serviceQq: read(env, 'SERVICE_QQ') ?? '800012345',
    serviceHours: read(env, 'SERVICE_HOURS') ?? '每天 9:00-22:00',
  });
}

/** SMS_PROVIDER=aliyun: Alibaba Cloud SMS, Dysmsapi SendSms (modules/sms/aliyun-sms-provider.ts). */
export interface AliyunSmsConfig {
  /** ALIYUN_SMS_ACCESS_KEY_ID: the AccessKey ID of a RAM user allowed dysmsapi:SendSms. */
  accessKeyId: string;
  /** ALIYUN_SMS_ACCESS_KEY_SECRET, or a file holding it (ALIYUN_SMS_ACCESS_KEY_SECRET_FILE). */
  accessKeySecret: string;
  /** ALIYUN_SMS_SIGN_NAME: the approved signature (签名), without the 【】 around it. */
  signName: string;
  /** ALIYUN_SMS_TEMPLATE_CODE: the approved verification-code template (SMS_ and digits) with a ${code} variable. */
  templateCode: string;
  /** ALIYUN_SMS_ENDPOINT: the API's origin (default https://dysmsapi.aliyuncs.com). */
  endpoint: string;
  /** ALIYUN_SMS_TIMEOUT_MS: a send that takes longer fails (default 5000). */
  timeoutMs: number;
}

/** PAYMENT_PROVIDER=alipay: Alipay mobile web payment, alipay.trade.wap.pay with RSA2 (modules/payments/alipay-provider.ts). */
export interface AlipayConfig {
  /** ALIPAY_APP_ID: the 16-digit APPID of the application on open.alipay.com. */
  appId: string;
  /** ALIPAY_PRIVATE_KEY (or ALIPAY_PRIVATE_KEY_FILE): the application's private key; signs payment requests. */
  privateKey: KeyObject;
  /** ALIPAY_PUBLIC_KEY (or ALIPAY_PUBLIC_KEY_FILE): Alipay's public key (支付宝公钥); checks notifications. */
  publicKey: KeyObject;
  /** ALIPAY_GATEWAY: where the buyer's browser is sent (default https://openapi.alipay.com/gateway.do). */
  gateway: string;
  /** PUBLIC_URL: Alipay calls back to it and sends the buyer back to it. */
  publicUrl: string;
}

/** A secret given inline (NAME) or as a file (NAME_FILE, e.g. a mounted container secret), not both. */
function readSecretOrFile(env: Env, name: string, cwd: string): string | undefined {
  const inline = read(env, name);
  const file = read(env, `${name}_FILE`);
  if (inline !== undefined && file !== undefined) throw new ConfigError(name, `and ${name}_FILE are both set (set one)`);
  if (file === undefined) return inline;
  const filePath = path.resolve(cwd, file);
  let text: string;
  try {
    text = readFileSync(filePath, 'utf8').trim();
  } catch (error) {
    throw new ConfigError(`${name}_FILE`, `cannot be read: ${filePath} (${(error as NodeJS.ErrnoException).code ?? String(error)})`);
  }
  if (!text) throw new ConfigError(`${name}_FILE`, `names an empty file: ${filePath}`);
  return text;
}

/** One message naming every setting a provider still needs. */
function requireSettings(choice: string, settings: Record<string, string | undefined>): void {
  const missing = Object.entries(settings)
    .filter(([, value]) => value === undefined)
    .map(([name]) => name);
  if (missing.length > 0) throw new ConfigError(choice, `needs ${missing.join(', ')} to be set`);
}

/** The absolute http(s) URL of a provider's service, without query or credentials. */
function readServiceUrl(env: Env, name: string, fallback: string, pathOk: (pathname: string) => boolean, pathRule: string): string {
  const raw = read(env, name) ?? fallback;
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    throw new ConfigError(name, `must be an absolute https:// URL (got "${raw}")`);
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') throw new ConfigError(name, `must be an absolute https:// URL (got "${raw}")`);
  if (url.search || url.hash || url.username || url.password) {
    throw new ConfigError(name, `must not carry a query, a fragment or credentials (got "${raw}")`);
  }
  if (!pathOk(url.pathname)) throw new ConfigError(name, `${pathRule} (got "${raw}")`);
  return url.href;
}

function readAliyunSms(env: Env, cwd: string): AliyunSmsConfig {
  const accessKeyId = read(env, 'ALIYUN_SMS_ACCESS_KEY_ID');
  const accessKeySecret = readSecretOrFile(env, 'ALIYUN_SMS_ACCESS_KEY_SECRET', cwd);
  const signName = read(env, 'ALIYUN_SMS_SIGN_NAME');
  const templateCode = read(env, 'ALIYUN_SMS_TEMPLATE_CODE');
  requireSettings('SMS_PROVIDER=aliyun', {
    ALIYUN_SMS_ACCESS_KEY_ID: accessKeyId,
    ALIYUN_SMS_ACCESS_KEY_SECRET: accessKeySecret,
    ALIYUN_SMS_SIGN_NAME: signName,
    ALIYUN_SMS_TEMPLATE_CODE: templateCode,
  });
  if (!/^[A-Za-z0-9]{8,64}$/.test(accessKeyId!)) {
    throw new ConfigError('ALIYUN_SMS_ACCESS_KEY_ID', 'must be an AccessKey ID (8-64 letters and digits, e.g. LTAI…)');
  }
  if (/\s/.test(accessKeySecret!)) throw new ConfigError('ALIYUN_SMS_ACCESS_KEY_SECRET', 'must not contain spaces');
  if (/[【】[\]]/.test(signName!) || [...signName!].length > 30) {
    throw new ConfigError('ALIYUN_SMS_SIGN_NAME', `must be the approved signature without 【】, at most 30 characters (got "${signName}")`);
  }
  if (!/^SMS_\d+$/.test(templateCode!)) {
    throw new ConfigError('ALIYUN_SMS_TEMPLATE_CODE', `must be a template code like SMS_154950909 (got "${templateCode}")`);
  }
  return Object.freeze({
    accessKeyId: accessKeyId!,
    accessKeySecret: accessKeySecret!,
    signName: signName!,
    templateCode: templateCode!,
    endpoint: readServiceUrl(
      env,
      'ALIYUN_SMS_ENDPOINT',
      'https://dysmsapi.aliyuncs.com',
      (p) => p === '/',
      'must be the bare origin (RPC calls go to /)',
    ),
    timeoutMs: readInteger(env, 'ALIYUN_SMS_TIMEOUT_MS', 5000, 100, 60_000),
  });
}

function readKey<K>(name: string, text: string, parse: (text: string) => K): K {
  try {
    return parse(text);
  } catch (error) {
    throw new ConfigError(name, (error as Error).message);
  }
}

function readAlipay(env: Env, cwd: string, publicUrl: string | undefined): AlipayConfig {
  const appId = read(env, 'ALIPAY_APP_ID');
  const privateKeyText = readSecretOrFile(env, 'ALIPAY_PRIVATE_KEY', cwd);
  const publicKeyText = readSecretOrFile(env, 'ALIPAY_PUBLIC_KEY', cwd);
  requireSettings('PAYMENT_PROVIDER=alipay', {
    ALIPAY_APP_ID: appId,
    ALIPAY_PRIVATE_KEY: privateKeyText,
    ALIPAY_PUBLIC_KEY: publicKeyText,
    PUBLIC_URL: publicUrl,
  });
  if (!/^\d{16}$/.test(appId!)) throw new ConfigError('ALIPAY_APP_ID', `must be the 16-digit APPID (got "${appId}")`);
  const privateKey = readKey('ALIPAY_PRIVATE_KEY', privateKeyText!, parseRsaPrivateKey);
  const publicKey = readKey('ALIPAY_PUBLIC_KEY', publicKeyText!, parseRsaPublicKey);
  // The most common mistake: the application's own public key where Alipay's belongs. Every
  // notification would then be refused as forged, so it is caught before start.
  if (samePublicKey(privateKey, publicKey)) {
    throw new ConfigError('ALIPAY_PUBLIC_KEY', "is the application's own public key; it must be Alipay's public key (支付宝公钥)");
  }
  return Object.freeze({
    appId: appId!,
    privateKey,
    publicKey,
    gateway: readServiceUrl(
      env,
      'ALIPAY_GATEWAY',
      'https://openapi.alipay.com/gateway.do',
      (p) => p !== '/',
      'must include the path, e.g. /gateway.do',
    ),
    publicUrl: publicUrl!,
  });
}
