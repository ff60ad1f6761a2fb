import { randomInt } from 'node:crypto';
import type { ApiOperation, JsonSchema } from '../openapi-operations';
import { type FieldValue, valuesFor } from './bad-values';
import { asText, textIsValid } from './text-oracle';

/**
 * The fuzz suite's requests, generated from the API document so every route — including routes
 * added later — is covered without a list here. A case starts from a plausible request (real
 * ids, the fuzz player's token) and breaks one thing: one field's value (bad-values.ts), one
 * required field left out, the body's encoding, the path, the method, a header. Random cases
 * break one to three fields at once. Each case says whether the server must refuse it (a 4xx)
 * or may answer anything but a 5xx.
 */
export interface FuzzRequest {
  method: string;
  url: string;
  headers: Record<string, string>;
  body?: string | Uint8Array;
}

export interface FuzzCase {
  route: string;
  label: string;
  refuse: boolean;
  request: FuzzRequest;
  /**
   * The server may refuse on the headers alone and close the connection while the client is still
   * sending (a body over the size limit): then "no answer" is a refusal, not a crash — the suite
   * still checks the server is up afterwards.
   */
  mayCloseEarly?: boolean;
}

/**
 * Plausible values by field name (real ids from the seeded catalogue and the fuzz player); a key
 * `<path>#<name>` gives one route its own value (a news id where `id` means news).
 */
export type KnownValues = Record<string, unknown>;

type Encoding = 'json' | 'form';
interface Shape {
  path: Record<string, string>;
  query: Record<string, unknown>;
  body: Record<string, unknown> | undefined;
  encoding: Encoding;
  headers: Record<string, string>;
}

const hasBody = (method: string) => method !== 'GET' && method !== 'DELETE';

function exampleOf(schema: JsonSchema): unknown {
  if (schema.enum?.length) return schema.enum[0];
  if (schema.default !== undefined) return schema.default;
  const types = schema.type === undefined ? [] : Array.isArray(schema.type) ? schema.type : [schema.type];
  if (types.includes('integer') || types.includes('number')) return Math.max(1, schema.minimum ?? 1);
  if (types.includes('string')) return 'x'.repeat(Math.max(1, schema.minLength ?? 1));
  if (types.includes('boolean')) return true;
  if (types.includes('array')) return [];
  return 'x';
}

function valueFor(route: ApiOperation, name: string, schema: JsonSchema, known: KnownValues): unknown {
  const own = `${route.path}#${name}`;
  if (own in known) return known[own];
  return name in known ? known[name] : exampleOf(schema);
}

/** The route's plausible request: every documented field with a plausible value. */
function baseShape(route: ApiOperation, known: KnownValues, token: string): Shape {
  const path = Object.fromEntries(route.pathParams.map((name) => [name, asText(valueFor(route, name, {}, known))]));
  const query = Object.fromEntries(Object.entries(route.query).map(([name, schema]) => [name, valueFor(route, name, schema, known)]));
  const properties = route.body?.properties ?? {};
  const body =
    hasBody(route.method) && !route.multipart
      ? Object.fromEntries(Object.entries(properties).map(([name, schema]) => [name, valueFor(route, name, schema, known)]))
      : undefined;
  const headers: Record<string, string> = route.viewer ? { token } : {};
  return { path, query, body, encoding: 'json', headers };
}

function render(route: ApiOperation, shape: Shape): FuzzRequest {
  let url = route.path;
  for (const [name, value] of Object.entries(shape.path)) url = url.replace(`{${name}}`, encodeURIComponent(value.toWellFormed()));
  const query = new URLSearchParams(Object.entries(shape.query).map(([k, v]): [string, string] => [k, asText(v)])).toString();
  const request: FuzzRequest = { method: route.method, url: query ? `${url}?${query}` : url, headers: { ...shape.headers } };
  if (shape.body !== undefined) {
    if (shape.encoding === 'json') {
      request.headers['content-type'] = 'application/json';
      request.body = JSON.stringify(shape.body);
    } else {
      request.headers['content-type'] = 'application/x-www-form-urlencoded';
      request.body = new URLSearchParams(Object.entries(shape.body).map(([k, v]): [string, string] => [k, asText(v)])).toString();
    }
  }
  return request;
}

const clone = (shape: Shape): Shape => ({
  path: { ...shape.path },
  query: { ...shape.query },
  body: shape.body ? { ...shape.body } : undefined,
  encoding: shape.encoding,
  headers: { ...shape.headers },
});

interface FieldMutation {
  /** The field it breaks (`query keyword`, `body appID`, `path id`): a random case breaks each field once. */
  field: string;
  label: string;
  refuse: boolean;
  apply(shape: Shape): void;
}

