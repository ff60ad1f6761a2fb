import { apiPost, isRequestCancelled, refreshUserStatus, toast, useAuth } from '@portal/shared';
import {
  errorMessage,
  messageKeys,
  nextPageOf,
  useInfiniteQuery,
  useMutation,
  useQueryClient,
  type InfiniteData,
  type QueryClient,
} from '@portal/shared/query';
import type { MarkReadResult, MessageList, SystemMessage } from '@portal/shared/types';

/** System messages: the calls (spec §7) and the list with its read marks. */
export const messagesApi = {
  list: (page: number, pageSize: number) => apiPost<MessageList>('/user/center/message/all', { page, pageSize }),
  markRead: (ids: number[]) => apiPost<MarkReadResult>('/user/message', { ids, __json: true }),
  markAllRead: () => apiPost<MarkReadResult>('/user/message', { all: true, __json: true }),
};

export const MESSAGE_PAGE_SIZE = 20;

type MessagePages = InfiniteData<MessageList>;

export function useMessages() {
  const uid = useAuth((s) => s.account.uid);
  return useInfiniteQuery({
    queryKey: messageKeys.list(uid),
    queryFn: ({ pageParam }) => messagesApi.list(pageParam, MESSAGE_PAGE_SIZE),
    initialPageParam: 1,
    getNextPageParam: nextPageOf,
  });
}

/** The unread count the server gave last (each page carries it). */
export function unreadOf(data: MessagePages | undefined): number {
  return data?.pages.at(-1)?.unread ?? 0;
}

/** Marks messages read (or back unread) in the cached list; `unread` replaces the count when given. */
function patchMessages(client: QueryClient, uid: string, ids: number[] | 'all', read: boolean, unread?: number): void {
  client.setQueryData<MessagePages>(messageKeys.list(uid), (data) =>
    data
      ? {
          ...data,
          pages: data.pages.map((page) => ({
            ...page,
            ...(unread !== undefined ? { unread } : {}),
            items: page.items.map((m: SystemMessage) => (ids === 'all' || ids.includes(m.id) ? { ...m, read } : m)),
          })),
        }
      : data,
  );
}

/** Tap to read: shown read at once, back to unread (with a toast) if the server refused. */
export function useMarkRead() {
  const client = useQueryClient();
  const uid = useAuth((s) => s.account.uid);
  return useMutation({
    mutationFn: (id: number) => messagesApi.markRead([id]),
    onMutate: (id) => patchMessages(client, uid, [id], true),
    onSuccess: (result, id) => {
      patchMessages(client, uid, [id], true, result?.unread ?? 0);
      // The header's unread count is in the user status.
      refreshUserStatus().catch(() => undefined);
    },
    onError: (caught, id) => {
      if (isRequestCancelled(caught)) return;
      patchMessages(client, uid, [id], false);
      toast.error(errorMessage(caught, '操作失败，请稍后重试'));
    },
  });
}

/** 全部已读. */
export function useMarkAllRead() {
  const client = useQueryClient();
  const uid = useAuth((s) => s.account.uid);
  return useMutation({
    mutationFn: () => messagesApi.markAllRead(),
    onSuccess: (result) => {
      patchMessages(client, uid, 'all', true, result?.unread ?? 0);
      toast.success('已全部标记为已读');
      refreshUserStatus().catch(() => undefined);
    },
    onError: (caught) => {
      if (!isRequestCancelled(caught)) toast.error(errorMessage(caught, '操作失败，请稍后重试'));
    },
  });
}
