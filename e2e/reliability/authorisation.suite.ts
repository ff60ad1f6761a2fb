import { randomBytes } from 'node:crypto';
import { type PortalServer, startPortal } from '../harness/portal-server';
import {
  type Actor,
  type CatalogueFacts,
  call,
  catalogueFacts,
  createActor,
  logIn,
  type PortalAccess,
  uniquePng,
} from './harness/authz/actors';
import { type MatrixResult, runMatrix, type Violation } from './harness/authz/attack-matrix';
import { controlProbe, type OwnedIdField, type ProbeContext, probesFor, takesOwnedIds } from './harness/authz/probes';
import { victimData } from './harness/authz/victim-data';
import { snapshotRows, unusedMessageIds, unusedOrderNo } from './harness/authz/victim-rows';
import type { PayInfo } from '@portal/shared/types';
import { readApiOperations } from './harness/openapi-operations';
import { reportFigure } from './harness/report';
import { createScratchDatabase, type ScratchDatabase } from './harness/scratch-database';
import { bySize } from './harness/suite-size';

/**
 * Authorisation (issue 11): identity comes from the session token only. Two real players, a
 * victim and an attacker, each with data of every kind (README "Accounts"). Then every route of
 * the API document is attacked: routes with the token scheme without a token, with stale ones
 * and a garbage one; every route with the attacker's session naming the victim — the uid in a
 * JSON or form body, the query, the uid header, each path parameter, multipart fields — and
 * with the victim's order numbers, message ids and phone wherever a route takes one. No answer
 * may hold the victim's data, a victim's order or message must be answered exactly like one
 * that does not exist, and no request may change the victim's rows (read back from PostgreSQL
 * after every request). The short form sends each variant once; the full form
 * (`pnpm suite:authz`) adds more spellings of the uid (a number, padded, in a list, twice, own
 * then victim's) and a session ended by a password change as a second stale token.
 */
const SUITE = 'authorisation';
const SANDBOX_SECRET = `suite-${randomBytes(16).toString('hex')}`;
/**
 * The square's moderation calls and the support desk: staff only (users.staff), so the attacker — a player — is
 * refused outright (403 code 1613) and there is no own request to vary; each must refuse.
 */
const STAFF_ONLY_ROUTES = new Set([
  'POST v1/square/post/{id}/pin',
  'POST v1/square/post/{id}/visibility',
  'POST v1/square/comment/{id}/visibility',
  'GET v1/square/review/list',
  'POST v1/square/sensitiveword',
  'DELETE v1/square/sensitiveword',
  // Customer service's staff desk (modules/support): the same users.staff flag and code.
  'GET support/staff/conversations',
  'GET support/staff/conversation/{id}/messages',
  'POST support/staff/conversation/{id}/reply',
  'POST v1/review/{id}/reply',
  // Issue 18: a game's launch and a new version in its update log.
  'POST v1/games/{id}/launch',
  'POST v1/games/{id}/versions',
  // Issue 16: the ops status (remote-load telemetry per environment).
  'GET ops/status',
  // Issue 16: the environment's problems, as the last validation found them.
  'GET ops/environment',
]);

const STAFF_TOKEN = `staff-${randomBytes(16).toString('hex')}`;

