/**
 * localStorage access that never throws. Safari private mode, disabled storage (SecurityError
 * on access) and a full quota all throw from the Storage API; a failed write must not break a
 * page, so each helper reports failure through its return value instead.
 */

function storage(): Storage | null {
  try {
    return typeof window === 'undefined' ? null : window.localStorage;
  } catch {
    return null;
  }
}

/** The stored string, or null when absent or storage is unavailable. */
export function readString(key: string): string | null {
  try {
    return storage()?.getItem(key) ?? null;
  } catch {
    return null;
  }
}

/** Returns false when the value could not be stored (no storage, quota exceeded). */
export function writeString(key: string, value: string): boolean {
  const target = storage();
  if (!target) return false;
  try {
    target.setItem(key, value);
    return true;
  } catch {
    return false;
  }
}

export function removeKey(key: string): void {
  try {
    storage()?.removeItem(key);
  } catch {
    // Nothing to do: an unreadable storage holds nothing we could remove.
  }
}

/**
 * The parsed JSON value, or null when absent, unparsable, or rejected by `isValid` — stored data
 * may come from an older build or be edited by hand, so callers can insist on a shape.
 */
export function readJson<T>(key: string, isValid?: (value: unknown) => value is T): T | null {
  const raw = readString(key);
  if (raw === null) return null;
  try {
    const value: unknown = JSON.parse(raw);
    if (isValid && !isValid(value)) return null;
    return value as T;
  } catch {
    return null;
  }
}

/** Returns false when the value could not be serialised or stored. */
export function writeJson(key: string, value: unknown): boolean {
  let raw: string;
  try {
    raw = JSON.stringify(value);
  } catch {
    return false;
  }
  return writeString(key, raw);
}
