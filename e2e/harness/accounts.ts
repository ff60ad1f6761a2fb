import type { ApiEnvelope, LoginResult } from '@portal/shared/types';

let counter = 0;

/** A real account on the portal under test, registered through its API (a real session token). */
export async function registerAccount(portalUrl: string, password = 'Kite7river'): Promise<LoginResult & { password: string }> {
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
