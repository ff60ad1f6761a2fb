import { apiGet, apiPost, useAuth } from '@portal/shared';
import { balanceChanged, nextPageOf, useInfiniteQuery, useMutation, useQuery, useQueryClient } from '@portal/shared/query';
import type {
  ActivityCard,
  ActivityDetail,
  CheckinResult,
  CheckinStatus,
  MakeUpResult,
  Paged,
  TaskClaimResult,
} from '@portal/shared/types';

/**
 * Check-in and the activity centre (GET/POST /api/checkin…, /api/activity…; shapes in
 * shared/types/engage). What the viewer sees depends on who asks, so the uid is in the keys;
 * both are read again on every visit (a download or a post elsewhere moves task progress).
 */
export const engageKeys = {
  checkin: (uid: string) => ['engage', 'checkin', uid] as const,
  activities: ['engage', 'activities'] as const,
  activity: (id: number, uid: string) => ['engage', 'activity', id, uid] as const,
};

export const ACTIVITY_PAGE_SIZE = 10;

export const engageApi = {
  checkinStatus: () => apiGet<CheckinStatus>('/checkin'),
  checkIn: () => apiPost<CheckinResult>('/checkin'),
  makeUp: (day: string) => apiPost<MakeUpResult>('/checkin/makeup', { day }),
  activities: (page: number) => apiGet<Paged<ActivityCard>>('/activity/list', { page, pageSize: ACTIVITY_PAGE_SIZE }),
  activity: (id: number) => apiGet<ActivityDetail>(`/activity/${id}`),
  claim: (taskId: number) => apiPost<TaskClaimResult>(`/activity/task/${taskId}/claim`),
};

export function useCheckinStatus() {
  const uid = useAuth((s) => s.account.uid);
  return useQuery({ queryKey: engageKeys.checkin(uid), queryFn: engageApi.checkinStatus, enabled: uid !== '', refetchOnMount: 'always' });
}

/** Check in or make up a day: the calendar and the balance (header, wallet lists) are read again. */
export function useCheckinMutations() {
  const uid = useAuth((s) => s.account.uid);
  const client = useQueryClient();
  const settle = async () => {
    await Promise.all([client.invalidateQueries({ queryKey: engageKeys.checkin(uid) }), balanceChanged(client)]);
    // A check-in advances check-in tasks.
    void client.invalidateQueries({ queryKey: ['engage', 'activity'] });
  };
  const checkIn = useMutation({ mutationFn: engageApi.checkIn, onSuccess: settle });
  const makeUp = useMutation({ mutationFn: engageApi.makeUp, onSuccess: settle });
  return { checkIn, makeUp };
}

export function useActivityList() {
  return useInfiniteQuery({
    queryKey: engageKeys.activities,
    queryFn: ({ pageParam }) => engageApi.activities(pageParam),
    initialPageParam: 1,
    getNextPageParam: nextPageOf,
    refetchOnMount: 'always',
  });
}

export function useActivityDetail(id: number) {
  const uid = useAuth((s) => s.account.uid);
  return useQuery({
    queryKey: engageKeys.activity(id, uid),
    queryFn: () => engageApi.activity(id),
    enabled: Number.isInteger(id) && id > 0,
    refetchOnMount: 'always',
  });
}

export function useClaimTask(activityId: number) {
  const uid = useAuth((s) => s.account.uid);
  const client = useQueryClient();
  return useMutation({
    mutationFn: engageApi.claim,
    onSuccess: async () => {
      await Promise.all([client.invalidateQueries({ queryKey: engageKeys.activity(activityId, uid) }), balanceChanged(client)]);
    },
  });
}
