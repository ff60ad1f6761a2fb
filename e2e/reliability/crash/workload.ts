/**
 * The mixed write workload of the crash suite: several clients at once, each with its own
 * players, each player doing what players do — register, change the profile, recharge (the
 * order, then the provider's signed notification), buy paid games, buy a membership, claim
 * gift codes. Every answer is written into the model (model.ts) before the next request.
 */
import type { DownloadResult, GiftClaimResult, LoginResult, PayInfo, VipOpenResult } from '@portal/shared/types';
import { ResultCode } from '@portal/shared/types';
import { type CallOptions, type CallResult, callApi } from '../harness/api-call';
import type { Random } from '../harness/random';
import { sandboxNotification } from '../harness/sandbox-payment';
import { ageOn } from '@portal/shared/rules';
import { freshResidentId } from '../../harness/accounts';
import {
  CRASH_BIRTH_DATE,
  type CrashStats,
  type CrashUser,
  newUser,
  type ProfileValues,
  type RechargeOrder,
  type WriteKind,
} from './model';

export interface PaidGame {
  id: number;
  price: number;
  platformType: 1 | 2;
}

export interface Catalogue {
  paidGames: PaidGame[];
  /** Gift packs with many codes left and no end date. */
  giftIds: number[];
  /** Recharge packages used: id, price and X钻 credited. */
  packages: { id: number; amountCents: number; coins: number }[];
  /** Membership plans: id and price in X钻. */
  plans: { id: number; price: number }[];
}

/** Per-player caps, far inside any per-account limit, so limits never shape the run. */
const MAX_GIFTS_PER_USER = 3;
const MAX_ORDERS_PER_USER = 6;

export interface WorkloadContext {
  /** The server of the current round. */
  url: string;
  /** The suite's dice: round sizes, kill delays. */
  random: Random;
  catalogue: Catalogue;
  /** PAYMENT_SANDBOX_SECRET the server was started with: the suite signs as the sandbox provider. */
  sandboxSecret: string;
  stats: CrashStats;
  problems: string[];
  /** True once the round is over (the server was killed, or the final round reached its size). */
  stopped(): boolean;
  /** Called for every acknowledged write. */
  acknowledged(kind: WriteKind): void;
  /** A unique login name and address for a new player. */
  nextPlayer(): { loginName: string; address: string };
}

export interface Client {
  /** The client's own dice: its choices do not depend on how its requests interleave with other clients'. */
  random: Random;
  users: CrashUser[];
  /** Players this client registers over the whole run. */
  userTarget: number;
}

/** Sends one notification exactly as the sandbox provider does: HMAC-SHA256 hex of the raw JSON body. */
export function notifyPaid(url: string, secret: string, order: { orderNo: string; amountCents: number }) {
  const { rawBody, signature } = sandboxNotification(secret, order);
  return callApi<{ outcome: string }>(url, 'payments/notify/sandbox', {}, { rawBody, headers: { 'x-sandbox-signature': signature } });
}

const as = (user: CrashUser): CallOptions => ({ token: user.token ?? undefined, address: user.address });

/**
 * Bookkeeping common to every answer: lost answers and 5xx are counted, a refusal is counted by
 * code, and a refusal that no correct server gives here (anything but the expected codes) is a problem.
 */
function settle<T>(ctx: WorkloadContext, what: string, result: CallResult<T>, expectedRefusals: number[] = []): CallResult<T> {
  if (result.kind === 'lost') {
    ctx.stats.lostAnswers += 1;
    // A lost answer while the server still runs is no kill: the server hung or dropped the request.
    if (!ctx.stopped()) ctx.problems.push(`${what}: no answer from a running server (${result.error})`);
  } else if (result.kind === 'refused') {
    if (result.status >= 500) ctx.stats.serverErrors += 1;
    ctx.stats.refusals[result.code] = (ctx.stats.refusals[result.code] ?? 0) + 1;
    if (!expectedRefusals.includes(result.code)) ctx.problems.push(`${what}: refused ${JSON.stringify(result)}`);
  }
  return result;
}

async function register(ctx: WorkloadContext, client: Client): Promise<boolean> {
  const { loginName, address } = ctx.nextPlayer();
  const user = newUser(loginName, address);
  client.users.push(user);
  const result = settle(
    ctx,
    `register ${loginName}`,
    await callApi<LoginResult>(ctx.url, 'user/registerWithName', { loginName, password: user.password }, { address }),
  );
  if (result.kind === 'lost') return false;
  if (result.kind === 'refused') {
    client.users.pop();
    return true;
  }
  user.registration = 'acked';
  user.uid = result.data.uid;
  user.token = result.data.token;
  ctx.acknowledged('register');
  return true;
}

