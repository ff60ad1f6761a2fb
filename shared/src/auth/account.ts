import type { Account } from './types';

/** Spec §3: the account's name defaults to a guest label. */
export const GUEST_NAME = '游客';

export function createGuestAccount(): Account {
  return {
    accountType: 0,
    age: 0,
    loginName: '',
    name: GUEST_NAME,
    needBind: false,
    needRealName: false,
    newAccount: false,
    sex: 0,
    token: '',
    uid: '',
  };
}

function asNumber(value: unknown, fallback: number): number {
  if (typeof value === 'number' && Number.isFinite(value)) return value;
  if (typeof value === 'string' && value.trim() !== '' && Number.isFinite(Number(value))) return Number(value);
  return fallback;
}

function asString(value: unknown, fallback: string): string {
  if (typeof value === 'string') return value;
  if (typeof value === 'number' && Number.isFinite(value)) return String(value);
  return fallback;
}

/** The server may send flags as 0/1. */
function asBoolean(value: unknown, fallback: boolean): boolean {
  if (typeof value === 'boolean') return value;
  if (value === 0 || value === 1) return value === 1;
  return fallback;
}

/**
 * An Account from untrusted input (a server answer or what an older build left in localStorage):
 * every field has the right type, missing ones take the guest defaults. uid is kept as a string
 * because the logged-in rule (spec §4) is "uid non-empty".
 */
export function normaliseAccount(raw: unknown): Account {
  const guest = createGuestAccount();
  if (typeof raw !== 'object' || raw === null) return guest;
  const r = raw as Record<string, unknown>;
  const name = asString(r.name, '');
  return {
    accountType: asNumber(r.accountType, guest.accountType),
    age: asNumber(r.age, guest.age),
    loginName: asString(r.loginName, guest.loginName),
    name: name === '' ? GUEST_NAME : name,
    needBind: asBoolean(r.needBind, guest.needBind),
    needRealName: asBoolean(r.needRealName, guest.needRealName),
    newAccount: asBoolean(r.newAccount, guest.newAccount),
    sex: asNumber(r.sex, guest.sex),
    token: asString(r.token, guest.token),
    uid: asString(r.uid, guest.uid),
  };
}
