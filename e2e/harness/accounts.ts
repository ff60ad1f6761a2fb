import { randomInt } from 'node:crypto';
import { residentIdFor } from '@portal/shared/rules';
import type { ApiEnvelope, LoginResult } from '@portal/shared/types';

let counter = 0;

/**
 * Who a registered account is for player protection: a verified adult by default (so journeys
 * that pay need nothing more), `unverified`, or verified with a birth date (a minor).
 */
export type E2eIdentity = 'adult' | 'unverified' | { birthDate: string };

/** A well-formed resident ID for a birth date, random enough that accounts never share one. */
export function freshResidentId(birthDate: string): string {
  return residentIdFor(birthDate, randomInt(0, 1000), `${randomInt(11, 66)}${String(randomInt(0, 10_000)).padStart(4, '0')}`);
}

/** Verifies the account's real name through the portal's own route (POST /api/user/realname). */
export async function verifyAccount(portalUrl: string, account: LoginResult, birthDate = '1990-06-15'): Promise<void> {
  const response = await fetch(`${portalUrl}/api/user/realname`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', token: account.token, uid: String(account.uid) },
    body: JSON.stringify({ name: '测试玩家', idNumber: freshResidentId(birthDate) }),
  });
  const body = (await response.json()) as ApiEnvelope<unknown>;
  if (body.code !== 0) throw new Error(`could not verify ${account.loginName}: ${JSON.stringify(body)}`);
}

/** A real account on the portal under test, registered through its API (a real session token). */
export async function registerAccount(
  portalUrl: string,
  password = 'Kite7river',
  identity: E2eIdentity = 'adult',
): Promise<LoginResult & { password: string }> {
  counter += 1;
  const loginName = `e2e${Date.now().toString(36)}${counter}`;
  const response = await fetch(`${portalUrl}/api/user/registerWithName`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ loginName, password }),
  });
  const body = (await response.json()) as ApiEnvelope<LoginResult>;
  if (body.code !== 0) throw new Error(`could not register ${loginName}: ${JSON.stringify(body)}`);
  if (identity !== 'unverified') {
    await verifyAccount(portalUrl, body.data, identity === 'adult' ? undefined : identity.birthDate);
    // What a fresh login would answer now: verified, with the age from the birth date.
    return { ...body.data, needRealName: false, password };
  }
  return { ...body.data, password };
}

/**
 * An account whose inbox holds `receipts` + 1 system messages (the welcome and one receipt per
 * recharge), paid through the sandbox checkout the way a player pays: enough to scroll a phone.
 */
export async function accountWithMessages(portalUrl: string, receipts: number): Promise<LoginResult & { password: string }> {
  const account = await registerAccount(portalUrl);
  await recharge(portalUrl, account, receipts);
  return account;
}

/** Pays `times` orders of package 1 (60 X钻 each) through the sandbox checkout, as a player pays. */
export async function recharge(portalUrl: string, account: LoginResult, times = 1): Promise<void> {
  for (let i = 0; i < times; i += 1) {
    const headers = { 'content-type': 'application/json', token: account.token, uid: String(account.uid) };
    const order = (await (
      await fetch(`${portalUrl}/api/order/payInfo`, { method: 'POST', headers, body: JSON.stringify({ packageId: 1 }) })
    ).json()) as ApiEnvelope<{ orderNo: string; payUrl: string }>;
    if (order.code !== 0) throw new Error(`could not open an order: ${JSON.stringify(order)}`);
    // The buyer's own checkout link (it names their session), confirmed as the checkout page's button does.
    const paid = await fetch(`${portalUrl}${order.data.payUrl}/confirm`, { method: 'POST', redirect: 'manual' });
    if (paid.status !== 303) throw new Error(`the sandbox checkout refused ${order.data.orderNo}: HTTP ${paid.status}`);
  }
}