/**
 * Real-name verification before anything else (player protection refuses payments without it).
 * Already verified (2108) means an earlier attempt committed but its answer was lost.
 */
async function verify(ctx: WorkloadContext, user: CrashUser): Promise<boolean> {
  const result = settle(
    ctx,
    `realname ${user.loginName}`,
    await callApi(ctx.url, 'user/realname', { name: '测试玩家', idNumber: freshResidentId(CRASH_BIRTH_DATE) }, as(user)),
    [ResultCode.realNameAlreadyVerified],
  );
  if (result.kind === 'lost') return false;
  user.verified = true;
  // From now on the profile shows the age of the ID's birth date, not a typed one.
  const age = ageOn(CRASH_BIRTH_DATE, new Date());
  user.profile = { ...user.profile, age };
  user.profileInFlight = user.profileInFlight.map((values) => ({ ...values, age }));
  return true;
}

async function updateProfile(ctx: WorkloadContext, random: Random, user: CrashUser): Promise<boolean> {
  // The age is not sent: a verified player's age is their ID's, whatever they type.
  const values: ProfileValues = { name: `玩家${random.int(1, 99999)}`, sex: random.int(0, 2), age: ageOn(CRASH_BIRTH_DATE, new Date()) };
  user.profileInFlight.push(values);
  const result = settle(
    ctx,
    `updateInfo ${user.loginName}`,
    await callApi(ctx.url, 'user/center/updateInfo', { name: values.name, sex: values.sex }, as(user)),
  );
  if (result.kind === 'lost') return false;
  user.profileInFlight.pop();
  if (result.kind === 'ok') {
    user.profile = values;
    ctx.acknowledged('profile');
  }
  return true;
}

async function recharge(ctx: WorkloadContext, random: Random, user: CrashUser): Promise<boolean> {
  const pkg = random.pick(ctx.catalogue.packages);
  const opened = settle(
    ctx,
    `payInfo ${user.loginName}`,
    await callApi<PayInfo>(ctx.url, 'order/payInfo', { packageId: pkg.id }, as(user)),
  );
  if (opened.kind === 'lost') {
    user.lostOrderRequests += 1;
    return false;
  }
  if (opened.kind === 'refused') return true;
  const order: RechargeOrder = {
    orderNo: opened.data.orderNo,
    amountCents: opened.data.amountCents,
    coins: opened.data.coins,
    credit: 'unsent',
  };
  if (order.amountCents !== pkg.amountCents || order.coins !== pkg.coins) {
    ctx.problems.push(`payInfo ${user.loginName}: package ${pkg.id} answered ${JSON.stringify(opened.data)}`);
  }
  user.orders.push(order);
  ctx.acknowledged('order');
  return deliverNotification(ctx, user, order);
}

/**
 * The provider's notification for one order. The first delivery must credit; a re-delivery
 * after a lost answer may find it credited already — both are acknowledged, neither credits twice.
 */
export async function deliverNotification(ctx: WorkloadContext, user: CrashUser, order: RechargeOrder): Promise<boolean> {
  const wasUnknown = order.credit === 'unknown';
  const result = settle(ctx, `notify ${order.orderNo}`, await notifyPaid(ctx.url, ctx.sandboxSecret, order));
  if (result.kind === 'lost') {
    order.credit = 'unknown';
    return false;
  }
  if (result.kind === 'refused') return true;
  const outcome = result.data.outcome;
  if (outcome === 'credited' || (outcome === 'already-paid' && wasUnknown)) {
    // Re-delivery of an order the check found credited is acknowledged as already paid: nothing new.
    if (outcome === 'credited') user.balance += order.coins;
    order.credit = 'acked';
    ctx.acknowledged('credit');
  } else {
    ctx.problems.push(`notify ${order.orderNo} (${order.credit}): answered ${outcome}`);
  }
  return true;
}

