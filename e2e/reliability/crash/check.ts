/**
 * After each restart, every player is checked through the API the way the player would see
 * their account: every acknowledged write is there (registration, profile, orders and their
 * credits, purchases, membership, gift codes), the ledger sums to the balance row by row, no
 * balance is negative and no order is credited twice. Writes whose answer was lost may be
 * either way; the check records which, so the next round's expectations are exact again. Then
 * the provider re-sends the notifications it never got an acknowledgement for.
 */
import type { ClaimedGift, CoinLedgerEntry, GameDetail, LoginResult, Order, Paged, UserProfile } from '@portal/shared/types';
import { ResultCode } from '@portal/shared/types';
import { type CallOptions, callApi } from '../harness/api-call';
import type { Random } from '../harness/random';
import type { CrashStats, CrashUser, MoneyEffect, ProfileValues, RechargeOrder } from './model';
import { deliverNotification, notifyPaid, type WorkloadContext } from './workload';

/** The workload's context, between rounds: a lost answer now is a problem, and re-sent notifications count as writes. */
export type CheckContext = WorkloadContext;

const as = (user: CrashUser): CallOptions => ({ token: user.token ?? undefined, address: user.address });

/** Every page of a paged list, oldest page first; null when a call failed (reported). */
async function allPages<T>(ctx: CheckContext, user: CrashUser, route: string): Promise<T[] | null> {
  const items: T[] = [];
  for (let page = 1; ; page += 1) {
    const result = await callApi<Paged<T>>(ctx.url, route, { page, pageSize: 100 }, as(user));
    if (result.kind !== 'ok') {
      ctx.problems.push(`check ${user.loginName}: ${route} page ${page} → ${JSON.stringify(result)}`);
      return null;
    }
    items.push(...result.data.items);
    if (result.data.items.length === 0 || items.length >= result.data.total) return items;
  }
}

function lost(stats: CrashStats, problems: string[], what: string): void {
  stats.lostWrites += 1;
  problems.push(`LOST: ${what}`);
}

/** Settles a registration whose answer was lost: true when the account exists (the user is then logged in). */
async function settleRegistration(ctx: CheckContext, user: CrashUser): Promise<boolean> {
  const login = await callApi<LoginResult>(
    ctx.url,
    'user/login',
    { loginName: user.loginName, password: user.password },
    { address: user.address },
  );
  if (login.kind === 'ok') {
    user.registration = 'acked';
    user.uid = login.data.uid;
    user.token = login.data.token;
    return true;
  }
  if (login.kind !== 'refused' || login.code !== ResultCode.invalidCredentials) {
    ctx.problems.push(`check ${user.loginName}: login after a lost registration answer → ${JSON.stringify(login)}`);
  }
  return false;
}

/**
 * Checks one player; false when the player does not exist (a registration whose answer was
 * lost and which did not happen): the caller forgets them.
 */
