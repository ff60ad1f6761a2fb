import type pg from 'pg';
import type { ApiOperation } from '../openapi-operations';
import { logIn, sessionAlive } from './actors';
import { GARBAGE_TOKEN, type Probe, type ProbeRequest } from './probes';
import { changedTables, type RowSnapshot, snapshotRows } from './victim-rows';
import { findVictimData, type VictimData } from './victim-data';

/**
 * Sends every probe and judges it. After each request the victim's rows are read again: any
 * change is a write, blamed on that request (and the new state becomes the baseline, so one
 * write is counted once). An answer holding the victim's data, or answering the victim's
 * object unlike a missing one, is a read. A protected route that lets a missing or stale token
 * through, or does not refuse a foreign uid with 403, breaks the documented contract.
 */
export interface Violation {
  route: string;
  variant: string;
  what: string;
}

export interface RouteGroup {
  routes: Set<string>;
  variants: Set<string>;
  requests: number;
}

export interface MatrixResult {
  /** Attack requests (controls not counted), on routes with the token scheme and on the others. */
  protectedRoutes: RouteGroup;
  publicRoutes: RouteGroup;
  reads: Violation[];
  writes: Violation[];
  /** Requests that had to answer 401 code 2, and those that did not. */
  sessionChecks: { expected: number; failed: Violation[] };
  /** Requests that had to answer 403 code 1403 (a foreign uid), and those that did not. */
  forbiddenChecks: { expected: number; failed: Violation[] };
  /** The attacker's own requests (controls) refused with 401 or 403: the attacks would prove nothing there. */
  refusedControls: Violation[];
  /** Staff-only routes: the attacker (a player) must be refused with 403 code 1613 — and those that were not. */
  staffOnlyChecks: { expected: number; failed: Violation[] };
  /** Routes the document shows without the token scheme that answer a live session code 2. */
  undocumented: Violation[];
  /** Times the attacker's session had ended (a logout route) and was renewed. */
  renewals: number;
}

export interface MatrixTarget {
  url: string;
  pool: pg.Pool;
  victim: { uid: string; deviceId: string };
  victimData: VictimData;
  attacker: { loginName: string; password: string; token: string };
  /** Routes (`POST v1/square/post/{id}/pin`, as routeName writes them) only staff may call: a player is refused outright. */
  staffOnly: ReadonlySet<string>;
}

interface Answer {
  status: number;
  text: string;
  json: unknown;
}

async function send(url: string, request: ProbeRequest, token: string | undefined): Promise<Answer> {
  const headers = { ...request.headers, ...(token === undefined ? {} : { token }) };
  const response = await fetch(`${url}${request.url}`, {
    method: request.method,
    headers,
    ...(request.body === undefined ? {} : { body: request.body }),
    redirect: 'manual',
  });
  const text = await response.text();
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    json = undefined;
  }
  return { status: response.status, text, json };
}

const codeOf = (answer: Answer) => (answer.json as { code?: unknown } | undefined)?.code;
/** An answer in one line: the envelope, or an HTML page's text. */
function summarise(answer: Answer): string {
  const text = answer.text.trimStart().startsWith('<')
    ? answer.text
        .replace(/<(style|script)[^>]*>[\s\S]*?<\/\1>/g, ' ')
        .replace(/<[^>]+>/g, ' ')
        .replace(/\s+/g, ' ')
        .trim()
    : answer.text;
  return `HTTP ${answer.status} ${text.slice(0, 200)}`;
}
export const routeName = (route: ApiOperation) => `${route.method} ${route.path.replace(/^\/api\//, '')}`;

export interface MatrixPlan {
  /** The attacker's own requests, one per protected route. */
  controls: Probe[];
  routes: ApiOperation[];
  /** A route's probes, built when its turn comes (so they name the victim's objects of that moment). */
  probesFor(route: ApiOperation): Probe[];
  /**
   * After a write to the victim's rows: give the victim fresh objects (a new pending order), so
   * the routes after it are tried on intact ones and each route's own writes are found.
   */
  rearm(): Promise<void>;
}

