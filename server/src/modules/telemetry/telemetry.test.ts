import { randomBytes } from 'node:crypto';
import { mkdtempSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { OpsStatus, RemoteLoadBatchResult, RemoteLoadEvent, RemoteStatus } from '@portal/shared/types';
import { ResultCode } from '@portal/shared/types';
import { databaseKinds, useTestDatabase } from '../../../test/databases';
import { createTestClock, uniqueAddress } from '../../../test/accounts';
import { createDatabaseRateLimiter } from '../../platform/rate-limit/rate-limit-repository';
import { buildSquareApp, createMember, dataOf, envelopeOf, expectRefusal, type SquareTestApp } from '../square/test/helpers';
import { migrate } from '../../db/migrate';
import { type FakeRemote, gamesExposes, gamesRoutes, startFakeRemote } from '../../../test/static-fixture';
import { createTelemetryService, TELEMETRY_LIMITS } from './service';

/**
 * The collector and the ops status (issue 16), through the routes on a real database. Each test
 * reports under an environment name of its own, so the status of one never sees another's loads.
 */

/** PostgreSQL's percentile_cont, written out: linear interpolation between the closest ranks. */
function percentileCont(values: number[], fraction: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  const rank = fraction * (sorted.length - 1);
  const low = Math.floor(rank);
  const high = Math.ceil(rank);
  return sorted[low]! + (sorted[high]! - sorted[low]!) * (rank - low);
}
const round1 = (value: number) => Math.round(value * 10) / 10;

const uniqueEnvironment = (label: string) => `${label}-${randomBytes(4).toString('hex')}`;

/** This server's environment: two remotes on servers of their own (an environment goes live only when its builds answer). */
async function environmentFile(remotes: FakeRemote[]): Promise<{ file: string; games: string; square: string }> {
  const games = await startFakeRemote({ name: 'remote_games', version: '', routes: gamesRoutes.routes }, gamesExposes);
  const square = await startFakeRemote({ name: 'remote_square', version: '', routes: [] }, {});
  remotes.push(games, square);
  const file = path.join(mkdtempSync(path.join(os.tmpdir(), 'telemetry-env-')), 'remotes.json');
  const urls = { games: `${games.origin}/mf-manifest.json`, square: `${square.origin}/mf-manifest.json` };
  writeFileSync(
    file,
    JSON.stringify({
      appTitle: '测试',
      remotes: { remote_games: { manifest: urls.games, version: '2.4.0' }, remote_square: { manifest: urls.square } },
    }),
  );
  return { file, ...urls };
}

describe.each(databaseKinds)('remote-load telemetry on %s', (kind) => {
  const database = useTestDatabase(kind);
  let test: SquareTestApp;
  let staffToken: string;
  let live: { games: string; square: string };
  const remotes: FakeRemote[] = [];
  beforeAll(async () => {
    const environment = await environmentFile(remotes);
    live = environment;
    test = await buildSquareApp(database.db, { ENVIRONMENT_FILE: environment.file });
    staffToken = (await createMember(test, { staff: true })).token;
  });
  afterAll(async () => {
    await test.app.close();
    await Promise.all(remotes.map((remote) => remote.close()));
  });

  const report = (events: unknown[], address = uniqueAddress()) =>
    test.app.inject({ method: 'POST', url: '/api/telemetry/remote-loads', payload: { events }, remoteAddress: address });
  const status = async () =>
    dataOf<OpsStatus>(await test.app.inject({ method: 'GET', url: '/api/ops/status', headers: { token: staffToken } }));
  const remoteIn = (found: OpsStatus, environment: string, remote: string): RemoteStatus | undefined =>
    found.environments.find((env) => env.name === environment)?.remotes.find((r) => r.remote === remote);
  const rowsOf = async (environment: string) =>
    Number(
      (await test.db.one<{ n: number }>('SELECT count(*)::int AS n FROM remote_load_events WHERE environment = $1', [environment]))!.n,
    );

  const event = (environment: string, overrides: Partial<RemoteLoadEvent> = {}): RemoteLoadEvent => ({
    remote: 'remote_games',
    module: './pages/home',
    version: '2.4.0',
    environment,
    outcome: 'ok',
    durationMs: 100,
    ...overrides,
  });

  it('stores batches, and the status computes percentiles, error and fallback counts and codes on known data', async () => {
    const environment = uniqueEnvironment('staging');
    const okDurations = Array.from({ length: 60 }, (_, i) => 40 + i * 17);
    const recovered = [900, 1500, 2600];
    const events: RemoteLoadEvent[] = [
      ...okDurations.map((durationMs) => event(environment, { durationMs })),
      ...recovered.map((durationMs) => event(environment, { durationMs, outcome: 'error', errorCode: 'RUNTIME-008' })),
      event(environment, { outcome: 'fallback', durationMs: 12_000, errorCode: 'TimeoutError' }),
      ...Array.from({ length: 4 }, () => event(environment, { outcome: 'fallback', durationMs: 1_100, errorCode: 'RUNTIME-003' })),
      // An older build still in some players' pages, and another remote of the same environment.
      event(environment, { version: '2.3.9', durationMs: 300 }),
      event(environment, { remote: 'remote_square', module: './pages/square', version: undefined, durationMs: 250 }),
    ];
    for (let from = 0; from < events.length; from += 50) {
      const batch = events.slice(from, from + 50);
      expect(dataOf<RemoteLoadBatchResult>(await report(batch))).toEqual({ accepted: batch.length });
    }
    expect(await rowsOf(environment)).toBe(events.length);

    const games = remoteIn(await status(), environment, 'remote_games');
    // Percentiles over the loads that rendered their page (ok and recovered errors); fallbacks are waits for nothing.
    const rendered = [...okDurations, ...recovered, 300];
    expect(games).toEqual({
      remote: 'remote_games',
      versions: expect.arrayContaining([
        expect.objectContaining({ version: '2.4.0', loads: okDurations.length + recovered.length + 5 }),
        expect.objectContaining({ version: '2.3.9', loads: 1 }),
      ]),
      loads: okDurations.length + recovered.length + 5 + 1,
      p50Ms: round1(percentileCont(rendered, 0.5)),
      p95Ms: round1(percentileCont(rendered, 0.95)),
      p99Ms: round1(percentileCont(rendered, 0.99)),
      errors: recovered.length + 5,
      fallbacks: 5,
      errorCodes: [
        { code: 'RUNTIME-003', count: 4 },
        { code: 'RUNTIME-008', count: 3 },
        { code: 'TimeoutError', count: 1 },
      ],
    });
    expect(games?.versions).toHaveLength(2);
    // Not this server's environment: no live build, only what telemetry saw.
    expect(games?.live).toBeUndefined();
    const square = remoteIn(await status(), environment, 'remote_square');
    expect(square).toMatchObject({
      loads: 1,
      p50Ms: 250,
      errors: 0,
      fallbacks: 0,
      errorCodes: [],
      versions: [expect.objectContaining({ version: null })],
    });
  });

  it('leaves out loads older than an hour, and answers null percentiles when nothing rendered', async () => {
    const environment = uniqueEnvironment('window');
    okData(await report([event(environment, { durationMs: 5_000 })]));
    test.clock.advance(61 * 60_000);
    okData(await report([event(environment, { outcome: 'fallback', durationMs: 12_000, errorCode: 'TimeoutError' })]));
    expect(remoteIn(await status(), environment, 'remote_games')).toMatchObject({
      loads: 1,
      p50Ms: null,
      p95Ms: null,
      p99Ms: null,
      errors: 1,
      fallbacks: 1,
      errorCodes: [{ code: 'TimeoutError', count: 1 }],
    });
  });

  it('shows this server’s environment first with the build live for each remote, even before any load', async () => {
    const found = await status();
    const current = found.environments[0]!;
    expect(current).toMatchObject({ name: found.environment, current: true });
    expect(found.environments.filter((env) => env.current)).toHaveLength(1);
    expect(current.remotes.slice(0, 2).map((remote) => [remote.remote, remote.live])).toEqual([
      ['remote_games', { version: '2.4.0', manifest: live.games }],
      ['remote_square', { version: null, manifest: live.square }],
    ]);
    expect(found.windowMinutes).toBe(60);
  });

  it('records a load without an environment name under "default"', async () => {
    const remote = `remote_${randomBytes(3).toString('hex')}`;
    okData(await report([{ remote, module: './pages/a', outcome: 'ok', durationMs: 42 }]));
    expect(remoteIn(await status(), 'default', remote)).toMatchObject({ loads: 1, p50Ms: 42, versions: [{ version: null, loads: 1 }] });
  });

  it('refuses a bad batch with 400 naming the field, and stores nothing of it', async () => {
    const environment = uniqueEnvironment('bad');
    const good = event(environment);
    const cases: Array<[unknown[], RegExp]> = [
      [[], /events/],
      [Array.from({ length: 51 }, () => good), /events 最多 50 项/],
      [[good, { ...good, outcome: 'crashed' }], /events\[1\]\.outcome/],
      [[{ ...good, durationMs: -1 }], /events\[0\]\.durationMs/],
      [[{ ...good, durationMs: 1.5 }], /events\[0\]\.durationMs/],
      [[{ ...good, durationMs: '100' }], /events\[0\]\.durationMs/],
      [[{ ...good, remote: 'remote games' }], /events\[0\]\.remote/],
      [[{ ...good, module: 'pages/home' }], /events\[0\]\.module/],
      [[{ ...good, errorCode: '<script>' }], /events\[0\]\.errorCode/],
      [[{ ...good, version: 'x'.repeat(101) }], /events\[0\]\.version/],
      [[{ remote: 'remote_games', outcome: 'ok', durationMs: 1 }], /缺少必填字段：events\[0\]\.module/],
    ];
    for (const [events, field] of cases) {
      const refused = await report(events);
      expect({ status: refused.statusCode, code: envelopeOf(refused).code }).toEqual({ status: 400, code: ResultCode.badRequest });
      expect(envelopeOf(refused).msg).toMatch(field);
    }
    const notAList = await test.app.inject({ method: 'POST', url: '/api/telemetry/remote-loads', payload: { events: 'x' } });
    expect(notAList.statusCode).toBe(400);
    expect(envelopeOf(notAList).msg).toContain('events');
    expect(await rowsOf(environment)).toBe(0);
  });

  it('takes reports from guests and keeps no trace of who sent them', async () => {
    const environment = uniqueEnvironment('guest');
    const player = await createMember(test);
    // A uid slipped into an event is not a column: it is dropped, and nothing else names the sender.
    const sent = await test.app.inject({
      method: 'POST',
      url: '/api/telemetry/remote-loads',
      headers: { token: player.token, uid: player.uid },
      payload: { events: [{ ...event(environment), uid: player.uid }] },
      remoteAddress: uniqueAddress(),
    });
    expect(dataOf<RemoteLoadBatchResult>(sent)).toEqual({ accepted: 1 });
    const columns = await test.db.query<{ column_name: string }>(
      "SELECT column_name FROM information_schema.columns WHERE table_name = 'remote_load_events' ORDER BY column_name",
    );
    expect(columns.map((column) => column.column_name)).toEqual([
      'created_at',
      'duration_ms',
      'environment',
      'error_code',
      'id',
      'module',
      'outcome',
      'remote',
      'version',
    ]);
    const row = await test.db.one('SELECT * FROM remote_load_events WHERE environment = $1', [environment]);
    expect(JSON.stringify(row)).not.toContain(player.uid);
  });

  it('limits each address to its batches per minute with 429, other addresses unaffected, and lets it in again after the minute', async () => {
    const environment = uniqueEnvironment('limited');
    const address = uniqueAddress();
    const limit = TELEMETRY_LIMITS.batchesPerAddressPerMinute;
    for (let sent = 0; sent < limit; sent += 1) okData(await report([event(environment)], address));
    const refused = await report([event(environment)], address);
    expectRefusal(refused, 429, ResultCode.rateLimited, /上报过于频繁/);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    okData(await report([event(environment)]));
    expect(await rowsOf(environment)).toBe(limit + 1);
    test.clock.advance(61_000);
    okData(await report([event(environment)], address));
  });

  it('prunes rows older than the retention as new reports arrive, and keeps younger ones', async () => {
    const [old, younger, fresh] = [uniqueEnvironment('old'), uniqueEnvironment('younger'), uniqueEnvironment('fresh')];
    okData(await report([event(old), event(old)]));
    test.clock.advance(6 * 86_400_000);
    okData(await report([event(younger)]));
    expect(await rowsOf(old)).toBe(2); // six days old: kept
    test.clock.advance(86_400_000 + 60_000);
    okData(await report([event(fresh)]));
    expect([await rowsOf(old), await rowsOf(younger), await rowsOf(fresh)]).toEqual([0, 1, 1]);
  });

  it('answers staff only: a player gets 403 code 1613, a guest or a stale token 401 code 2', async () => {
    const player = await createMember(test);
    const get = (headers: Record<string, string>) => test.app.inject({ method: 'GET', url: '/api/ops/status', headers });
    expectRefusal(await get({ token: player.token }), 403, ResultCode.staffRequired);
    expectRefusal(await get({}), 401, ResultCode.sessionInvalid);
    expectRefusal(await get({ token: 'not-a-session' }), 401, ResultCode.sessionInvalid);
    const staff = await createMember(test, { staff: true });
    expect(dataOf<OpsStatus>(await get({ token: staff.token })).environments[0]?.current).toBe(true);
  });

  function okData(response: Awaited<ReturnType<typeof report>>) {
    return dataOf<RemoteLoadBatchResult>(response);
  }
});

describe.each(databaseKinds)('pruning in batches on %s', (kind) => {
  const database = useTestDatabase(kind);
  beforeAll(() => migrate(database.db));

  it('deletes the oldest rows first, a batch at a time, at most the budget per prune', async () => {
    const clock = createTestClock();
    const service = createTelemetryService({
      db: database.db,
      now: clock.now,
      rateLimiter: createDatabaseRateLimiter(database.db, clock.now),
      currentEnvironment: async () => ({ appTitle: '测试', remotes: {} }),
      limits: { retentionMs: 1_000, pruneBatchRows: 3, pruneBatches: 2, pruneEveryMs: 0 },
    });
    const environment = uniqueEnvironment('batches');
    for (let index = 0; index < 8; index += 1) {
      await service.record(
        { events: [{ remote: 'remote_games', module: './pages/home', environment, outcome: 'ok', durationMs: index }] },
        uniqueAddress(),
      );
      clock.advance(10);
    }
    const left = async () =>
      (
        await database.db.query<{ duration_ms: number }>(
          'SELECT duration_ms FROM remote_load_events WHERE environment = $1 ORDER BY duration_ms',
          [environment],
        )
      ).map((row) => Number(row.duration_ms));
    expect(await left()).toEqual([0, 1, 2, 3, 4, 5, 6, 7]);
    clock.advance(5_000);
    expect(await service.prune(clock.now())).toBe(6);
    expect(await left()).toEqual([6, 7]);
    expect(await service.prune(clock.now())).toBe(2);
    expect(await left()).toEqual([]);
  });
});
