import type { Actor } from './actors';

/**
 * What of the victim's data an answer to the attacker must never contain. Text markers are
 * distinctive strings (name, login name, phone plain and masked, invitation code, session
 * token, avatar address, order numbers, gift codes) found anywhere in the answer — except those
 * the attacker sent in that very request, which an answer may echo without telling anything.
 * Numbers are too common to look for as text, so the uid and the balance are looked for as
 * values of the fields that carry them.
 */
export interface VictimData {
  uid: string;
  texts: Record<string, string>;
  balances: number[];
}

const UID_FIELDS = new Set(['uid', 'userid', 'user_id', 'claimedby', 'claimed_by', 'ownerid', 'inviterid', 'inviteeid']);
const BALANCE_FIELDS = new Set(['coinnum', 'coin_num', 'balance', 'balanceafter', 'balance_after']);

export function victimData(victim: Actor, ledgerBalances: number[]): VictimData {
  const texts: Record<string, string> = {
    'login name': victim.loginName,
    nickname: victim.name,
    phone: victim.phone,
    'masked phone': `${victim.phone.slice(0, 3)}****${victim.phone.slice(-4)}`,
    'invitation code': victim.inviteCode,
    'session token': victim.token,
    avatar: victim.avatar,
  };
  victim.orderNos.forEach((orderNo, i) => {
    texts[`order number ${i + 1}`] = orderNo;
  });
  victim.giftCodes.forEach((code, i) => {
    texts[`gift code ${i + 1}`] = code;
  });
  return { uid: victim.uid, texts, balances: [victim.coinNum, ...ledgerBalances] };
}

/** The victim's data in an answer, described (`nickname vic_1a2b3c`, `uid field = 10002`). */
export function findVictimData(data: VictimData, answerText: string, answerJson: unknown, sent: readonly string[]): string[] {
  const found: string[] = [];
  for (const [label, value] of Object.entries(data.texts)) {
    if (answerText.includes(value) && !sent.some((s) => s.includes(value))) found.push(`${label} ${value}`);
  }
  walk(answerJson, (key, value) => {
    const field = key.toLowerCase();
    if (UID_FIELDS.has(field) && String(value) === data.uid) found.push(`${key} = ${data.uid}`);
    if (BALANCE_FIELDS.has(field) && typeof value === 'number' && data.balances.includes(value))
      found.push(`${key} = ${value} (victim's balance)`);
  });
  return found;
}

function walk(value: unknown, visit: (key: string, value: unknown) => void): void {
  if (Array.isArray(value)) {
    for (const item of value) walk(item, visit);
  } else if (value && typeof value === 'object') {
    for (const [key, inner] of Object.entries(value)) {
      visit(key, inner);
      walk(inner, visit);
    }
  }
}
