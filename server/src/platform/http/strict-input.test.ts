import { coerceText, findUnstorableText, TOO_DEEP } from './strict-input';

const integer = { type: 'integer' };
const body = {
  type: ['object', 'null'],
  properties: {
    id: integer,
    price: { type: 'number' },
    on: { type: 'boolean' },
    name: { type: 'string' },
    ids: { type: 'array', items: integer },
  },
};

describe('coerceText: text becomes a number only when written as one', () => {
  it.each([
    ['1', 1],
    ['0', 0],
    ['-3', -3],
    ['2147483648', 2147483648],
  ])('integer %j → %j', (text, value) => {
    expect(coerceText(text, integer)).toBe(value);
  });

  it.each(['1.0', ' 1', '1 ', '0x1', '+1', '01', '1e3', '', 'true', '9007199254740993', '١'])(
    'integer %j stays text (Ajv then refuses it)',
    (text) => {
      expect(coerceText(text, integer)).toBe(text);
    },
  );

  it('converts the fields of a form body by their schema and leaves the rest', () => {
    const form = { id: '12', price: '6.50', on: 'true', name: '007', ids: '5', extra: '1' };
    expect(coerceText(form, body)).toEqual({ id: 12, price: 6.5, on: true, name: '007', ids: [5], extra: '1' });
  });

  it('does not turn booleans, lists or objects into integers', () => {
    expect(coerceText(true, integer)).toBe(true);
    expect(coerceText([1], integer)).toEqual([1]);
    expect(coerceText({ a: 1 }, integer)).toEqual({ a: 1 });
  });

  it('tries each branch of a union in order', () => {
    const idOrSlug = { anyOf: [integer, { type: 'string' }] };
    expect(coerceText('7', idOrSlug)).toBe(7);
    expect(coerceText('rpg', idOrSlug)).toBe('rpg');
    expect(coerceText('7', { type: ['string', 'integer'] })).toBe('7');
  });
});

describe('findUnstorableText', () => {
  it('names the first field holding a NUL character or a lone surrogate', () => {
    expect(findUnstorableText({ a: 'ok', b: { c: ['x', 'y\u0000'] } })).toBe('b.c[1]');
    expect(findUnstorableText({ name: 'abc\uD800' })).toBe('name');
    expect(findUnstorableText({ name: '😀 王者' })).toBeNull();
    expect(findUnstorableText('text\u0000')).toBe('');
    expect(findUnstorableText({ 'k\u0000': 1 })).toBe('?');
  });

  it('reports input nested deeper than 32 levels without using the call stack', () => {
    let deep: unknown = 'x';
    for (let i = 0; i < 100_000; i += 1) deep = [deep];
    expect(findUnstorableText(deep)).toBe(TOO_DEEP);
    let fine: unknown = 'x';
    for (let i = 0; i < 31; i += 1) fine = { a: fine };
    expect(findUnstorableText(fine)).toBeNull();
  });
});
