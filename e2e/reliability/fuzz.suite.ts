import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { type PortalServer, startPortal } from '../harness/portal-server';
import { call, catalogueFacts, createActor } from './harness/authz/actors';
import { type FuzzCase, type KnownValues, randomCases, systematicCases } from './harness/fuzz/cases';
import { type FuzzOutcome, runCases } from './harness/fuzz/run-cases';
import { changedTables, fingerprint } from './harness/fuzz/snapshot';
import { readApiOperations } from './harness/openapi-operations';
import { reportFigure } from './harness/report';
import { createScratchDatabase, type ScratchDatabase } from './harness/scratch-database';
import { bySize } from './harness/suite-size';

/**
 * Fuzzing (issue 11): bad requests generated from the API document for every route — each
 * field given wrong types, out-of-range numbers, NUL characters, broken Unicode, text where a
 * number belongs, required fields left out; bodies malformed, mis-typed, nested 20 000 deep,
 * over the size limit, with prototype-polluting keys; other methods, odd tokens and uid
 * headers — against the built server on PostgreSQL, over real HTTP. The server must answer
 * every one without a 5xx and stay up; the cases that must be refused get a 4xx with a Chinese
 * message, and they leave the database exactly as it was (a fingerprint of every row, before
 * and after). Then the odd-but-maybe-valid cases (emoji, SQL and HTML look-alikes, numbers past
 * PostgreSQL's integer …) must not get a 5xx either. Short form: every systematic case once;
 * full form (`pnpm suite:fuzz`): the same plus random combinations, 12 000 requests or more.
 */
const SUITE = 'fuzz';
const SANDBOX_SECRET = `suite-${randomBytes(16).toString('hex')}`;
const STAFF_TOKEN = `staff-${randomBytes(16).toString('hex')}`;

/** The first problems in full, and where the whole list was written (a failing run names the file). */
function describeProblems(outcomes: readonly FuzzOutcome[]): string {
  if (outcomes.length === 0) return '';
  const file = path.join(os.tmpdir(), `fuzz-problems-${process.pid}.json`);
  const detail = outcomes.map((o) => ({
    route: o.case.route,
    label: o.case.label,
    problem: o.problem,
    request: o.case.request,
    answer: o.body.slice(0, 500),
  }));
  fs.writeFileSync(file, JSON.stringify(detail, null, 2));
  const first = outcomes.slice(0, 25).map((o) => `${o.case.route} — ${o.case.label}: ${o.problem}\n    ${o.body.slice(0, 200)}`);
  return `${outcomes.length} problems (all in ${file}):\n${first.join('\n')}`;
}

describe('fuzz: bad input never gets a 5xx, and refused input changes nothing', () => {
  let database: ScratchDatabase;
  let portal: PortalServer;

  beforeAll(async () => {
    database = await createScratchDatabase('fuzz');
    portal = await startPortal({
      databaseUrl: database.url,
      // Each request comes from its own address (X-Forwarded-For from the loopback).
      env: { PAYMENT_SANDBOX_SECRET: SANDBOX_SECRET, STAFF_TOKEN, TRUST_PROXY: '127.0.0.1', LOG_LEVEL: 'fatal' },
    });
  });

  afterAll(async () => {
    await portal?.stop();
    await database?.drop();
  });

  it('answers every generated bad request without a 5xx and stays up; refusals leave the data unchanged', async () => {
    const access = { url: portal.url, sandboxSecret: SANDBOX_SECRET, staffToken: STAFF_TOKEN };
    const catalogue = await catalogueFacts(portal.url);
    const player = await createActor(access, catalogue, { label: 'fuzz', packageId: 3 });
    const news = await call<{ items: { id: number }[] }>(portal.url, '/web/game/news/list', { page: 1, pageSize: 1 });
    const known: KnownValues = {
      appID: catalogue.paidGame.id,
      gameId: catalogue.paidGame.id,
      id: catalogue.paidGame.id,
      '/api/web/game/news/detail#id': news.items[0]?.id ?? 1,
      giftId: catalogue.giftPack.id,
      packageId: 1,
      planId: 1,
      orderNo: player.pendingOrderNo,
      phone: player.phone,
      code: '123456',
      purpose: 'login',
      loginName: player.loginName,
      password: player.password,
      oldPassword: player.password,
      name: '玩家',
      sex: 1,
      age: 20,
      page: 1,
      pageSize: 10,
      platformType: 1,
      posType: 1,
      keyword: '王者',
      category: 'rpg',
      sort: 'hot',
      deviceID: player.deviceId,
      channelID: '0',
      ids: player.messageIds.slice(0, 1),
      file: 'icon-738b.webp',
      '*': 'catalogue/icon-738b.webp',
    };

    const routes = await readApiOperations(portal.url);
    const systematic = systematicCases(routes, known, player.token);
    const random = randomCases(routes, known, player.token, bySize(0, Math.max(0, 12_000 - systematic.length)));
    const all: FuzzCase[] = [...systematic, ...random];
    const mustRefuse = all.filter((c) => c.refuse);
    const odd = all.filter((c) => !c.refuse);

    const before = await fingerprint(database.pool);
    const refused = await runCases(portal.url, mustRefuse, 16);
    const after = await fingerprint(database.pool);
    const changed = changedTables(before, after);
    const rest = await runCases(portal.url, odd, 16);
    const health = await fetch(`${portal.url}/api/health`);

    const outcomes = [...refused, ...rest];
    const problems = outcomes.filter((o) => o.problem !== null);
    const fiveHundreds = outcomes.filter((o) => o.status !== null && o.status >= 500);
    // Closed by the server on the headers alone (a body over the size limit) is a refusal, not "unanswered".
    const unanswered = outcomes.filter((o) => o.status === null && !o.case.mayCloseEarly);
    const slowest = Math.max(...outcomes.map((o) => o.ms));
    const slow = outcomes.filter((o) => o.ms > 1000).length;
    reportFigure(
      SUITE,
      `fuzz: ${outcomes.length} bad requests over ${routes.length} routes (${mustRefuse.length} that must be refused) → ` +
        `${fiveHundreds.length} 5xx, ${unanswered.length} unanswered, ${problems.length - fiveHundreds.length - unanswered.length} other problems, ` +
        `server ${health.ok ? 'up' : 'DOWN'}, database ${changed.length === 0 ? 'unchanged' : `CHANGED in ${changed.join(', ')}`} by refused requests; ` +
        `slowest answer ${Math.round(slowest)} ms, ${slow} over 1 s`,
    );

    expect(describeProblems(problems)).toBe('');
    expect(changed).toEqual([]);
    expect(health.status).toBe(200);
    expect(outcomes.length).toBeGreaterThanOrEqual(bySize(1000, 10_000));
  });
});
