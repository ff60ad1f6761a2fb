import { STORAGE_KEYS, readString, removeKey, writeString } from '../storage';

/**
 * Spec §3/§4/§9: an invitation/channel code arrives in the page address as `inviteCode` or
 * `code`; it is kept (so it survives navigating around before registering) and cleared once a
 * registration has consumed it. The same value is the channel identifier at start-up
 * (fallback '0').
 */
export const DEFAULT_CHANNEL_ID = '0';
const MAX_CODE_LENGTH = 32;

/** The code in a query string, or null. `inviteCode` wins over `code` when both are present. */
export function inviteCodeFromSearch(search: string): string | null {
  const params = new URLSearchParams(search);
  const value = (params.get('inviteCode') ?? params.get('code') ?? '').trim();
  return value && value.length <= MAX_CODE_LENGTH && /^[\w-]+$/.test(value) ? value : null;
}

/** Keeps the code from the address, if there is one; returns the code now held. */
export function captureInviteCode(search: string): string | null {
  const fromAddress = inviteCodeFromSearch(search);
  if (fromAddress) writeString(STORAGE_KEYS.inviteCode, fromAddress);
  return fromAddress ?? readString(STORAGE_KEYS.inviteCode);
}

export function readInviteCode(): string | null {
  return readString(STORAGE_KEYS.inviteCode);
}

/** Called after a registration that carried the code succeeded. */
export function clearInviteCode(): void {
  removeKey(STORAGE_KEYS.inviteCode);
}

/** Spec §4 start-up: the channel identifier from `code` or `inviteCode`, else '0'. */
export function channelIdFromSearch(search: string): string {
  return inviteCodeFromSearch(search) ?? readInviteCode() ?? DEFAULT_CHANNEL_ID;
}
