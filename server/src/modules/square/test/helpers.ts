/**
 * Helpers of the square's integration tests: an app with a clock the test moves, members
 * created straight in the database (a token each, without the cost of password hashing), and
 * calls made the way remote-square makes them (JSON bodies, token header).
 */
import { randomBytes } from 'node:crypto';
import type { ApiEnvelope, Comment, Post, SquarePage } from '@portal/shared/types';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import type { Database } from '../../../db/types';
import { createSessionService } from '../../../platform/sessions/session-service';
import { buildAccountsApp, type TestClock, uniqueAddress } from '../../../../test/accounts';

export interface SquareTestApp {
  app: FastifyInstance;
  clock: TestClock;
  db: Database;
}

/** `env` overrides the test configuration (e.g. CATALOGUE_CACHE_MS, 0 in tests by default). */
export async function buildSquareApp(db: Database, env: Record<string, string> = {}): Promise<SquareTestApp> {
  const { app, clock } = await buildAccountsApp(db, env);
  return { app, clock, db };
}

export interface Member {
  uid: string;
  name: string;
  token: string;
}

/** A member with a live session; `ageHours` old (an account younger than a day is "new"). */
export async function createMember(
  test: SquareTestApp,
  options: { ageHours?: number; staff?: boolean; name?: string } = {},
): Promise<Member> {
  const suffix = randomBytes(5).toString('hex');
  const name = options.name ?? `玩家${suffix}`;
  const createdAt = new Date(test.clock.now().getTime() - (options.ageHours ?? 48) * 3_600_000);
  const row = await test.db.one<{ uid: string }>(
    `INSERT INTO users (login_name, name, account_type, invite_code, created_at, staff) VALUES ($1, $2, 1, $3, $4, $5)
     RETURNING uid::text AS uid`,
    [`sq${suffix}`, name, `I${suffix}`.toUpperCase(), createdAt, options.staff ?? false],
  );
  const sessions = createSessionService(test.db, test.clock.now, 30);
  const token = await sessions.create(test.db, row!.uid);
  return { uid: row!.uid, name, token };
}

/** Many members at once (one statement), for concurrency tests. */
export async function createMembers(test: SquareTestApp, count: number): Promise<Member[]> {
  const members: Member[] = [];
  for (let index = 0; index < count; index += 1) members.push(await createMember(test));
  return members;
}

export type Method = 'GET' | 'POST' | 'DELETE';

export function call(test: SquareTestApp, method: Method, url: string, options: { token?: string; body?: unknown } = {}) {
  const headers: Record<string, string> = {};
  if (options.token !== undefined) headers.token = options.token;
  return test.app.inject({
    method,
    url: `/api${url}`,
    headers,
    remoteAddress: uniqueAddress(),
    ...(options.body === undefined ? {} : { payload: options.body as Record<string, unknown> }),
  });
}

export function envelopeOf<T = unknown>(response: LightMyRequestResponse): ApiEnvelope<T> {
  return response.json<ApiEnvelope<T>>();
}

export function dataOf<T>(response: LightMyRequestResponse): T {
  const body = envelopeOf<T>(response);
  if (response.statusCode !== 200 || body.code !== 0)
    throw new Error(`Expected success, got HTTP ${response.statusCode}: ${response.body}`);
  return body.data;
}

/** Expects a refusal: the HTTP status, the code, and the message when given. */
export function expectRefusal(response: LightMyRequestResponse, status: number, code: number, msg?: string | RegExp) {
  const body = envelopeOf(response);
  if (response.statusCode !== status || body.code !== code) {
    throw new Error(`Expected HTTP ${status} code ${code}, got HTTP ${response.statusCode}: ${response.body}`);
  }
  if (typeof msg === 'string') expect(body.msg).toBe(msg);
  else if (msg) expect(body.msg).toMatch(msg);
  expect(body.data).toBeNull();
}

/** Publishes a post, moving the clock past the pause between posts first. */
export async function publish(test: SquareTestApp, member: Member, content: string, extra: Record<string, unknown> = {}): Promise<Post> {
  test.clock.advance(6_000);
  return dataOf<Post>(await call(test, 'POST', '/v1/square/post', { token: member.token, body: { content, ...extra } }));
}

export async function comment(
  test: SquareTestApp,
  member: Member,
  postId: number,
  content: string,
  replyCommentId?: number,
): Promise<Comment> {
  test.clock.advance(4_000);
  return dataOf<Comment>(
    await call(test, 'POST', `/v1/square/post/${postId}/comment`, {
      token: member.token,
      body: replyCommentId === undefined ? { content } : { content, replyCommentId },
    }),
  );
}

export async function listPosts(test: SquareTestApp, query: string, token?: string): Promise<SquarePage<Post>> {
  return dataOf<SquarePage<Post>>(await call(test, 'GET', `/v1/square/post/list?${query}`, token === undefined ? {} : { token }));
}

/** A fresh tag of its own, so per-tag lists of one test never see another test's posts. */
export async function createTag(test: SquareTestApp): Promise<number> {
  const row = await test.db.one<{ id: number }>('INSERT INTO square_tags (tag, sort) VALUES ($1, 100) RETURNING id', [
    `测试${randomBytes(4).toString('hex')}`,
  ]);
  return Number(row!.id);
}

/** POSTs `bytes` as the multipart field `file` to image/upload, like the browser's FormData. */
export function uploadImage(test: SquareTestApp, token: string | undefined, bytes: Buffer, field = 'file') {
  const boundary = '----square-test-boundary';
  const payload = Buffer.concat([
    Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${field}"; filename="a.png"\r\nContent-Type: image/png\r\n\r\n`),
    bytes,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  const headers: Record<string, string> = { 'content-type': `multipart/form-data; boundary=${boundary}` };
  if (token !== undefined) headers.token = token;
  return test.app.inject({ method: 'POST', url: '/api/v1/square/image/upload', headers, payload, remoteAddress: uniqueAddress() });
}

/** Makes a member staff (what `pnpm --filter @portal/server staff <loginName>` does). */
export async function makeStaff(test: SquareTestApp, member: Member): Promise<void> {
  await test.db.query('UPDATE users SET staff = true WHERE uid = $1', [member.uid]);
}