/** Every way of breaking one field of a route, judged for where the field travels. */
function fieldMutations(route: ApiOperation): FieldMutation[] {
  const mutations: FieldMutation[] = [];
  const bodySchema = route.body?.properties ?? {};
  const required = new Set(route.body?.required ?? []);
  const textual = (where: 'query' | 'path' | 'form', name: string, schema: JsonSchema, value: FieldValue): FieldMutation => {
    const text = asText(value.value);
    // A lone surrogate cannot travel as text: URL encoding replaces it, so it is not "refused".
    const refuse = text.isWellFormed() && !textIsValid(text, schema);
    return {
      field: `${where === 'form' ? 'body' : where} ${name}`,
      label: `${where} ${name}: ${value.label}`,
      refuse,
      apply(shape) {
        if (where === 'query') shape.query[name] = text;
        else if (where === 'path') shape.path[name] = text;
        else {
          shape.encoding = 'form';
          if (shape.body) shape.body[name] = text;
        }
      },
    };
  };
  for (const [name, schema] of Object.entries(route.query)) {
    for (const value of valuesFor(schema)) mutations.push(textual('query', name, schema, value));
  }
  for (const name of route.pathParams) {
    const schema: JsonSchema = route.path.includes('/download/')
      ? { type: 'integer', minimum: 1, maximum: 2_147_483_647 }
      : { type: 'string' };
    for (const value of [...valuesFor(schema), { label: 'dot segments', value: '..%2F..%2Fetc', refuse: false }]) {
      mutations.push(textual('path', name, schema, value));
    }
  }
  if (hasBody(route.method) && !route.multipart) {
    for (const [name, schema] of Object.entries(bodySchema)) {
      for (const value of valuesFor(schema)) {
        mutations.push({
          field: `body ${name}`,
          label: `json ${name}: ${value.label}`,
          refuse: value.refuse,
          apply(shape) {
            if (shape.body) shape.body[name] = value.value;
          },
        });
        mutations.push(textual('form', name, schema, value));
      }
      if (required.has(name)) {
        mutations.push({
          field: `body ${name}`,
          label: `json without required ${name}`,
          refuse: true,
          apply(shape) {
            if (shape.body) delete shape.body[name];
          },
        });
      }
    }
  }
  return mutations;
}

const RAW_BODIES: [string, string, string | Uint8Array, boolean][] = [
  // label, content type, body, must refuse (for a route that takes a JSON body)
  ['malformed JSON', 'application/json', '{"a":', true],
  ['JSON array body', 'application/json', '[1,2,3]', true],
  ['JSON string body', 'application/json', '"text"', true],
  ['JSON number body', 'application/json', '42', true],
  ['empty JSON body', 'application/json', '', true],
  ['__proto__ key', 'application/json', '{"__proto__":{"polluted":1}}', true],
  ['constructor.prototype key', 'application/json', '{"constructor":{"prototype":{"polluted":1}}}', true],
  ['duplicate keys', 'application/json', '{"page":1,"page":"x"}', false],
  ['deep nesting', 'application/json', `${'['.repeat(20_000)}${']'.repeat(20_000)}`, true],
  ['invalid UTF-8', 'application/json', new Uint8Array([0x7b, 0x22, 0x61, 0x22, 0x3a, 0x22, 0xff, 0xfe, 0x22, 0x7d]), false],
  ['text/plain', 'text/plain', 'hello', true],
  ['xml', 'application/xml', '<a>1</a>', true],
  ['JSON in UTF-16', 'application/json; charset=utf-16', '{}', false],
  ['broken multipart', 'multipart/form-data; boundary=zz', '--zz\r\nbroken', true],
  ['form with prototype keys', 'application/x-www-form-urlencoded', '__proto__[polluted]=1&constructor[prototype][polluted]=1', false],
  ['form with a bare percent', 'application/x-www-form-urlencoded', 'a=%&b=%zz', false],
];

/**
 * Breaking the request as a whole: encodings, sizes, methods, headers. `methodsOfPath`: the
 * methods the API has on this path (DELETE history is a call of its own, not GET's wrong method).
 */
