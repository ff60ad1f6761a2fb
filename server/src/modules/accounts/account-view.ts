import { ageOn } from '@portal/shared/rules';
import type { Account, UserProfile } from '@portal/shared/types';
import type { UserRow } from './repository';

/**
 * A verified player's age comes from the birth date of their ID (Asia/Shanghai days, a year more
 * from the birthday); until then, the age they typed in their profile (which no rule trusts).
 */
function ageOf(user: UserRow, at: Date): number {
  return user.birth_date ? ageOn(user.birth_date, at) : user.age;
}

/** 13812345678 → 138****5678 */
export function maskPhone(phone: string | null): string {
  return phone ? `${phone.slice(0, 3)}****${phone.slice(-4)}` : '';
}

/** What login and registration answer: the account the client stores (spec §3 User account). */
export function toAccount(user: UserRow, token: string, newAccount: boolean, at: Date): Account {
  return {
    accountType: user.account_type,
    age: ageOf(user, at),
    loginName: user.login_name ?? '',
    name: user.name,
    needBind: user.phone === null,
    needRealName: user.need_real_name,
    newAccount,
    sex: user.sex,
    token,
    uid: user.uid,
  };
}

export function toProfile(user: UserRow, at: Date): UserProfile {
  return {
    uid: user.uid,
    name: user.name,
    loginName: user.login_name ?? '',
    accountType: user.account_type,
    sex: user.sex,
    age: ageOf(user, at),
    phone: maskPhone(user.phone),
    needBind: user.phone === null,
    needRealName: user.need_real_name,
    inviteCode: user.invite_code,
    newMessageCount: 0,
    createdAt: new Date(user.created_at).toISOString(),
    avatar: user.avatar,
    coinNum: Number(user.coin_num),
    levelType: user.level_type,
    expTime: user.exp_time ? new Date(user.exp_time).toISOString() : null,
  };
}
