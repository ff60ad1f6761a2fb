/**
 * Every localStorage key the portal uses, in one place (spec §3 "Local stored items"), so the
 * host and the remotes — which share this package as one singleton — never disagree on a name.
 */
export const STORAGE_KEYS = {
  /** Spec §3: a generated uuid without dashes, created once per browser. */
  deviceId: 'h5_device_id',
  /** Spec §3: the user account, persisted locally (written by the auth store). */
  account: 'portal_account',
  /** Spec §3: vipconfig {type, source}; type 1 + game id when membership is bought from a game. */
  vipConfig: 'vipconfig',
  /** Spec §3/§4: the invitation/channel code read from `?inviteCode=`/`?code=`, cleared when consumed. */
  inviteCode: 'inviteCode',
} as const;

export type StorageKey = (typeof STORAGE_KEYS)[keyof typeof STORAGE_KEYS];

/** Spec §3: the per-user "hide the bulletin today" timestamp lives under the uid plus this suffix. */
export const BULLETIN_HIDE_SUFFIX = '_notShowBulletin';

/** Spec §3/§4 Bulletin: key of the timestamp saved when 今日不再显示 was ticked. */
export function bulletinHideKey(uid: string | number): string {
  return `${uid}${BULLETIN_HIDE_SUFFIX}`;
}