async function buyGame(ctx: WorkloadContext, random: Random, user: CrashUser): Promise<boolean> {
  const affordable = ctx.catalogue.paidGames.filter((game) => !user.purchases.has(game.id) && game.price <= user.balance);
  if (affordable.length === 0) return topUp(ctx, random, user);
  const game = random.pick(affordable);
  const result = settle(
    ctx,
    `download ${game.id} ${user.loginName}`,
    await callApi<DownloadResult>(ctx.url, `user/game/download/${game.id}`, { platformType: game.platformType }, as(user)),
    [ResultCode.insufficientBalance, ResultCode.platformUnavailable],
  );
  if (result.kind === 'lost') {
    user.purchases.set(game.id, 'unknown');
    user.money.push({ reference: `game:${game.id}`, amount: -game.price, outcome: 'unknown' });
    return false;
  }
  if (result.kind === 'refused') return true;
  if (result.data.access === 'purchased') {
    user.purchases.set(game.id, 'acked');
    user.money.push({ reference: `game:${game.id}`, amount: -result.data.charged, outcome: 'acked' });
    ctx.acknowledged('purchase');
  } else if (result.data.access !== 'member') {
    ctx.problems.push(`download ${game.id} ${user.loginName}: a first paid download answered ${JSON.stringify(result.data)}`);
  }
  if (result.data.coinNum !== user.balance - result.data.charged) {
    ctx.problems.push(
      `download ${game.id} ${user.loginName}: balance ${result.data.coinNum}, expected ${user.balance - result.data.charged}`,
    );
  }
  user.balance = result.data.coinNum;
  return true;
}

async function buyMembership(ctx: WorkloadContext, random: Random, user: CrashUser): Promise<boolean> {
  const plans = ctx.catalogue.plans.filter((plan) => plan.price <= user.balance);
  if (plans.length === 0) return topUp(ctx, random, user);
  const plan = random.pick(plans);
  const result = settle(
    ctx,
    `vipopen ${plan.id} ${user.loginName}`,
    await callApi<VipOpenResult>(ctx.url, 'vip/vipopen', { planId: plan.id }, as(user)),
    [ResultCode.insufficientBalance],
  );
  if (result.kind === 'lost') {
    user.money.push({ reference: `vip:${plan.id}`, amount: -plan.price, outcome: 'unknown' });
    return false;
  }
  if (result.kind === 'refused') return true;
  user.money.push({ reference: `vip:${plan.id}`, amount: -plan.price, outcome: 'acked' });
  user.vipExpiry = result.data.expTime;
  if (result.data.coinNum !== user.balance - plan.price) {
    ctx.problems.push(`vipopen ${plan.id} ${user.loginName}: balance ${result.data.coinNum}, expected ${user.balance - plan.price}`);
  }
  user.balance = result.data.coinNum;
  ctx.acknowledged('membership');
  return true;
}

async function claimGift(ctx: WorkloadContext, random: Random, user: CrashUser): Promise<boolean> {
  const open = ctx.catalogue.giftIds.filter((id) => !user.gifts.has(id));
  if (open.length === 0 || user.gifts.size >= MAX_GIFTS_PER_USER) return updateProfile(ctx, random, user);
  const giftId = random.pick(open);
  const result = settle(
    ctx,
    `claim ${giftId} ${user.loginName}`,
    await callApi<GiftClaimResult>(ctx.url, 'web/game/gift/claim', { giftId }, as(user)),
    [ResultCode.giftPoolEmpty],
  );
  if (result.kind === 'lost') {
    user.gifts.set(giftId, { code: null, outcome: 'unknown' });
    return false;
  }
  if (result.kind === 'refused') return true;
  if (!result.data.newlyClaimed)
    ctx.problems.push(`claim ${giftId} ${user.loginName}: a first claim answered ${JSON.stringify(result.data)}`);
  user.gifts.set(giftId, { code: result.data.code, outcome: 'acked' });
  ctx.acknowledged('gift');
  return true;
}

/** A recharge while the player has few orders, a profile change after that. */
function topUp(ctx: WorkloadContext, random: Random, user: CrashUser): Promise<boolean> {
  return user.orders.length < MAX_ORDERS_PER_USER ? recharge(ctx, random, user) : updateProfile(ctx, random, user);
}

/** One step of one client; false when its answer was lost (the server is gone until the next round). */
async function step(ctx: WorkloadContext, client: Client): Promise<boolean> {
  const { random } = client;
  const registered = client.users.filter((user) => user.registration === 'acked');
  const wantsMore = client.users.length < client.userTarget;
  if (registered.length === 0 || (wantsMore && random.chance(0.2))) return register(ctx, client);
  const user = random.pick(registered);
  if (!user.verified) return verify(ctx, user);
  const roll = random.next();
  if (roll < 0.2) return updateProfile(ctx, random, user);
  if (roll < 0.45) return topUp(ctx, random, user);
  if (roll < 0.7) return buyGame(ctx, random, user);
  if (roll < 0.82) return buyMembership(ctx, random, user);
  return claimGift(ctx, random, user);
}

/** Runs the client until the round stops or one of its answers is lost. */
export async function runClient(ctx: WorkloadContext, client: Client): Promise<void> {
  while (!ctx.stopped()) {
    if (!(await step(ctx, client))) return;
  }
}
