/**
 * Helpers of the live-event tests: an app listening on a free port of 127.0.0.1 (SSE needs a
 * real socket; inject cannot stream), members with sessions, and sends over HTTP.
 */
import { randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import type { AppDependencies } from '../../../app';
import { buildApp } from '../../../app';
import type { Database } from '../../../db/types';
import { createSessionService } from '../../../platform/sessions/session-service';
import { createTestClock, type TestClock } from '../../../../test/accounts';
import { testConfig } from '../../../../test/config';

export interface LiveInstance {
  app: FastifyInstance;
  url: string;
}

export async function startInstance(
  db: Database,
  clock: TestClock,
  env: Record<string, string> = {},
  deps: Omit<AppDependencies, 'database' | 'now'> = {},
): Promise<LiveInstance> {
  const app = await buildApp(testConfig(env), { ...deps, database: db, now: clock.now });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const address = app.server.address();
  if (!address || typeof address === 'string') throw new Error('no port');
  return { app, url: `http://127.0.0.1:${address.port}` };
}

export { createTestClock };

export interface LiveMember {
  uid: string;
  token: string;
}

export async function createLiveMember(db: Database, clock: TestClock): Promise<LiveMember> {
  const suffix = randomBytes(5).toString('hex');
  const row = await db.one<{ uid: string }>(
    `INSERT INTO users (login_name, name, account_type, invite_code, created_at) VALUES ($1, $2, 1, $3, $4) RETURNING uid::text AS uid`,
    [`lv${suffix}`, `玩家${suffix}`, `L${suffix}`.toUpperCase(), new Date(clock.now().getTime() - 48 * 3_600_000)],
  );
  const token = await createSessionService(db, clock.now, 30).create(db, row!.uid);
  return { uid: row!.uid, token };
}

/** Sends a private message through an instance's HTTP API, as the browser does. */
export async function sendOver(instance: LiveInstance, from: LiveMember, to: LiveMember, content: string): Promise<number> {
  const response = await fetch(`${instance.url}/api/chat/${to.uid}/send`, {
    method: 'POST',
    headers: { token: from.token, 'content-type': 'application/json' },
    body: JSON.stringify({ content }),
  });
  const body = (await response.json()) as { code: number; data: { id: number } };
  if (response.status !== 200 || body.code !== 0) throw new Error(`send failed: HTTP ${response.status} ${JSON.stringify(body)}`);
  return body.data.id;
}
