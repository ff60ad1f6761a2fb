import { AccountType } from '@portal/shared/types';
import type { Clock } from '../platform/clock';
import type { Database } from '../db/types';
import { createAccount, hashPassword, isUniqueViolation, userRepository } from '../modules/accounts';
import { markDemoAdult } from '../modules/protection';
import { grantOnce } from '../modules/wallet';

export const DEMO_LOGIN_NAME = 'demo';
export const DEMO_PASSWORD = 'demo1234';
export const DEMO_DISPLAY_NAME = '试玩玩家';
export const DEMO_WELCOME_COINS = 500;
export const DEMO_WELCOME_REFERENCE = 'demo:welcome';

export interface DemoPlayer {
  uid: string;
  loginName: string;
}

/**
 * The demo player (login demo / demo1234, 试玩玩家) with a 500 X钻 welcome grant. Safe to run
 * any number of times: the account is created only if the name is free, and the grant is
 * written through changeBalance (ledger row, reason grant, reference demo:welcome) only when
 * no such ledger row exists — checked after the user's row is locked, so two seeders racing
 * still grant once.
 */
export async function seedDemoPlayer(db: Database, now: Date | Clock): Promise<DemoPlayer> {
  const at = typeof now === 'function' ? now() : now;
  let user = await userRepository.findByLoginName(db, DEMO_LOGIN_NAME);
  if (!user) {
    const passwordHash = await hashPassword(DEMO_PASSWORD);
    try {
      user = await db.transaction((tx) =>
        createAccount(
          tx,
          { loginName: DEMO_LOGIN_NAME, passwordHash, name: DEMO_DISPLAY_NAME, accountType: AccountType.name },
          undefined,
          at,
        ),
      );
    } catch (error) {
      if (!isUniqueViolation(error, 'login_name')) throw error;
      user = await userRepository.findByLoginName(db, DEMO_LOGIN_NAME);
      if (!user) throw error;
    }
  }
  const uid = user.uid;
  await db.transaction((tx) => grantOnce(tx, { userId: uid, amount: DEMO_WELCOME_COINS, reference: DEMO_WELCOME_REFERENCE, at }));
  // A verified adult, so the demo can recharge and buy (player protection refuses the unverified).
  await db.transaction((tx) => markDemoAdult(tx, uid, at));
  return { uid, loginName: DEMO_LOGIN_NAME };
}
