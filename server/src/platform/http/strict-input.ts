import { ResultCode } from '@portal/shared/types';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { AppError } from './app-error';

/**
 * Input is taken as written, never guessed at. Ajv's own coercion (Fastify's default) turned
 * `true`, `[1]`, `"1.0"`, `" 1"` and `"0x1"` into the integer 1, so a client's mistake (or an
 * attacker's probe) was silently accepted as an amount. Here Ajv coerces nothing; instead the
 * parts of a request that can only be text — the query, the path and form-encoded bodies — are
 * converted by this file, against the route's schema, with strict rules: an integer is written
 * in decimal digits without spaces, signs or leading zeros (`-` only where a schema allows
 * negatives), a number likewise with an optional fraction, a boolean is `true` or `false`.
 * Anything else stays text and Ajv refuses it with a message naming the field. JSON bodies keep
 * their JSON types: `"1"` is not an integer there.
 *
 * Text that PostgreSQL cannot store (a NUL character) or that is not well-formed Unicode (a
 * lone surrogate) is refused here too, with the field's name, instead of failing in a query.
 */

interface JsonSchema {
  type?: string | string[];
  properties?: Record<string, JsonSchema>;
  items?: JsonSchema;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
}

const INTEGER = /^-?(0|[1-9]\d*)$/;
const NUMBER = /^-?(0|[1-9]\d*)(\.\d+)?$/;
const BOOLEANS: Record<string, boolean> = { true: true, false: false };

function typesOf(schema: JsonSchema): string[] {
  if (schema.type === undefined) return [];
  return Array.isArray(schema.type) ? schema.type : [schema.type];
}

/** A parsed record (JSON, or a query/form parser's prototype-less object), not a list or bytes. */
function isRecord(value: unknown): value is Record<string, unknown> {
  return value !== null && typeof value === 'object' && !Array.isArray(value) && !Buffer.isBuffer(value);
}

/** `text` converted to what `schema` asks for, when it is written exactly so; otherwise unchanged. */
export function coerceText(value: unknown, schema: JsonSchema | undefined): unknown {
  if (!schema || value === undefined || value === null) return value;
  const branches = schema.anyOf ?? schema.oneOf;
  if (branches) {
    for (const branch of branches) {
      const converted = coerceText(value, branch);
      if (converted !== value) return converted;
    }
    return value;
  }
  const types = typesOf(schema);
  if (typeof value === 'string') {
    if (types.length === 0 || types.includes('string')) return value;
    if (types.includes('integer') && INTEGER.test(value)) {
      const number = Number(value);
      if (Number.isSafeInteger(number)) return number;
    }
    if (types.includes('number') && NUMBER.test(value) && value.length <= 32) return Number(value);
    if (types.includes('boolean') && value in BOOLEANS) return BOOLEANS[value];
    // A form or query names a list field once: that one value is the list.
    if (types.includes('array')) return [coerceText(value, schema.items)];
    return value;
  }
  if (Array.isArray(value)) {
    return types.includes('array') ? value.map((item) => coerceText(item, schema.items)) : value;
  }
  if (isRecord(value) && schema.properties) {
    for (const [key, property] of Object.entries(schema.properties)) {
      if (Object.hasOwn(value, key)) value[key] = coerceText(value[key], property);
    }
  }
  return value;
}

/** Deeper than this, a request's input is refused: no API shape nests more than a few levels. */
export const MAX_INPUT_DEPTH = 32;

/**
 * The first text value that PostgreSQL could not store or that is broken Unicode, by field
 * path; `DEPTH` when the input nests deeper than MAX_INPUT_DEPTH. Walked with a stack of its own,
 * so input nested 20 000 deep costs a refusal, not the call stack.
 */
export const TOO_DEEP = Symbol('too deep');

export function findUnstorableText(root: unknown): string | typeof TOO_DEEP | null {
  const stack: { value: unknown; path: string; depth: number }[] = [{ value: root, path: '', depth: 0 }];
  while (stack.length > 0) {
    const { value, path, depth } = stack.pop()!;
    if (typeof value === 'string') {
      if (value.includes('\u0000') || !value.isWellFormed()) return path;
      continue;
    }
    if (value === null || typeof value !== 'object') continue;
    if (depth >= MAX_INPUT_DEPTH) return TOO_DEEP;
    const entries = Array.isArray(value) ? value.map((item, index) => [`[${index}]`, item] as const) : Object.entries(value);
    // Pushed in reverse, so fields are reported in their order.
    for (let index = entries.length - 1; index >= 0; index -= 1) {
      const [key, item] = entries[index]!;
      if (!Array.isArray(value) && (!key.isWellFormed() || key.includes('\u0000'))) return path ? `${path}.?` : '?';
      const childPath = Array.isArray(value) ? `${path}${key}` : path ? `${path}.${key}` : key;
      stack.push({ value: item, path: childPath, depth: depth + 1 });
    }
  }
  return null;
}

const PART_NAMES = { query: '查询参数', params: '路径参数', body: '请求体' } as const;

function checkStorable(request: FastifyRequest, part: keyof typeof PART_NAMES): void {
  const value = request[part];
  // A raw text body (a payment notification) is kept as sent: its route stores it escaped.
  if (part === 'body' && typeof value === 'string') return;
  const field = findUnstorableText(value);
  if (field === TOO_DEEP) throw new AppError(ResultCode.badRequest, 400, `参数错误：${PART_NAMES[part]}嵌套过深`);
  if (field !== null) {
    throw new AppError(ResultCode.badRequest, 400, `参数错误：${field || PART_NAMES[part]} 含有无法处理的字符（空字符或不完整的 Unicode）`);
  }
}

function isFormBody(request: FastifyRequest): boolean {
  return (request.headers['content-type'] ?? '').toLowerCase().startsWith('application/x-www-form-urlencoded');
}

function checkInput(request: FastifyRequest): void {
  // Only upload routes read multipart bodies; elsewhere one would be left unread and ignored.
  const consumes = (request.routeOptions.schema as { consumes?: string[] } | undefined)?.consumes ?? [];
  if (request.isMultipart() && !consumes.includes('multipart/form-data')) throw new AppError(ResultCode.unsupportedMediaType, 415);
  checkStorable(request, 'params');
  checkStorable(request, 'query');
  checkStorable(request, 'body');
  const schema = request.routeOptions.schema as { querystring?: JsonSchema; params?: JsonSchema; body?: JsonSchema } | undefined;
  if (!schema) return;
  if (schema.querystring) coerceText(request.query, schema.querystring);
  if (schema.params) coerceText(request.params, schema.params);
  if (schema.body && isFormBody(request)) coerceText(request.body, schema.body);
}

export const strictInputPlugin = fp(
  async (app: FastifyInstance) => {
    // A callback hook: it runs on every request, and an async one cost each a promise.
    app.addHook('preValidation', (request, _reply, done) => {
      try {
        checkInput(request);
      } catch (error) {
        return done(error as Error);
      }
      done();
    });
  },
  { name: 'strict-input' },
);
