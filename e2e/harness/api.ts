import type { ApiEnvelope } from '@portal/shared/types';

/** Calls the portal's API the way a client would (JSON body, optional session token). */
export async function api<T>(portalUrl: string, path: string, body: Record<string, unknown> = {}, token?: string): Promise<T> {
  const response = await fetch(`${portalUrl}/api${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(token ? { token } : {}) },
    body: JSON.stringify(body),
  });
  const envelope = (await response.json()) as ApiEnvelope<T>;
  if (envelope.code !== 0) throw new Error(`${path} → ${JSON.stringify(envelope)}`);
  return envelope.data;
}