export async function checkUser(ctx: CheckContext, user: CrashUser, random: Random): Promise<boolean> {
  const { stats, problems } = ctx;
  if (user.registration === 'unknown') {
    if (!(await settleRegistration(ctx, user))) return false;
    stats.lostAnswersApplied += 1;
  }

  let me = await callApi<UserProfile>(ctx.url, 'user/center/me', {}, as(user));
  if (me.kind === 'refused' && me.code === ResultCode.sessionInvalid) {
    lost(stats, problems, `${user.loginName}: the session of an acknowledged registration`);
    if (!(await settleRegistration(ctx, user))) {
      lost(stats, problems, `${user.loginName}: the acknowledged registration itself`);
      return true;
    }
    me = await callApi<UserProfile>(ctx.url, 'user/center/me', {}, as(user));
  }
  if (me.kind !== 'ok') {
    problems.push(`check ${user.loginName}: me → ${JSON.stringify(me)}`);
    return true;
  }
  const profile = me.data;

  // The profile: the last acknowledged values, or those of an update whose answer was lost.
  const allowed = [user.profile, ...user.profileInFlight];
  const observed = { name: profile.name, sex: profile.sex, age: profile.age };
  // Until a verification is acknowledged the age may be the typed 0 or, if its answer was lost, the ID's.
  const same = (values: ProfileValues) =>
    values.name === observed.name && values.sex === observed.sex && (values.age === observed.age || !user.verified);
  if (!allowed.some(same)) {
    lost(stats, problems, `${user.loginName}: profile ${JSON.stringify(observed)}, acknowledged ${JSON.stringify(user.profile)}`);
  } else if (!same(user.profile)) {
    stats.lostAnswersApplied += 1;
  }
  user.profile = observed;
  user.profileInFlight = [];

  const ledger = await allPages<CoinLedgerEntry>(ctx, user, 'user/center/coin/all');
  const orders = await allPages<Order>(ctx, user, 'user/center/coin/order');
  const gifts = await allPages<ClaimedGift>(ctx, user, 'user/game/gifts');
  if (!ledger || !orders || !gifts) return true;

  checkLedger(ctx, user, ledger, profile.coinNum);
  checkOrders(ctx, user, orders, ledger);
  checkMoney(ctx, user, ledger);
  // A membership's charge and its order are one transaction: never one without the other.
  const vipCharges = ledger.filter((row) => row.reference.startsWith('vip:')).length;
  const vipOrders = orders.filter((order) => order.kind === 'vip').length;
  if (vipCharges !== vipOrders) problems.push(`${user.loginName}: ${vipCharges} membership charges but ${vipOrders} membership orders`);
  checkGifts(ctx, user, gifts);
  await checkPurchases(ctx, user);
  if (user.vipExpiry !== null) {
    const expiry = profile.expTime === null ? Number.NaN : Date.parse(profile.expTime);
    if (profile.levelType < 1 || !(expiry >= Date.parse(user.vipExpiry))) {
      lost(stats, problems, `${user.loginName}: membership to ${user.vipExpiry}, found level ${profile.levelType} to ${profile.expTime}`);
    }
  }
  user.vipExpiry = profile.expTime;
  user.balance = profile.coinNum;

  // Providers send duplicates: some credited orders are notified again, which must credit nothing.
  for (const order of user.orders) {
    if (order.credit === 'acked' && random.chance(0.1)) await replayNotification(ctx, user, order);
  }
  // The provider re-sends what it never got an acknowledgement for (and what a kill kept it from sending).
  for (const order of user.orders) {
    if (order.credit === 'unsent' || order.credit === 'unknown') await deliverNotification(ctx, user, order);
  }
  return true;
}

async function replayNotification(ctx: CheckContext, user: CrashUser, order: RechargeOrder): Promise<void> {
  const result = await notifyPaid(ctx.url, ctx.sandboxSecret, order);
  ctx.stats.replays += 1;
  if (result.kind !== 'ok' || result.data.outcome !== 'already-paid') {
    ctx.problems.push(`${user.loginName}: a repeated notification of credited ${order.orderNo} → ${JSON.stringify(result)}`);
  }
}

/** The ledger, oldest first: each row's balance is the sum so far, the last one is the balance, nothing below zero. */
function checkLedger(ctx: CheckContext, user: CrashUser, ledger: CoinLedgerEntry[], balance: number): void {
  const rows = [...ledger].sort((a, b) => a.id - b.id);
  let running = 0;
  for (const row of rows) {
    running += row.amount;
    if (row.balanceAfter !== running) {
      ctx.problems.push(`${user.loginName}: ledger row ${row.id} says balance ${row.balanceAfter}, rows so far sum to ${running}`);
    }
  }
  if (running !== balance) ctx.problems.push(`${user.loginName}: ledger sums to ${running}, balance is ${balance}`);
  if (balance < 0) ctx.problems.push(`${user.loginName}: negative balance ${balance}`);
}

/** Recharge orders: each acknowledged one is listed, credited ones are paid, and each credit is in the ledger once. */
function checkOrders(ctx: CheckContext, user: CrashUser, listed: Order[], ledger: CoinLedgerEntry[]): void {
  const byNo = new Map(listed.filter((order) => order.kind === 'recharge').map((order) => [order.orderNo, order]));
  const credits = new Map<string, number>();
  for (const row of ledger) {
    if (row.reference.startsWith('order:')) credits.set(row.reference, (credits.get(row.reference) ?? 0) + 1);
  }
  for (const [reference, count] of credits) {
    if (count > 1) {
      ctx.stats.doubleCredits += 1;
      ctx.problems.push(`${user.loginName}: ${reference} credited ${count} times`);
    }
  }
  const known = new Set(user.orders.map((order) => order.orderNo));
  for (const order of user.orders) {
    const found = byNo.get(order.orderNo);
    const credited = credits.get(`order:${order.orderNo}`) ?? 0;
    if (!found) {
      lost(ctx.stats, ctx.problems, `${user.loginName}: order ${order.orderNo}`);
      continue;
    }
    if (order.credit === 'acked' && (found.status !== 'paid' || credited !== 1)) {
      lost(ctx.stats, ctx.problems, `${user.loginName}: the credit of ${order.orderNo} (status ${found.status}, ${credited} ledger rows)`);
    }
    if (order.credit !== 'acked' && credited > 0 && order.credit !== 'unknown') {
      ctx.problems.push(`${user.loginName}: ${order.orderNo} credited without a notification`);
    }
    if (order.credit === 'unknown' && credited === 1) ctx.stats.lostAnswersApplied += 1;
    if ((found.status === 'paid') !== (credited === 1)) {
      ctx.problems.push(`${user.loginName}: ${order.orderNo} is ${found.status} with ${credited} credits in the ledger`);
    }
  }
  // Orders the client never heard of: at most one per payInfo whose answer was lost. Nobody pays them.
  const strangers = [...byNo.values()].filter((order) => !known.has(order.orderNo));
  if (strangers.length > user.lostOrderRequests) {
    ctx.problems.push(`${user.loginName}: ${strangers.length} unknown orders after ${user.lostOrderRequests} lost payInfo answers`);
  }
  ctx.stats.lostAnswersApplied += strangers.length;
  for (const order of strangers) {
    user.orders.push({ orderNo: order.orderNo, amountCents: order.amountCents, coins: order.coins, credit: 'abandoned' });
  }
  user.lostOrderRequests = 0;
}

