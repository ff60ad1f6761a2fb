import type { ApiEnvelope } from '@portal/shared/types';

/**
 * One API call and what became of it, the way a client that must not lose money sees it:
 * `ok` (HTTP 200, code 0: the server acknowledged it), `refused` (an answer saying no: nothing
 * changed), or `lost` (no answer — the connection broke, e.g. the server was killed — so it may
 * or may not have happened).
 */
export type CallResult<T> =
  | { kind: 'ok'; data: T }
  | { kind: 'refused'; status: number; code: number; msg: string }
  | { kind: 'lost'; error: string };

export interface CallOptions {
  token?: string | undefined;
  /** The client's address, sent as X-Forwarded-For (the server must trust the loopback proxy: TRUST_PROXY=127.0.0.1). */
  address?: string | undefined;
  headers?: Record<string, string>;
  /** A body already serialised (signed notifications are signed over exact bytes). */
  rawBody?: string;
  /** An answer slower than this counts as lost and is reported by the caller; only a hung server takes this long. */
  timeoutMs?: number;
}

export async function callApi<T>(
  baseUrl: string,
  route: string,
  body: Record<string, unknown> = {},
  options: CallOptions = {},
): Promise<CallResult<T>> {
  const headers: Record<string, string> = { 'content-type': 'application/json', ...options.headers };
  if (options.token) headers.token = options.token;
  if (options.address) headers['x-forwarded-for'] = options.address;
  let response: Response;
  let text: string;
  try {
    response = await fetch(`${baseUrl}/api/${route}`, {
      method: 'POST',
      headers,
      body: options.rawBody ?? JSON.stringify(body),
      signal: AbortSignal.timeout(options.timeoutMs ?? 60_000),
    });
    text = await response.text();
  } catch (error) {
    const cause = (error as { cause?: { code?: string } }).cause?.code;
    return { kind: 'lost', error: `${(error as Error).name}: ${(error as Error).message}${cause ? ` (${cause})` : ''}` };
  }
  let envelope: ApiEnvelope<T>;
  try {
    envelope = JSON.parse(text) as ApiEnvelope<T>;
  } catch {
    return { kind: 'refused', status: response.status, code: -1, msg: text.slice(0, 200) };
  }
  if (response.status === 200 && envelope.code === 0) return { kind: 'ok', data: envelope.data };
  return { kind: 'refused', status: response.status, code: envelope.code, msg: envelope.msg };
}

/** The data of a call that must succeed (setup and verification); otherwise an error showing the answer. */
export async function mustCall<T>(
  baseUrl: string,
  route: string,
  body: Record<string, unknown> = {},
  options: CallOptions = {},
): Promise<T> {
  const result = await callApi<T>(baseUrl, route, body, options);
  if (result.kind !== 'ok') throw new Error(`${route} ${JSON.stringify(body)} → ${JSON.stringify(result)}`);
  return result.data;
}
