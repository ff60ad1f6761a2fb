import { readJson, readString, removeKey, writeJson, writeString } from './safe-storage';
import { STORAGE_KEYS, bulletinHideKey } from './storage-keys';

afterEach(() => {
  jest.restoreAllMocks();
  localStorage.clear();
});

describe('safe localStorage helpers', () => {
  it('round-trips strings and JSON', () => {
    expect(writeString('k', 'v')).toBe(true);
    expect(readString('k')).toBe('v');
    expect(writeJson('j', { a: 1 })).toBe(true);
    expect(readJson<{ a: number }>('j')).toEqual({ a: 1 });
    removeKey('k');
    expect(readString('k')).toBeNull();
  });

  it('reports a failed write instead of throwing when the quota is exceeded', () => {
    jest.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new DOMException('full', 'QuotaExceededError');
    });
    expect(writeString('k', 'v')).toBe(false);
    expect(writeJson('k', { a: 1 })).toBe(false);
  });

  it('returns null instead of throwing when storage cannot be read (private mode)', () => {
    jest.spyOn(Storage.prototype, 'getItem').mockImplementation(() => {
      throw new DOMException('denied', 'SecurityError');
    });
    jest.spyOn(Storage.prototype, 'removeItem').mockImplementation(() => {
      throw new DOMException('denied', 'SecurityError');
    });
    expect(readString('k')).toBeNull();
    expect(readJson('k')).toBeNull();
    expect(() => removeKey('k')).not.toThrow();
  });

  it('returns null for corrupt JSON and for a value the guard rejects', () => {
    localStorage.setItem('bad', '{not json');
    expect(readJson('bad')).toBeNull();
    localStorage.setItem('num', '5');
    const isString = (v: unknown): v is string => typeof v === 'string';
    expect(readJson('num', isString)).toBeNull();
  });

  it('does not throw on values JSON cannot serialise', () => {
    const cyclic: Record<string, unknown> = {};
    cyclic.self = cyclic;
    expect(writeJson('c', cyclic)).toBe(false);
  });
});

describe('storage keys (spec §3)', () => {
  it('names the device id, account, vipconfig and invite code keys', () => {
    expect(STORAGE_KEYS.deviceId).toBe('h5_device_id');
    expect(STORAGE_KEYS.vipConfig).toBe('vipconfig');
    expect(STORAGE_KEYS.account).toBe('portal_account');
    expect(STORAGE_KEYS.inviteCode).toBe('inviteCode');
  });

  it('builds the bulletin hide key from the uid plus the not-show suffix', () => {
    expect(bulletinHideKey('u42')).toBe('u42_notShowBulletin');
    expect(bulletinHideKey(7)).toBe('7_notShowBulletin');
  });
});