function wholeRequestCases(route: ApiOperation, base: Shape, methodsOfPath: ReadonlySet<string>): FuzzCase[] {
  const cases: FuzzCase[] = [];
  const name = `${route.method} ${route.path}`;
  const plain = render(route, base);
  const takesJson = base.body !== undefined;
  // Only a route that documents a body must refuse one it cannot read; others may ignore it.
  const readsBody = route.body !== undefined;
  // The providers' notification endpoints take any body as raw text, by design.
  const rawText = route.path.includes('/payments/notify/');
  if (takesJson) {
    for (const [label, type, body, refuse] of RAW_BODIES) {
      cases.push({
        route: name,
        label,
        refuse: refuse && readsBody && !rawText,
        request: { ...plain, headers: { ...plain.headers, 'content-type': type }, body },
      });
    }
    cases.push({
      route: name,
      label: 'body over the size limit',
      refuse: true,
      mayCloseEarly: true,
      request: {
        ...plain,
        headers: { ...plain.headers, 'content-type': 'application/json' },
        body: `{"pad":"${'x'.repeat(2 * 1024 * 1024)}"}`,
      },
    });
  }
  if (route.viewer) {
    const withToken = (label: string, token: string, refuse: boolean) =>
      cases.push({ route: name, label, refuse, request: { ...plain, headers: { ...plain.headers, token } } });
    withToken('token of 8 000 characters', 'a'.repeat(8000), route.viewer !== 'optional');
    withToken('token with spaces and symbols', '  !@#$%^&*() ', route.viewer !== 'optional');
    cases.push({
      route: name,
      label: 'uid header not a number',
      refuse: route.viewer !== 'optional',
      request: { ...plain, headers: { ...plain.headers, uid: 'abc' } },
    });
    cases.push({
      route: name,
      label: 'uid header beyond any id',
      refuse: route.viewer !== 'optional',
      request: { ...plain, headers: { ...plain.headers, uid: '99999999999999999999' } },
    });
  }
  for (const method of ['PUT', 'PATCH', 'DELETE']) {
    if (!methodsOfPath.has(method)) cases.push({ route: name, label: `method ${method}`, refuse: true, request: { ...plain, method } });
  }
  if (Object.keys(route.query).length > 0) {
    const first = Object.keys(route.query)[0]!;
    const url = `${plain.url}${plain.url.includes('?') ? '&' : '?'}${first}=a&${first}=b`;
    cases.push({ route: name, label: `query ${first} twice`, refuse: false, request: { ...plain, url } });
  }
  return cases;
}

/** One case per field mutation and whole-request breakage of every route. */
export function systematicCases(routes: readonly ApiOperation[], known: KnownValues, token: string): FuzzCase[] {
  const cases: FuzzCase[] = [];
  const methods = new Map<string, Set<string>>();
  for (const route of routes) methods.set(route.path, (methods.get(route.path) ?? new Set()).add(route.method));
  for (const route of routes) {
    const base = baseShape(route, known, token);
    for (const mutation of fieldMutations(route)) {
      const shape = clone(base);
      mutation.apply(shape);
      cases.push({ route: `${route.method} ${route.path}`, label: mutation.label, refuse: mutation.refuse, request: render(route, shape) });
    }
    cases.push(...wholeRequestCases(route, base, methods.get(route.path)!));
  }
  return cases;
}

/** `count` cases breaking one to three fields of a random route at once (refused if any part must be). */
export function randomCases(routes: readonly ApiOperation[], known: KnownValues, token: string, count: number): FuzzCase[] {
  const withFields = routes.map((route) => ({ route, mutations: fieldMutations(route) })).filter((entry) => entry.mutations.length > 0);
  const cases: FuzzCase[] = [];
  while (cases.length < count) {
    const { route, mutations } = withFields[randomInt(withFields.length)]!;
    const shape = baseShape(route, known, token);
    // Distinct fields: a second value for the same field would replace the first one's verdict.
    const chosen: FieldMutation[] = [];
    for (let tries = 1 + randomInt(3); tries > 0; tries -= 1) {
      const pick = mutations[randomInt(mutations.length)]!;
      if (!chosen.some((mutation) => mutation.field === pick.field)) chosen.push(pick);
    }
    // Text mutations switch the body to a form: apply JSON ones after so both kinds mix as sent.
    for (const mutation of chosen) mutation.apply(shape);
    const refuse = chosen.some((mutation) => mutation.refuse) && sameEncodingAsJudged(chosen, shape);
    cases.push({
      route: `${route.method} ${route.path}`,
      label: chosen.map((m) => m.label).join(' + '),
      refuse,
      request: render(route, shape),
    });
  }
  return cases;
}

/** A JSON-value mutation is judged as JSON; once another mutation turned the body into a form, its verdict no longer holds. */
function sameEncodingAsJudged(chosen: readonly FieldMutation[], shape: Shape): boolean {
  if (shape.encoding === 'json') return true;
  return chosen.some((mutation) => mutation.refuse && !mutation.label.startsWith('json '));
}
