/** Spec §7/§9 client constants. */

/** All calls go to this base path. */
export const API_BASE_URL = '/api';
/** 30-second request timeout. */
export const REQUEST_TIMEOUT_MS = 30_000;
/** appID added to every API payload that lacks one. */
export const DEFAULT_APP_ID = 2008;
/** A console warning appears when more than this many requests are pending. */
export const PENDING_WARN_THRESHOLD = 20;
/** A payload carrying `__json: true` is sent as JSON instead of a form; the marker is stripped. */
export const JSON_BODY_MARKER = '__json';
