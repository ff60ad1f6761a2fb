import { STORAGE_KEYS, readString, writeString } from '../storage';

/**
 * Spec §3: the device id `h5_device_id` is a generated uuid without dashes, created once per
 * browser and kept. `crypto.randomUUID` exists only in secure contexts (https, localhost); a page
 * served over plain http still has `crypto.getRandomValues`, so the v4 uuid is built from that.
 */
export const DEVICE_ID_PATTERN = /^[0-9a-f]{32}$/;

export function generateDeviceId(random: (bytes: Uint8Array) => Uint8Array = (b) => crypto.getRandomValues(b)): string {
  const bytes = random(new Uint8Array(16));
  bytes[6] = (bytes[6]! & 0x0f) | 0x40; // version 4
  bytes[8] = (bytes[8]! & 0x3f) | 0x80; // RFC 4122 variant
  return Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
}

/** The stored device id, generated and stored on first use; '' when storage is unavailable. */
export function getDeviceId(): string {
  const stored = readString(STORAGE_KEYS.deviceId);
  if (stored && DEVICE_ID_PATTERN.test(stored)) return stored;
  const id = generateDeviceId();
  return writeString(STORAGE_KEYS.deviceId, id) ? id : '';
}
