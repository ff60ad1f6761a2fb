import { asJson, encodeForm, takeJsonMarker, withAppId } from './payload';

describe('payload helpers', () => {
  it('encodeForm skips null/undefined, repeats array keys and sends objects as JSON', () => {
    expect(encodeForm({ a: 1, b: undefined, c: null, d: [1, 2], e: { x: 1 }, f: true })).toBe('a=1&d=1&d=2&e=%7B%22x%22%3A1%7D&f=true');
  });

  it('withAppId treats null as missing but keeps 0', () => {
    expect(withAppId({ appID: null })).toEqual({ appID: 2008 });
    expect(withAppId({ appID: 0 })).toEqual({ appID: 0 });
    const query = new URLSearchParams('appID=3');
    expect((withAppId(query) as URLSearchParams).getAll('appID')).toEqual(['3']);
  });

  it('asJson adds the marker that takeJsonMarker removes', () => {
    const marked = asJson({ a: 1 });
    expect(takeJsonMarker(marked)).toEqual({ rest: { a: 1 }, json: true });
    expect(takeJsonMarker({ a: 1 })).toEqual({ rest: { a: 1 }, json: false });
  });
});
