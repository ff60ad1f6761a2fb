import type { Account, UserProfile } from '@portal/shared/types';
import type { UserRow } from './repository';

/** 13812345678 → 138****5678 */
export function maskPhone(phone: string | null): string {
  return phone ? `${phone.slice(0, 3)}****${phone.slice(-4)}` : '';
}

/** What login and registration answer: the account the client stores (spec §3 User account). */
export function toAccount(user: UserRow, token: string, newAccount: boolean): Account {
  return {
    accountType: user.account_type,
    age: user.age,
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

export function toProfile(user: UserRow): UserProfile {
  return {
    uid: user.uid,
    name: user.name,
    loginName: user.login_name ?? '',
    accountType: user.account_type,
    sex: user.sex,
    age: user.age,
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
