import { apiGet, apiPost, refreshUserStatus, useAuth } from '@portal/shared';
import { useQuery } from '@portal/shared/query';
import type { RealNameStatus, VerifyRealNameBody } from '@portal/shared/types';

/** Real-name verification and this month's spending limits (player protection, issue 15). */
export const realNameKeys = {
  status: (uid: string) => ['realname', 'status', uid] as const,
};

export function useRealNameStatus() {
  const uid = useAuth((s) => s.account.uid);
  return useQuery({ queryKey: realNameKeys.status(uid), queryFn: () => apiGet<RealNameStatus>('/user/realname'), enabled: Boolean(uid) });
}

/** Verifies, then refreshes the account (needRealName, age) everywhere in the page. */
export async function verifyRealName(body: VerifyRealNameBody): Promise<RealNameStatus> {
  const status = await apiPost<RealNameStatus>('/user/realname', { ...body });
  await refreshUserStatus().catch(() => null);
  return status;
}