export async function runMatrix(target: MatrixTarget, plan: MatrixPlan): Promise<MatrixResult> {
  const result: MatrixResult = {
    protectedRoutes: { routes: new Set(), variants: new Set(), requests: 0 },
    publicRoutes: { routes: new Set(), variants: new Set(), requests: 0 },
    reads: [],
    writes: [],
    sessionChecks: { expected: 0, failed: [] },
    forbiddenChecks: { expected: 0, failed: [] },
    refusedControls: [],
    staffOnlyChecks: { expected: 0, failed: [] },
    undocumented: [],
    renewals: 0,
  };
  let attackerToken = target.attacker.token;
  let baseline: RowSnapshot = await snapshotRows(target.pool, target.victim);
  const tokenFor = (probe: Probe) =>
    probe.token === 'none'
      ? undefined
      : probe.token === 'garbage'
        ? GARBAGE_TOKEN
        : probe.token === 'stale'
          ? probe.staleToken
          : attackerToken;

  const judge = async (probe: Probe, isControl: boolean) => {
    const name = routeName(probe.route);
    const label = probe.detail ? `${probe.variant} (${probe.detail})` : probe.variant;
    const violation = (what: string): Violation => ({ route: name, variant: label, what });
    const token = tokenFor(probe);
    const answer = await send(target.url, probe.request, token);
    const group = probe.route.viewer ? result.protectedRoutes : result.publicRoutes;
    if (!isControl) {
      group.requests += 1;
      group.routes.add(name);
      group.variants.add(probe.variant);
    }

    for (const found of findVictimData(target.victimData, answer.text, answer.json, probe.sent)) {
      result.reads.push(violation(`answer holds the victim's ${found}: ${summarise(answer)}`));
    }
    if (probe.twin) {
      const missing = await send(target.url, probe.twin.request, token);
      group.requests += 1;
      const normalise = (text: string) => probe.twin!.normalise.reduce((out, value) => out.split(value).join('<id>'), text);
      if (missing.status !== answer.status || normalise(missing.text) !== normalise(answer.text)) {
        result.reads.push(violation(`the victim's object is answered unlike a missing one: ${summarise(answer)} vs ${summarise(missing)}`));
      }
    }
    if (probe.expect === 'session-invalid') {
      result.sessionChecks.expected += 1;
      if (answer.status !== 401 || codeOf(answer) !== 2)
        result.sessionChecks.failed.push(violation(`expected HTTP 401 code 2, got ${summarise(answer)}`));
    }
    if (probe.expect === 'forbidden') {
      result.forbiddenChecks.expected += 1;
      if (answer.status !== 403 || codeOf(answer) !== 1403)
        result.forbiddenChecks.failed.push(violation(`expected HTTP 403 code 1403, got ${summarise(answer)}`));
    }
    const refused = answer.status === 401 || answer.status === 403;
    const staffOnly = target.staffOnly.has(name);
    if (isControl && staffOnly) {
      result.staffOnlyChecks.expected += 1;
      if (answer.status !== 403 || codeOf(answer) !== 1613)
        result.staffOnlyChecks.failed.push(
          violation(`a player's request to a staff-only route: expected HTTP 403 code 1613, got ${summarise(answer)}`),
        );
    }
    if (isControl && !staffOnly && probe.route.viewer && probe.route.viewer !== 'optional' && refused) {
      result.refusedControls.push(violation(`the attacker's own request was refused: ${summarise(answer)}`));
    }
    if (isControl && !probe.route.viewer && codeOf(answer) === 2) {
      result.undocumented.push(violation(`answers a live session code 2, yet the document shows no token scheme: ${summarise(answer)}`));
    }

    const changed = changedTables(baseline, await snapshotRows(target.pool, target.victim));
    if (changed.length > 0) {
      result.writes.push(violation(`changed the victim's ${changed.join(', ')} (answer ${summarise(answer)})`));
      await plan.rearm();
      baseline = await snapshotRows(target.pool, target.victim);
    }
    // A logout route (or a password change) may end the attacker's own session; later probes
    // need a live one, or they would only test the missing-session path.
    if (probe.token === 'attacker' && !(await sessionAlive(target.url, attackerToken))) {
      attackerToken = await logIn(target.url, target.attacker);
      result.renewals += 1;
    }
  };

  for (const probe of plan.controls) await judge(probe, true);
  for (const route of plan.routes) {
    for (const probe of plan.probesFor(route)) await judge(probe, false);
  }
  return result;
}
