import type { ApiOperation, JsonSchema } from '../openapi-operations';
import { multipartBody } from './actors';

/**
 * The attacks on one route, built from its OpenAPI operation. A probe names which token it
 * carries (the runner adds the current one), what the route must answer, and what the request
 * says about the victim (so an answer that only echoes it is not counted as a read).
 */
export type TokenKind = 'none' | 'stale' | 'garbage' | 'attacker';
export type Expectation = 'session-invalid' | 'forbidden' | 'no-leak';

export interface ProbeRequest {
  method: string;
  /** Path with the query string. */
  url: string;
  headers: Record<string, string>;
  body?: string | Uint8Array<ArrayBuffer>;
}

export interface Probe {
  route: ApiOperation;
  variant: string;
  detail: string;
  token: TokenKind;
  /** The stale token a `stale` probe carries. */
  staleToken?: string;
  request: ProbeRequest;
  expect: Expectation;
  /** The same request naming objects that do not exist: the victim's must be answered alike. */
  twin?: { request: ProbeRequest; normalise: string[] };
  sent: string[];
}

/** A field that names something a player owns, with the victim's values and a missing one. */
export interface OwnedIdField {
  field: string;
  /** One request per value. */
  victimValues: unknown[];
  /** A value of the same shape that names nothing (twin requests); none: no twin. */
  missing?: unknown;
  /** Tried on public routes too (order numbers), or on routes with a token only (a phone). */
  publicRoutes: boolean;
}

export interface ProbeContext {
  victimUid: string;
  attackerUid: string;
  /** The attacker's own values by field name (what a normal request of theirs would send). */
  values: Record<string, unknown>;
  ownedIds: OwnedIdField[];
  stale: { kind: string; token: string }[];
  /** The upload of a multipart route. */
  file: () => Buffer;
  /** More ways to spell the victim's uid (full form). */
  spellings: boolean;
}

export const GARBAGE_TOKEN = 'not-a-session-token-0000000000000000000000';

const hasBody = (method: string) => method !== 'GET' && method !== 'HEAD';

export function exampleOf(schema: JsonSchema): unknown {
  if (schema.enum?.length) return schema.enum[0];
  if (schema.default !== undefined) return schema.default;
  const type = Array.isArray(schema.type) ? schema.type.find((t) => t !== 'null') : schema.type;
  if (type === 'integer' || type === 'number') return Math.max(1, schema.minimum ?? 1);
  if (type === 'boolean') return true;
  if (type === 'array') return [];
  if (type === 'object') return {};
  return 'x'.repeat(Math.max(1, schema.minLength ?? 1));
}

/** Each field's value: the attacker's own where known, else an example for a required one. */
function pick(properties: Record<string, JsonSchema>, required: readonly string[], values: Record<string, unknown>) {
  const fields: Record<string, unknown> = {};
  for (const [name, property] of Object.entries(properties)) {
    if (name in values) fields[name] = values[name];
    else if (required.includes(name)) fields[name] = exampleOf(property);
  }
  return fields;
}

const asText = (value: unknown) =>
  Array.isArray(value) ? value.join(',') : typeof value === 'object' ? JSON.stringify(value) : String(value);

interface Shape {
  pathValues: Record<string, unknown>;
  query: [string, string][];
  body: Record<string, unknown>;
  encoding: 'json' | 'form' | 'multipart' | 'none';
  headers: Record<string, string>;
  multipartFields?: { before: Record<string, string>; after: Record<string, string> };
}

function render(route: ApiOperation, shape: Shape, file: () => Buffer): ProbeRequest {
  let path = route.path;
  for (const [name, value] of Object.entries(shape.pathValues)) path = path.replace(`{${name}}`, encodeURIComponent(asText(value)));
  const query = new URLSearchParams(shape.query).toString();
  const request: ProbeRequest = { method: route.method, url: query ? `${path}?${query}` : path, headers: { ...shape.headers } };
  if (shape.encoding === 'json') {
    request.headers['content-type'] = 'application/json';
    request.body = JSON.stringify(shape.body);
  } else if (shape.encoding === 'form') {
    request.headers['content-type'] = 'application/x-www-form-urlencoded';
    request.body = new URLSearchParams(Object.entries(shape.body).map(([k, v]): [string, string] => [k, asText(v)])).toString();
  } else if (shape.encoding === 'multipart') {
    const fields = shape.multipartFields ?? { before: {}, after: {} };
    const { body, contentType } = multipartBody(fields.before, { field: 'file', bytes: file() }, fields.after);
    request.headers['content-type'] = contentType;
    request.body = body;
  }
  return request;
}

/** The attacker's ordinary request to a route (the control, and the base every attack varies). */
function baseShape(route: ApiOperation, values: Record<string, unknown>): Shape {
  const pathValues = pick(Object.fromEntries(route.pathParams.map((name) => [name, {}])), route.pathParams, values);
  const queryValues = pick(route.query, Object.keys(route.query), values);
  const query = Object.entries(queryValues).map(([k, v]): [string, string] => [k, asText(v)]);
  const body = pick(route.body?.properties ?? {}, route.body?.required ?? [], values);
  const encoding = route.multipart ? 'multipart' : hasBody(route.method) ? 'json' : 'none';
  return { pathValues, query, body, encoding, headers: {} };
}

export function controlProbe(route: ApiOperation, context: ProbeContext): Probe {
  return {
    route,
    variant: 'own request',
    detail: '',
    token: 'attacker',
    request: render(route, baseShape(route, context.values), context.file),
    expect: 'no-leak',
    sent: [],
  };
}

/**
 * Every attack on one route. Protected routes (the token scheme): no token, each stale token,
 * a garbage token. Every route: the attacker's session with the victim's uid in a JSON body, a
 * form body, the query, the uid header, each path parameter and (uploads) multipart fields
 * before and after the file — answered 403 where the route needs or checks a session, ignored
 * elsewhere; and the victim's objects named by id.
 */