describe('authorisation: no route reads or writes another player’s data', () => {
  let database: ScratchDatabase;
  let portal: PortalServer;

  beforeAll(async () => {
    database = await createScratchDatabase('authz');
    portal = await startPortal({
      databaseUrl: database.url,
      env: { PAYMENT_SANDBOX_SECRET: SANDBOX_SECRET, STAFF_TOKEN },
    });
  });

  afterAll(async () => {
    await portal?.stop();
    await database?.drop();
  });

  it('answers 401 code 2 without a live session, 403 to a foreign uid, and never the victim’s data', async () => {
    const access: PortalAccess = { url: portal.url, sandboxSecret: SANDBOX_SECRET, staffToken: STAFF_TOKEN };
    const catalogue = await catalogueFacts(portal.url);
    // Far apart balances (710 − price vs 7 080 − …), so the attacker's own never equals the victim's.
    const victim = await createActor(access, catalogue, { label: 'vic', packageId: 3 });
    const attacker = await createActor(access, catalogue, { label: 'att', packageId: 6 });
    const stale = await staleTokens(portal.url, attacker, bySize(false, true));

    const data = victimData(victim, await ledgerBalances(database, victim.uid));
    expect(data.balances.some((balance) => balance >= attacker.coinNum - 2000)).toBe(false);

    const operations = await readApiOperations(portal.url);
    const ownedIds: OwnedIdField[] = [
      {
        field: 'orderNo',
        victimValues: victim.orderNos,
        missing: await unusedOrderNo(database.pool, victim.orderNos[0]!),
        publicRoutes: true,
      },
      {
        field: 'ids',
        victimValues: [victim.messageIds],
        missing: await unusedMessageIds(database.pool, victim.messageIds.length),
        publicRoutes: true,
      },
      { field: 'phone', victimValues: [victim.phone], publicRoutes: false },
    ];
    const context: ProbeContext = {
      victimUid: victim.uid,
      attackerUid: attacker.uid,
      values: attackerValues(attacker, catalogue),
      ownedIds,
      stale,
      file: uniquePng,
      spellings: bySize(false, true),
    };
    const protectedRoutes = operations.filter((operation) => operation.viewer !== null);

    const before = await snapshotRows(database.pool, victim);
    const result = await runMatrix(
      { url: portal.url, pool: database.pool, victim, victimData: data, attacker, staffOnly: STAFF_ONLY_ROUTES },
      {
        controls: operations.map((route) => controlProbe(route, context)),
        routes: operations,
        probesFor: (route) => probesFor(route, context),
        // Only after a failed check: the victim opens a new pending order (the last one was
        // paid or cancelled by the attack), and the markers learn its number and the balance.
        rearm: async () => {
          const order = await call<PayInfo>(portal.url, '/order/payInfo', { packageId: 1 }, victim.token);
          victim.orderNos = [victim.orderNos[0]!, order.orderNo];
          ownedIds[0]!.victimValues = victim.orderNos;
          const fresh = victimData(victim, await ledgerBalances(database, victim.uid));
          fresh.texts = { ...data.texts, ...fresh.texts };
          Object.assign(data, fresh);
        },
      },
    );

    reportFigure(SUITE, figureLine(result));
    printViolations(result);

    expect(result.reads).toEqual([]);
    expect(result.writes).toEqual([]);
    expect(result.sessionChecks.failed).toEqual([]);
    expect(result.forbiddenChecks.failed).toEqual([]);
    // The attacks prove something only if the attacker's own requests get through.
    expect(result.refusedControls).toEqual([]);
    expect(result.staffOnlyChecks.failed).toEqual([]);
    expect(result.staffOnlyChecks.expected).toBe(STAFF_ONLY_ROUTES.size);
    expect(result.undocumented).toEqual([]);
    // The victim's rows are as before and their session survived everything.
    expect(await snapshotRows(database.pool, victim)).toEqual(before);
    expect((await call<{ uid: string }>(portal.url, '/user/center/me', {}, victim.token)).uid).toBe(victim.uid);
    // The document listed what it should: the protected routes, and routes taking order numbers and message ids.
    expect(protectedRoutes.length).toBeGreaterThanOrEqual(15);
    expect(operations.filter((operation) => takesOwnedIds(operation, ownedIds.slice(0, 2))).length).toBeGreaterThanOrEqual(3);
    expect(result.sessionChecks.expected).toBeGreaterThan(protectedRoutes.length);
    expect(result.forbiddenChecks.expected).toBeGreaterThan(protectedRoutes.length);
  });
});