const moneyKey = (reference: string, amount: number) => `${reference} ${amount}`;

/**
 * Purchases and memberships: each acknowledged ledger row is there; rows of lost answers may be;
 * no other row exists (recharges are checked with their orders).
 */
function checkMoney(ctx: CheckContext, user: CrashUser, ledger: CoinLedgerEntry[]): void {
  const observed = new Map<string, number>();
  for (const row of ledger) {
    if (!row.reference.startsWith('order:'))
      observed.set(moneyKey(row.reference, row.amount), (observed.get(moneyKey(row.reference, row.amount)) ?? 0) + 1);
  }
  const expected = new Map<string, { acked: number; unknown: number; effect: MoneyEffect }>();
  for (const effect of user.money) {
    const key = moneyKey(effect.reference, effect.amount);
    const entry = expected.get(key) ?? { acked: 0, unknown: 0, effect };
    entry[effect.outcome] += 1;
    expected.set(key, entry);
  }
  const settled: MoneyEffect[] = [];
  for (const [key, { acked, unknown, effect }] of expected) {
    const found = observed.get(key) ?? 0;
    if (found < acked) for (let i = found; i < acked; i += 1) lost(ctx.stats, ctx.problems, `${user.loginName}: ledger row ${key}`);
    if (found > acked + unknown) ctx.problems.push(`${user.loginName}: ${found} ledger rows ${key}, at most ${acked + unknown} sent`);
    ctx.stats.lostAnswersApplied += Math.min(Math.max(found - acked, 0), unknown);
    for (let i = 0; i < Math.max(found, acked); i += 1)
      settled.push({ reference: effect.reference, amount: effect.amount, outcome: 'acked' });
    observed.delete(key);
  }
  for (const [key, count] of observed) ctx.problems.push(`${user.loginName}: ${count} ledger rows ${key} nobody asked for`);
  user.money = settled;

  for (const [gameId, outcome] of user.purchases) {
    if (outcome !== 'unknown') continue;
    if (ledger.some((row) => row.reference === `game:${gameId}`)) user.purchases.set(gameId, 'acked');
    else user.purchases.delete(gameId);
  }
}

function checkGifts(ctx: CheckContext, user: CrashUser, listed: ClaimedGift[]): void {
  const held = new Map(listed.map((gift) => [gift.giftId, gift.code]));
  for (const [giftId, claim] of user.gifts) {
    const code = held.get(giftId);
    if (claim.outcome === 'acked' && code !== claim.code) {
      lost(ctx.stats, ctx.problems, `${user.loginName}: gift ${giftId} code ${claim.code} (found ${code ?? 'none'})`);
    }
    if (claim.outcome === 'unknown') {
      if (code === undefined) {
        user.gifts.delete(giftId);
      } else {
        user.gifts.set(giftId, { code, outcome: 'acked' });
        ctx.stats.lostAnswersApplied += 1;
      }
    }
    held.delete(giftId);
  }
  for (const giftId of held.keys()) ctx.problems.push(`${user.loginName}: holds a code of gift ${giftId} never claimed`);
}

/** Each acknowledged purchase still makes the game the player's own. */
async function checkPurchases(ctx: CheckContext, user: CrashUser): Promise<void> {
  for (const [gameId, outcome] of user.purchases) {
    if (outcome !== 'acked') continue;
    const detail = await callApi<GameDetail>(ctx.url, 'web/game/detail', { appID: gameId }, as(user));
    if (detail.kind !== 'ok') ctx.problems.push(`check ${user.loginName}: detail ${gameId} → ${JSON.stringify(detail)}`);
    else if (!detail.data.owned) lost(ctx.stats, ctx.problems, `${user.loginName}: the purchase of game ${gameId}`);
  }
}