export function probesFor(route: ApiOperation, context: ProbeContext): Probe[] {
  const probes: Probe[] = [];
  const base = baseShape(route, context.values);
  const add = (probe: Omit<Probe, 'route' | 'request' | 'sent'> & { shape: Shape; sent?: string[] }) => {
    const { shape, sent = [], ...rest } = probe;
    probes.push({ route, ...rest, request: render(route, shape, context.file), sent });
  };

  const rule = route.viewer;
  if (rule) {
    add({ variant: 'no token', detail: '', token: 'none', shape: base, expect: rule === 'required' ? 'session-invalid' : 'no-leak' });
    const expect: Expectation = rule === 'optional' ? 'no-leak' : 'session-invalid';
    for (const stale of context.stale) {
      add({ variant: 'stale token', detail: stale.kind, token: 'stale', staleToken: stale.token, shape: base, expect });
    }
    add({ variant: 'garbage token', detail: '', token: 'garbage', shape: base, expect });
  }

  for (const [variant, detail, shape] of uidPlacements(route, base, context)) {
    // A path parameter is an object's id, not a claim of who is asking: only nothing may leak.
    const claim = variant !== 'uid in path';
    const expect: Expectation = claim && (rule === 'required' || rule === 'checked') ? 'forbidden' : 'no-leak';
    add({ variant, detail, token: 'attacker', shape, expect, sent: [context.victimUid] });
  }

  // The victim's objects named by id: with the attacker's session, and (public routes) with none.
  for (const owned of context.ownedIds) {
    if (!rule && !owned.publicRoutes) continue;
    const where = locate(route, owned.field);
    if (!where) continue;
    for (const value of owned.victimValues) {
      for (const token of rule ? (['attacker'] as const) : (['none', 'attacker'] as const)) {
        const sent = [value].flat().map(String);
        const probe: Probe = {
          route,
          variant: "victim's ids",
          detail: `${owned.field}=${asText(value)}${token === 'none' ? ', no token' : ''}`,
          token,
          request: render(route, place(base, where, owned.field, value), context.file),
          expect: 'no-leak',
          sent,
        };
        if (owned.missing !== undefined) {
          // Long ids only: a short number would also replace unrelated numbers in the answer.
          const normalise = [...sent, ...[owned.missing].flat().map(String)].filter((text) => text.length >= 8);
          probe.twin = { request: render(route, place(base, where, owned.field, owned.missing), context.file), normalise };
        }
        probes.push(probe);
      }
    }
  }
  return probes;
}

/** The victim's uid in every place a client can put one: [variant, detail, request shape]. */
function uidPlacements(route: ApiOperation, base: Shape, context: ProbeContext): [string, string, Shape][] {
  const victim = context.victimUid;
  const attacker = context.attackerUid;
  const jsonUids: unknown[] = context.spellings ? [victim, Number(victim), ` ${victim} `, [victim], [attacker, victim]] : [victim];
  const textUids = context.spellings ? [victim, ` ${victim} `, `${attacker},${victim}`] : [victim];
  const placements: [string, string, Shape][] = [];
  if (hasBody(route.method)) {
    for (const uid of jsonUids)
      placements.push(['uid in JSON body', JSON.stringify(uid), { ...base, encoding: 'json', body: { ...base.body, uid } }]);
    for (const uid of textUids)
      placements.push(['uid in form body', JSON.stringify(uid), { ...base, encoding: 'form', body: { ...base.body, uid } }]);
  }
  for (const uid of textUids) placements.push(['uid in query', JSON.stringify(uid), { ...base, query: [...base.query, ['uid', uid]] }]);
  if (context.spellings) {
    placements.push(['uid in query', 'twice, own first', { ...base, query: [...base.query, ['uid', attacker], ['uid', victim]] }]);
  }
  for (const uid of textUids) placements.push(['uid in header', JSON.stringify(uid), { ...base, headers: { uid } }]);
  if (route.pathParams.length > 0) {
    const pathValues = Object.fromEntries(route.pathParams.map((name) => [name, victim]));
    placements.push(['uid in path', route.pathParams.join(','), { ...base, pathValues }]);
  }
  if (route.multipart) {
    const fields: [string, NonNullable<Shape['multipartFields']>][] = [
      ['before the file', { before: { uid: victim }, after: {} }],
      ['after the file', { before: {}, after: { uid: victim } }],
    ];
    if (context.spellings) fields.push(['own before, victim after', { before: { uid: attacker }, after: { uid: ` ${victim}` } }]);
    for (const [where, multipartFields] of fields) placements.push(['uid in multipart', where, { ...base, multipartFields }]);
  }
  return placements;
}

type Location = 'path' | 'query' | 'body';

/** Whether a route takes one of the owned-id fields (for routes without a token: the public ones). */
export function takesOwnedIds(route: ApiOperation, ownedIds: readonly OwnedIdField[]): boolean {
  return ownedIds.some((owned) => (route.viewer || owned.publicRoutes) && locate(route, owned.field) !== undefined);
}

function locate(route: ApiOperation, field: string): Location | undefined {
  if (route.pathParams.includes(field)) return 'path';
  if (field in route.query) return 'query';
  if (route.body?.properties && field in route.body.properties) return 'body';
  return undefined;
}

function place(base: Shape, where: Location, field: string, value: unknown): Shape {
  if (where === 'path') return { ...base, pathValues: { ...base.pathValues, [field]: value } };
  if (where === 'query') return { ...base, query: [...base.query.filter(([k]) => k !== field), [field, asText(value)]] };
  return { ...base, body: { ...base.body, [field]: value } };
}
