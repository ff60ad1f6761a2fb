/**
 * Helpers for accounts integration tests: an app with a clock the test moves, requests
 * posted the way the client posts them (form-encoded, appID added), fresh names and phones.
 */
import { randomBytes, randomInt } from 'node:crypto';
import { residentIdFor } from '@portal/shared/rules';
import type { ApiEnvelope, LoginResult, SandboxSms, SmsPurpose } from '@portal/shared/types';
import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify';
import { buildApp, type AppDependencies } from '../src/app';
import type { Database } from '../src/db/types';
import { testConfig } from './config';

export interface TestClock {
  now: () => Date;
  advance(ms: number): void;
}

export function createTestClock(start = Date.now()): TestClock {
  let time = start;
  return {
    now: () => new Date(time),
    advance: (ms) => {
      time += ms;
    },
  };
}

export interface AccountsTestApp {
  app: FastifyInstance;
  clock: TestClock;
}

export async function buildAccountsApp(
  db: Database,
  env: Record<string, string> = {},
  deps: Omit<AppDependencies, 'database' | 'now'> = {},
): Promise<AccountsTestApp> {
  const clock = createTestClock();
  const app = await buildApp(testConfig(env), { ...deps, database: db, now: clock.now });
  await app.ready();
  return { app, clock };
}

export const uniquePhone = () => `1${randomInt(3, 10)}${String(randomInt(0, 1e9)).padStart(9, '0')}`;
export const uniqueLoginName = () => `u${randomBytes(5).toString('hex')}`;
/** A client address of its own, so per-address limits of one test never touch another. */
export const uniqueAddress = () => `10.${randomInt(0, 256)}.${randomInt(0, 256)}.${randomInt(1, 255)}`;

export interface CallOptions {
  token?: string;
  uid?: string;
  ip?: string;
  /** The browser's device id, sent as the shared client does (x-device-id). */
  device?: string;
  json?: boolean;
}

/** A device id of its own (h5_device_id: 32 hex characters). */
export const uniqueDevice = () => randomBytes(16).toString('hex');

/** POST like the shared client: form-encoded with appID=2008 (JSON when asked), uid/token headers. */
export function post(app: FastifyInstance, url: string, body: Record<string, unknown> = {}, options: CallOptions = {}) {
  const fields = { appID: 2008, ...body };
  const headers: Record<string, string> = {};
  if (options.token !== undefined) headers.token = options.token;
  if (options.uid !== undefined) headers.uid = options.uid;
  if (options.device !== undefined) headers['x-device-id'] = options.device;
  const request: InjectOptions = { method: 'POST', url, headers, remoteAddress: options.ip ?? uniqueAddress() };
  if (options.json) {
    request.payload = fields;
  } else {
    headers['content-type'] = 'application/x-www-form-urlencoded';
    request.payload = new URLSearchParams(Object.entries(fields).map(([k, v]): [string, string] => [k, String(v)])).toString();
  }
  return app.inject(request);
}

export function envelope<T = unknown>(response: LightMyRequestResponse): ApiEnvelope<T> {
  return response.json<ApiEnvelope<T>>();
}

/** Expects HTTP 200 with code 0 and returns data; otherwise fails showing the whole answer. */
export function okData<T>(response: LightMyRequestResponse): T {
  const body = envelope<T>(response);
  if (response.statusCode !== 200 || body.code !== 0) {
    throw new Error(`Expected success, got HTTP ${response.statusCode}: ${response.body}`);
  }
  return body.data;
}

/**
 * Who a registered test user is for player protection: a verified adult by default (so tests that
 * pay need nothing more), `unverified`, or verified with a given birth date (a minor).
 */
export type TestIdentity = 'adult' | 'unverified' | { birthDate: string };

/** A well-formed resident ID for a birth date, random enough that tests never share one (3 accounts per ID). */
export function uniqueResidentId(birthDate: string): string {
  return residentIdFor(birthDate, randomInt(0, 1000), `${randomInt(11, 66)}${String(randomInt(0, 10_000)).padStart(4, '0')}`);
}

/** An adult's birth date: a random day in 1970–1999 (with the random ID, IDs do not repeat across tests). */
const adultBirthDate = () => new Date(Date.UTC(1970, 0, 1) + randomInt(0, 30 * 365) * 86_400_000).toISOString().slice(0, 10);

/** Verifies the user through the real route (POST /api/user/realname) with a generated ID. */
export async function verifyRealName(app: FastifyInstance, account: { uid: string; token: string }, birthDate = adultBirthDate()) {
  const idNumber = uniqueResidentId(birthDate);
  okData(await post(app, '/api/user/realname', { name: '测试玩家', idNumber }, { token: account.token, uid: account.uid }));
  return idNumber;
}

export async function registerUser(
  app: FastifyInstance,
  loginName = uniqueLoginName(),
  password = 'Kite7river',
  extra: Record<string, unknown> = {},
  identity: TestIdentity = 'adult',
) {
  const account = okData<LoginResult>(await post(app, '/api/user/registerWithName', { loginName, password, ...extra }));
  if (identity !== 'unverified') await verifyRealName(app, account, identity === 'adult' ? undefined : identity.birthDate);
  return { ...account, password };
}

export async function outbox(app: FastifyInstance, phone: string): Promise<SandboxSms[]> {
  return okData<SandboxSms[]>(await app.inject({ method: 'GET', url: `/api/sandbox/sms/outbox?phone=${phone}` }));
}

/** Asks for a code and reads it from the sandbox outbox, then moves past the resend wait. */
export async function smsCode(test: AccountsTestApp, phone: string, purpose: SmsPurpose): Promise<string> {
  okData(await post(test.app, '/api/user/smsCode', { phone, purpose }));
  const [latest] = await outbox(test.app, phone);
  if (!latest || latest.purpose !== purpose) throw new Error(`No ${purpose} code in the outbox for ${phone}`);
  test.clock.advance(61_000);
  return latest.code;
}

export async function phoneLogin(test: AccountsTestApp, phone: string, extra: Record<string, unknown> = {}) {
  const code = await smsCode(test, phone, 'login');
  return okData<LoginResult>(await post(test.app, '/api/user/loginWithPhone', { phone, code, ...extra }));
}
