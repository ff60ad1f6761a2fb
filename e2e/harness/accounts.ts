import type { ApiEnvelope, LoginResult } from '@portal/shared/types';

let counter = 0;

/** A real account on the portal under test, registered through its API (a real session token). */
export async function registerAccount(portalUrl: string, password = 'pass1234'): Promise<LoginResult & { password: string }> {
  counter += 1;
  const loginName = `e2e${Date.now().toString(36)}${counter}`;
  const response = await fetch(`${portalUrl}/api/user/registerWithName`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ loginName, password }),
  });
  const body = (await response.json()) as ApiEnvelope<LoginResult>;
  if (body.code !== 0) throw new Error(`could not register ${loginName}: ${JSON.stringify(body)}`);
  return { ...body.data, password };
}
