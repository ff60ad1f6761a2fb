import { STORAGE_KEYS } from '../storage';
import { DEVICE_ID_PATTERN, generateDeviceId, getDeviceId } from './device-id';

beforeEach(() => window.localStorage.clear());

describe('device id h5_device_id (spec §3)', () => {
  it('is a v4 uuid without dashes: 32 lowercase hex characters', () => {
    const id = generateDeviceId();
    expect(id).toMatch(DEVICE_ID_PATTERN);
    expect(id).not.toContain('-');
    expect(id[12]).toBe('4');
    expect('89ab').toContain(id[16]!);
  });

  it('is generated once and then read back from localStorage under h5_device_id', () => {
    const first = getDeviceId();
    expect(window.localStorage.getItem(STORAGE_KEYS.deviceId)).toBe(first);
    expect(STORAGE_KEYS.deviceId).toBe('h5_device_id');
    expect(getDeviceId()).toBe(first);
  });

  it('replaces a stored value that is not a device id', () => {
    window.localStorage.setItem('h5_device_id', 'not-a-uuid');
    const id = getDeviceId();
    expect(id).toMatch(DEVICE_ID_PATTERN);
    expect(window.localStorage.getItem('h5_device_id')).toBe(id);
  });

  it('differs between two browsers', () => {
    expect(generateDeviceId()).not.toBe(generateDeviceId());
  });
});
