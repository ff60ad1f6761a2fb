import type { AlipayConfig } from '../../config';
import type { Database } from '../../db/types';
import { parseBeijingTime, parseYuan } from './alipay-formats';
import { verifyAlipayNotification } from './alipay-signature';
import { insertNotification } from './repository';
import { applyPaidNotice, type NotifyOutcome } from './service';

/**
 * One asynchronous notification from Alipay (POST notify_url, form-encoded): checked, applied
 * and stored — every one, whatever it was — with its outcome:
 *  - bad-signature: not signed by ALIPAY_PUBLIC_KEY's owner (sign_type RSA2);
 *  - wrong-app: signed by Alipay, but for another application (app_id);
 *  - not-paid: a trade that closed unpaid (TRADE_CLOSED) or still waits (WAIT_BUYER_PAY): nothing to do;
 *  - TRADE_SUCCESS / TRADE_FINISHED: the order is credited exactly once by applyPaidNotice, only
 *    if known, pending, of the same total_amount and not expired when it was paid (gmt_payment:
 *    a late retry of a payment made in time still credits);
 *  - malformed: anything else.
 * Alipay needs the plain text `success` once a notification is handled (a repeat of a credited
 * one included) and keeps retrying for about a day on anything else.
 */
export type AlipayOutcome = NotifyOutcome | 'wrong-app' | 'not-paid';

const PAID = ['TRADE_SUCCESS', 'TRADE_FINISHED'];
const UNPAID = ['TRADE_CLOSED', 'WAIT_BUYER_PAY'];
const HANDLED: readonly AlipayOutcome[] = ['credited', 'already-paid', 'not-paid'];

export interface AlipayReceipt {
  outcome: AlipayOutcome;
  orderNo: string | null;
  answer: 'success' | 'failure';
}

/** The form's fields, or null when a name repeats (Alipay never sends one twice; its signature covers one value). */
function parseForm(rawBody: string): Record<string, string> | null {
  const params: Record<string, string> = {};
  for (const [name, value] of new URLSearchParams(rawBody)) {
    if (Object.hasOwn(params, name)) return null;
    params[name] = value;
  }
  return params;
}

async function outcomeOf(db: Database, config: AlipayConfig, params: Record<string, string>, now: Date): Promise<AlipayOutcome> {
  if (params.app_id !== config.appId) return 'wrong-app';
  const status = params.trade_status ?? '';
  if (UNPAID.includes(status)) return 'not-paid';
  const amountCents = parseYuan(params.total_amount);
  const orderNo = params.out_trade_no;
  if (!PAID.includes(status) || amountCents === null || !orderNo) return 'malformed';
  const paidAt = parseBeijingTime(params.gmt_payment);
  const at = paidAt && paidAt.getTime() < now.getTime() ? paidAt : now;
  return applyPaidNotice(db, { orderNo, amountCents, providerRef: params.trade_no ?? '' }, at);
}

export async function receiveAlipayNotification(db: Database, config: AlipayConfig, rawBody: string, now: Date): Promise<AlipayReceipt> {
  const params = parseForm(rawBody);
  let outcome: AlipayOutcome;
  let orderNo: string | null = null;
  if (!params) {
    outcome = 'malformed';
  } else if (!verifyAlipayNotification(params, config.publicKey)) {
    outcome = 'bad-signature';
  } else {
    orderNo = params.out_trade_no || null;
    outcome = await outcomeOf(db, config, params, now);
  }
  await insertNotification(db, { provider: 'alipay', orderNo, rawBody, signature: params?.sign ?? null, outcome }, now);
  return { outcome, orderNo, answer: HANDLED.includes(outcome) ? 'success' : 'failure' };
}
