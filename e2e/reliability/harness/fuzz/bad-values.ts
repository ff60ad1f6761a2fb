import type { JsonSchema } from '../openapi-operations';

/**
 * The values the fuzz suite puts into one field, by what the field's schema says it is. Two
 * kinds, because they are judged differently:
 *  - `refuse`: invalid whatever the other fields hold (a wrong JSON type, out of the schema's
 *    range, a NUL character, broken Unicode, not one of an enum): the answer must be a 4xx and
 *    nothing may change in the database;
 *  - `odd`: strange but possibly acceptable (empty, emoji, right-to-left marks, SQL and HTML
 *    look-alikes, numbers past PostgreSQL's integer): any answer but a 5xx.
 */
export interface FieldValue {
  value: unknown;
  label: string;
  refuse: boolean;
  /** Sent as form or query text rather than as a JSON value. */
  asText?: boolean;
}

const INT32_MAX = 2_147_483_647;

/** The JSON types a schema accepts, alternatives (anyOf/oneOf) and OpenAPI's `nullable` included; [] for any. */
function typesOf(schema: JsonSchema): string[] {
  const alternatives = schema.anyOf ?? schema.oneOf ?? [];
  if (alternatives.some((alternative) => typesOf(alternative).length === 0)) return [];
  const own = schema.type === undefined ? [] : Array.isArray(schema.type) ? schema.type : [schema.type];
  const types = [...own, ...alternatives.flatMap(typesOf)];
  if (types.length === 0) return [];
  return schema.nullable ? [...types, 'null'] : types;
}

const ODD_TEXT: [string, string][] = [
  ['empty', ''],
  ['spaces', '   '],
  ['emoji', '😀👾🎮'],
  ['right-to-left override', '\u202eabc'],
  ['zero-width joiner', 'a\u200db'],
  ['line separator', 'a\u2028b'],
  ['sql look-alike', "' OR '1'='1' --"],
  ['html look-alike', '<script>alert(1)</script>'],
  ['path look-alike', '../../../etc/passwd'],
  ['percent-encoded NUL as text', '%00'],
  ['fullwidth digits', '１２３'],
  ['combining marks', 'e\u0301\u0301\u0301'],
  ['astral plane', '\u{1F600}\u{10FFFF}'],
  ['control characters', '\u0001\u0007\u001b[31m'],
  ['json in a string', '{"a":1}'],
  ['prototype name', '__proto__'],
];

/** Values a field of this schema must refuse, and odd ones it may take. */
export function valuesFor(schema: JsonSchema): FieldValue[] {
  const types = typesOf(schema);
  const values: FieldValue[] = [];
  const refuse = (label: string, value: unknown, asText = false) => values.push({ label, value, refuse: true, asText });
  const odd = (label: string, value: unknown, asText = false) => values.push({ label, value, refuse: false, asText });
  const acceptsString = types.includes('string') || types.length === 0;
  const acceptsNull = types.includes('null') || types.length === 0;

  if (schema.enum) {
    refuse('not one of the enum', '__not_in_enum__');
    refuse(
      'enum value in another case',
      String(schema.enum[0]).toUpperCase() === String(schema.enum[0]) ? 'zz' : String(schema.enum[0]).toUpperCase(),
    );
  }
  if (types.includes('integer') || types.includes('number')) {
    if (!acceptsString) {
      refuse('integer as a JSON string', '1');
      for (const [label, text] of [
        ['decimal point', '1.0'],
        ['leading space', ' 1'],
        ['hex', '0x1'],
        ['exponent', '1e3'],
        ['plus sign', '+1'],
        ['leading zero', '01'],
        ['letters', 'abc'],
        ['fullwidth digit', '１'],
        ['empty text', ''],
      ] as const) {
        refuse(`${label} as text`, text, true);
      }
    }
    refuse('boolean', true);
    refuse('array', [1]);
    refuse('object', { value: 1 });
    if (types.includes('integer')) refuse('fraction', 1.5);
    if (!acceptsNull) refuse('null', null);
    refuse('beyond a safe integer', 2 ** 53 + 2);
    refuse('a huge number', 1e300);
    if (schema.maximum !== undefined) refuse('maximum + 1', schema.maximum + 1);
    if (schema.minimum !== undefined) refuse('minimum − 1', schema.minimum - 1);
    odd('PostgreSQL integer + 1', INT32_MAX + 1);
    odd('PostgreSQL integer − 1 below', -INT32_MAX - 2);
    odd('zero', 0);
    odd('minus one', -1);
  }
  if (acceptsString && !types.includes('integer')) {
    if (types.length > 0) {
      refuse('number', 12345);
      refuse('boolean', false);
      refuse('array', ['a']);
      refuse('object', { a: 'b' });
      if (!acceptsNull) refuse('null', null);
    }
    refuse('NUL character', 'ab\u0000cd');
    refuse('lone surrogate', 'ab\ud800cd');
    if (schema.maxLength !== undefined) refuse('one character too long', 'x'.repeat(schema.maxLength + 1));
    else odd('10 000 characters', '字'.repeat(10_000));
    for (const [label, text] of ODD_TEXT) odd(label, text);
  }
  if (types.includes('boolean')) {
    refuse('boolean as a number', 1);
    refuse('boolean as text "yes"', 'yes', true);
  }
  if (types.includes('array')) {
    refuse('array as an object', { 0: 'a' });
    odd(
      'a thousand items',
      Array.from({ length: 1000 }, (_, i) => i),
    );
  }
  if (types.length === 0) {
    // Type.Unknown: the route parses it itself.
    odd('nested object', { a: { b: { c: [1, 'x', null] } } });
    odd('array of strings', ['1', 'x', '-1']);
    odd('huge number', 1e300);
    odd('boolean', true);
  }
  return values;
}