/** Every balance the victim's ledger has shown (an answer holding one would be a read). */
async function ledgerBalances(database: ScratchDatabase, uid: string): Promise<number[]> {
  const { rows } = await database.pool.query<{ balance: string }>(
    'SELECT balance_after::text AS balance FROM coin_ledger WHERE user_id = $1',
    [uid],
  );
  return rows.map((row) => Number(row.balance));
}

/** What the attacker sends in an ordinary request of their own, by field name. */
function attackerValues(attacker: Actor, catalogue: CatalogueFacts): Record<string, unknown> {
  return {
    appID: catalogue.giftPack.gameId,
    gameId: catalogue.giftPack.gameId,
    giftId: catalogue.giftPack.id,
    id: catalogue.paidGame.id,
    platformType: 1,
    packageId: 1,
    planId: 1,
    posType: 1,
    page: 1,
    pageSize: 20,
    deviceID: attacker.deviceId,
    loginName: attacker.loginName,
    password: attacker.password,
    name: attacker.name,
    sex: 1,
    age: 20,
    // With a phone and a wrong code, not the old password: resetPassword then tries the phone
    // path, the one where the victim's phone can be named.
    phone: attacker.phone,
    code: '000000',
    ids: attacker.messageIds,
    orderNo: attacker.pendingOrderNo,
    channelID: '0',
    inviteCode: attacker.inviteCode,
  };
}

/**
 * Sessions of the attacker's account that have ended: one logged out, and (full form) one
 * revoked by a password change made from the attacker's main session (changed and changed back,
 * so the account keeps its password; the main session survives both).
 */
async function staleTokens(url: string, attacker: Actor, withPasswordChange: boolean): Promise<ProbeContext['stale']> {
  const loggedOut = await logIn(url, attacker);
  await call(url, '/user/logout', {}, loggedOut);
  const tokens = [{ kind: 'logged out', token: loggedOut }];
  if (withPasswordChange) {
    const otherDevice = await logIn(url, attacker);
    const changed = `${attacker.password}x`;
    await call(url, '/user/resetPassword', { oldPassword: attacker.password, password: changed }, attacker.token);
    await call(url, '/user/resetPassword', { oldPassword: changed, password: attacker.password }, attacker.token);
    tokens.push({ kind: 'revoked by a password change', token: otherDevice });
  }
  return tokens;
}

function figureLine(result: MatrixResult): string {
  const { protectedRoutes: guarded, publicRoutes: open, sessionChecks: session, forbiddenChecks: forbidden } = result;
  return (
    `authorisation: ${guarded.routes.size} protected routes (${guarded.variants.size} kinds of attack) ` +
    `and ${open.routes.size} public routes (${open.variants.size} kinds): ${guarded.requests + open.requests} requests → ` +
    `${result.reads.length} reads and ${result.writes.length} writes of another user's data; ` +
    `401 code 2 for ${session.expected - session.failed.length} of ${session.expected} missing/stale/garbage tokens; ` +
    `403 code 1403 for ${forbidden.expected - forbidden.failed.length} of ${forbidden.expected} foreign uids; ` +
    `403 code 1613 for ${result.staffOnlyChecks.expected - result.staffOnlyChecks.failed.length} of ${result.staffOnlyChecks.expected} players' calls to staff-only routes`
  );
}

function printViolations(result: MatrixResult): void {
  const groups: [string, Violation[]][] = [
    ['READ', result.reads],
    ['WRITE', result.writes],
    ['NOT 401', result.sessionChecks.failed],
    ['NOT 403', result.forbiddenChecks.failed],
    ['CONTROL REFUSED', result.refusedControls],
    ['STAFF ROUTE NOT 403', result.staffOnlyChecks.failed],
    ['UNDOCUMENTED', result.undocumented],
  ];
  const lines = groups.flatMap(([kind, list]) => list.map((v) => `  ${kind} ${v.route} — ${v.variant}: ${v.what}`));
  if (lines.length > 0) process.stdout.write(`${lines.join('\n')}\n`);
  if (result.renewals > 0) process.stdout.write(`  (the attacker's session ended ${result.renewals} times and was renewed)\n`);
}
