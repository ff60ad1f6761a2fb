import { apiGet, apiPost, asJson, useAuth } from '@portal/shared';
import { useQuery } from '@portal/shared/query';
import type { ReadingProgress, SaveProgressRequest, SaveProgressResult } from '@portal/shared/types';
import { readingKeys } from './keys';

/** Reading progress: load the server's position, save this device's (JSON: the locator is nested). */
const BASE = '/v1/reading';

export const getProgress = (bookId: number) => apiGet<ReadingProgress | null>(`${BASE}/progress`, { bookId });
export const saveProgress = (request: SaveProgressRequest) =>
  apiPost<SaveProgressResult>(`${BASE}/progress`, asJson({ ...request, locator: { ...request.locator } }));

export function useServerProgress(bookId: number) {
  const uid = useAuth((s) => s.account.uid);
  return useQuery({
    queryKey: readingKeys.progress(bookId, uid),
    queryFn: () => getProgress(bookId),
    enabled: uid !== '' && bookId > 0,
    // The reader decides where to open from it: always ask the server again.
    staleTime: 0,
    gcTime: 0,
  });
}
