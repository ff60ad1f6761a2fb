import { apiGet, apiPost, useAuth } from '@portal/shared';
import { nextPageOf, useInfiniteQuery, useMutation, useQuery, useQueryClient } from '@portal/shared/query';
import type { Paged, ServiceContact, ServiceHours, SupportConversation, SupportMessage } from '@portal/shared/types';

/** Customer service (/kefu): the contact card (spec §7 user/kefu), the hours, and my conversation with 客服. */
export const supportApi = {
  contact: () => apiPost<ServiceContact>('/user/kefu'),
  hours: () => apiGet<ServiceHours>('/support/hours'),
  messages: (page: number, pageSize: number) => apiGet<Paged<SupportMessage>>('/support/messages', { page, pageSize }),
  send: (content: string) => apiPost<SupportMessage>('/support/message', { content, __json: true }),
  // Staff desk (users.staff; anyone else is refused 403, 1613).
  conversations: (state: DeskState, page: number, pageSize: number) =>
    apiGet<Paged<SupportConversation>>('/support/staff/conversations', { state, page, pageSize }),
  conversationMessages: (id: number, page: number, pageSize: number) =>
    apiGet<Paged<SupportMessage>>(`/support/staff/conversation/${id}/messages`, { page, pageSize }),
  reply: (id: number, content: string) => apiPost<SupportMessage>(`/support/staff/conversation/${id}/reply`, { content, __json: true }),
};

export type DeskState = 'waiting' | 'all';

export const SUPPORT_PAGE_SIZE = 20;

export const supportKeys = {
  contact: ['support', 'contact'] as const,
  hours: ['support', 'hours'] as const,
  messages: (uid: string) => ['support', 'messages', uid] as const,
  desk: ['support', 'desk'] as const,
  deskList: (state: DeskState) => ['support', 'desk', 'list', state] as const,
  deskThread: (id: number) => ['support', 'desk', 'thread', id] as const,
};

export function useServiceContact() {
  return useQuery({ queryKey: supportKeys.contact, queryFn: supportApi.contact, staleTime: 10 * 60_000 });
}

/** Online or not moves with the clock: asked again every minute while the page is open. */
export function useServiceHours() {
  return useQuery({ queryKey: supportKeys.hours, queryFn: supportApi.hours, refetchInterval: 60_000 });
}

/** My conversation, newest page first (the page shows it oldest at the top); a reply shows within 30 s while the page is open. */
export function useSupportMessages() {
  const uid = useAuth((s) => s.account.uid);
  return useInfiniteQuery({
    queryKey: supportKeys.messages(uid),
    queryFn: ({ pageParam }) => supportApi.messages(pageParam, SUPPORT_PAGE_SIZE),
    initialPageParam: 1,
    getNextPageParam: nextPageOf,
    enabled: uid !== '',
    staleTime: 0,
    refetchInterval: 30_000,
  });
}

export function useSendSupportMessage() {
  const client = useQueryClient();
  const uid = useAuth((s) => s.account.uid);
  return useMutation({
    mutationFn: (content: string) => supportApi.send(content),
    onSuccess: () => client.invalidateQueries({ queryKey: supportKeys.messages(uid) }),
  });
}

/** Staff: the conversations, waiting ones oldest first (or all by latest message); refreshed every 30 s. */
export function useDeskConversations(state: DeskState) {
  return useInfiniteQuery({
    queryKey: supportKeys.deskList(state),
    queryFn: ({ pageParam }) => supportApi.conversations(state, pageParam, SUPPORT_PAGE_SIZE),
    initialPageParam: 1,
    getNextPageParam: nextPageOf,
    staleTime: 0,
    refetchInterval: 30_000,
  });
}

/** Staff: one conversation, newest page first. */
export function useDeskThread(id: number) {
  return useInfiniteQuery({
    queryKey: supportKeys.deskThread(id),
    queryFn: ({ pageParam }) => supportApi.conversationMessages(id, pageParam, SUPPORT_PAGE_SIZE),
    initialPageParam: 1,
    getNextPageParam: nextPageOf,
    staleTime: 0,
  });
}

export function useDeskReply(id: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (content: string) => supportApi.reply(id, content),
    onSuccess: () => client.invalidateQueries({ queryKey: supportKeys.desk }),
  });
}
