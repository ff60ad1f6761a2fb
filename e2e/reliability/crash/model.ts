/**
 * What the crash suite believes the server holds: every write it sent, with whether the server
 * acknowledged it (HTTP 200 and code 0 — it must survive any crash after that) or the answer
 * was lost to a kill (it may or may not have happened; the check after the restart accepts
 * both and then records which one it was).
 */
export type Outcome = 'acked' | 'unknown';

export interface ProfileValues {
  name: string;
  sex: number;
  age: number;
}

export interface RechargeOrder {
  orderNo: string;
  amountCents: number;
  coins: number;
  /**
   * The payment notification: not sent yet, sent and acknowledged as credited, or sent and the
   * answer lost. A provider resends a notification until it is acknowledged; the suite does the
   * same after each restart. `abandoned`: an order found after a lost payInfo answer, which the
   * player never got to pay.
   */
  credit: 'unsent' | 'acked' | 'unknown' | 'abandoned';
}

/** A ledger row the user's writes must have made (purchases and memberships; recharges live on their orders). */
export interface MoneyEffect {
  reference: string;
  amount: number;
  outcome: Outcome;
}

export interface GiftClaim {
  code: string | null;
  outcome: Outcome;
}

export interface CrashUser {
  loginName: string;
  password: string;
  /** The player's own address (X-Forwarded-For): per-address limits count each player alone. */
  address: string;
  registration: Outcome;
  uid: string | null;
  token: string | null;
  /** The last acknowledged (or, after a check, observed) profile, and updates sent since without an answer. */
  profile: ProfileValues;
  profileInFlight: ProfileValues[];
  /** X钻 as the client knows it; exact between checks because only this client writes for this user. */
  balance: number;
  orders: RechargeOrder[];
  /** payInfo calls whose answer was lost: each may have created an order the client never saw. */
  lostOrderRequests: number;
  money: MoneyEffect[];
  purchases: Map<number, Outcome>;
  /** The membership expiry of the last acknowledged vipopen. */
  vipExpiry: string | null;
  gifts: Map<number, GiftClaim>;
  /** Real-name verification acknowledged (or found done): only then may the player pay. */
  verified: boolean;
}

/** The birth date every crash player verifies with: an adult, whose age the profile then shows. */
export const CRASH_BIRTH_DATE = '1990-06-15';

export function newUser(loginName: string, address: string): CrashUser {
  return {
    loginName,
    password: 'Crash7safe',
    address,
    registration: 'unknown',
    uid: null,
    token: null,
    profile: { name: loginName, sex: 0, age: 0 },
    profileInFlight: [],
    balance: 0,
    orders: [],
    lostOrderRequests: 0,
    money: [],
    purchases: new Map(),
    vipExpiry: null,
    gifts: new Map(),
    verified: false,
  };
}

/** Counts of one engine's run, for the figure and its assertions. */
export interface CrashStats {
  kills: number;
  /** Writes the server acknowledged, by kind. */
  acked: Record<WriteKind, number>;
  /** Answers lost to a kill (the write may or may not have happened). */
  lostAnswers: number;
  /** Of those, the writes the check found applied: the kill fell between the commit and the answer. */
  lostAnswersApplied: number;
  /** Acknowledged writes missing after a restart. */
  lostWrites: number;
  /** Refusals by result code (1201 too few X钻, limits …): nothing changed, not counted as writes. */
  refusals: Record<string, number>;
  /** Answers with HTTP status ≥ 500. */
  serverErrors: number;
  /** Orders whose credit appears more than once in a ledger. */
  doubleCredits: number;
  /** Notifications of credited orders sent again (as providers do), each of which must credit nothing. */
  replays: number;
}

export const WRITE_KINDS = ['register', 'profile', 'order', 'credit', 'purchase', 'membership', 'gift'] as const;
export type WriteKind = (typeof WRITE_KINDS)[number];

export function newStats(): CrashStats {
  return {
    kills: 0,
    acked: Object.fromEntries(WRITE_KINDS.map((kind) => [kind, 0])) as Record<WriteKind, number>,
    lostAnswers: 0,
    lostAnswersApplied: 0,
    lostWrites: 0,
    refusals: {},
    serverErrors: 0,
    doubleCredits: 0,
    replays: 0,
  };
}

export const totalAcked = (stats: CrashStats) => WRITE_KINDS.reduce((sum, kind) => sum + stats.acked[kind], 0);
