import type { JsonSchema } from '../openapi-operations';

/**
 * Whether text sent in a query, a path or a form body is a valid value of its field — the same
 * rules the server documents (README "Input"): an integer is decimal digits with an optional
 * minus, no spaces, no leading zeros, within the schema's range; a boolean is `true` or `false`;
 * text holds no NUL, is well-formed, within its length and, for an enum, one of its values.
 * The fuzz suite uses it to know which of its text requests the server must refuse.
 */
export function textIsValid(text: string, schema: JsonSchema): boolean {
  const types = schema.type === undefined ? [] : Array.isArray(schema.type) ? schema.type : [schema.type];
  if (schema.enum) return schema.enum.map(String).includes(text);
  if (types.length === 0) return true;
  if (types.includes('string') && stringIsValid(text, schema)) return true;
  if (types.includes('integer') || types.includes('number')) {
    const pattern = types.includes('integer') ? /^-?(0|[1-9]\d*)$/ : /^-?(0|[1-9]\d*)(\.\d+)?$/;
    if (pattern.test(text)) {
      const value = Number(text);
      const inRange =
        (!types.includes('integer') || Number.isSafeInteger(value)) &&
        (schema.minimum === undefined || value >= schema.minimum) &&
        (schema.maximum === undefined || value <= schema.maximum);
      if (inRange) return true;
    }
  }
  if (types.includes('boolean') && (text === 'true' || text === 'false')) return true;
  if (types.includes('array')) return true;
  return false;
}

function stringIsValid(text: string, schema: JsonSchema): boolean {
  if (text.includes('\u0000') || !text.isWellFormed()) return false;
  if (schema.maxLength !== undefined && text.length > schema.maxLength) return false;
  if (schema.minLength !== undefined && text.length < schema.minLength) return false;
  return true;
}

/** How a value travels as text (a form field, a query parameter, a path segment). */
export function asText(value: unknown): string {
  if (typeof value === 'string') return value;
  if (Array.isArray(value)) return value.map(String).join(',');
  return JSON.stringify(value) ?? '';
}
