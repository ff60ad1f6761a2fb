import { DEFAULT_APP_ID, JSON_BODY_MARKER } from './config';

export type PlainObject = Record<string, unknown>;

export function isPlainObject(value: unknown): value is PlainObject {
  if (typeof value !== 'object' || value === null) return false;
  const proto = Object.getPrototypeOf(value) as unknown;
  return proto === Object.prototype || proto === null;
}

function isMissing(value: unknown): boolean {
  return value === undefined || value === null;
}

/**
 * Spec §7: appID 2008 is added when missing. Works on plain objects, URLSearchParams and
 * FormData; other bodies (strings, Blobs) are sent as the caller built them.
 */
export function withAppId<T>(payload: T): T | PlainObject {
  if (payload === undefined || payload === null) return { appID: DEFAULT_APP_ID };
  if (isPlainObject(payload)) {
    return isMissing(payload.appID) ? { ...payload, appID: DEFAULT_APP_ID } : payload;
  }
  if (payload instanceof URLSearchParams || (typeof FormData !== 'undefined' && payload instanceof FormData)) {
    if (!payload.has('appID')) payload.append('appID', String(DEFAULT_APP_ID));
  }
  return payload;
}

/** Marks a body to be sent as JSON (spec §7 "JSON if a marker field is present"). */
export function asJson<T extends PlainObject>(body: T): T & { [JSON_BODY_MARKER]: true } {
  return { ...body, [JSON_BODY_MARKER]: true };
}

/** Splits the JSON marker off a payload: the payload without it, and whether it was `true`. */
export function takeJsonMarker(payload: PlainObject): { rest: PlainObject; json: boolean } {
  if (!(JSON_BODY_MARKER in payload)) return { rest: payload, json: false };
  const { [JSON_BODY_MARKER]: marker, ...rest } = payload;
  return { rest, json: marker === true };
}

function formValue(value: unknown): string {
  if (value instanceof Date) return value.toISOString();
  if (typeof value === 'object' && value !== null) return JSON.stringify(value);
  return String(value);
}

/**
 * application/x-www-form-urlencoded text for a plain object. null/undefined fields are left out,
 * arrays repeat the key (`a=1&a=2`), nested objects are sent as JSON text.
 */
export function encodeForm(payload: PlainObject): string {
  const form = new URLSearchParams();
  for (const [key, value] of Object.entries(payload)) {
    if (isMissing(value)) continue;
    if (Array.isArray(value)) {
      for (const item of value) if (!isMissing(item)) form.append(key, formValue(item));
    } else {
      form.append(key, formValue(value));
    }
  }
  return form.toString();
}
