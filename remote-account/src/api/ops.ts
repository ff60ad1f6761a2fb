import { apiGet, isApiError, ResultCode } from '@portal/shared';
import { useQuery } from '@portal/shared/query';
import type { OpsStatus } from '@portal/shared/types';

/** Ops status (issue 16; staff only — anyone else is refused 403, 1613). */
export const opsApi = {
  status: () => apiGet<OpsStatus>('/ops/status'),
};

export const opsKeys = { status: ['ops', 'status'] as const };

/** How often the status page asks again while it is open. */
export const OPS_STATUS_REFRESH_MS = 10_000;

export const isStaffRefusal = (error: unknown) => isApiError(error) && error.code === ResultCode.staffRequired;

/**
 * Asked again every 10 s while the page is open (the last good answer stays on screen while a
 * refresh fails); a player, refused once, is not asked again.
 */
export function useOpsStatus() {
  return useQuery({
    queryKey: opsKeys.status,
    queryFn: opsApi.status,
    staleTime: 0,
    refetchInterval: (query) => (isStaffRefusal(query.state.error) ? false : OPS_STATUS_REFRESH_MS),
  });
}
