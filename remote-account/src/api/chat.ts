import { apiGet, apiPost, onLiveEvent, useAuth } from '@portal/shared';
import { useInfiniteQuery, useMutation, useQueryClient } from '@portal/shared/query';
import type { ChatDeletedResult, ChatMessage, ChatMessagePage, ChatReadResult, ConversationPage } from '@portal/shared/types';
import { useEffect } from 'react';

/** Private messages (issue 14): the calls under /api/chat and their queries. */
export const chatApi = {
  conversations: (cursor?: string) => apiGet<ConversationPage>('/chat/conversations', cursor ? { cursor } : {}),
  messages: (uid: string, cursor?: string) => apiGet<ChatMessagePage>(`/chat/${uid}/messages`, cursor ? { cursor } : {}),
  send: (uid: string, content: string) => apiPost<ChatMessage>(`/chat/${uid}/send`, { content, __json: true }),
  read: (uid: string) => apiPost<ChatReadResult>(`/chat/${uid}/read`, { __json: true }),
  remove: (uid: string) => apiPost<ChatDeletedResult>(`/chat/${uid}/delete`, { __json: true }),
};

export const chatKeys = {
  all: ['chat'] as const,
  conversations: (me: string) => ['chat', me, 'conversations'] as const,
  messages: (me: string, peer: string) => ['chat', me, 'messages', peer] as const,
};

/**
 * Both chat lists refetch whenever a view of them mounts (staleTime 0; the cached page shows
 * meanwhile). Live events refresh only the views mounted when they arrive: one that lands while
 * the user is elsewhere (home, or between two pages) would otherwise leave a cached list that
 * looks fresh for the client's default minute, without the message that arrived.
 */
const CHAT_STALE_TIME = 0;

export function useConversations() {
  const me = useAuth((s) => s.account.uid);
  return useInfiniteQuery({
    queryKey: chatKeys.conversations(me),
    staleTime: CHAT_STALE_TIME,
    queryFn: ({ pageParam }) => chatApi.conversations(pageParam),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (last: ConversationPage) => last.nextCursor ?? undefined,
  });
}

export function useChatMessages(peer: string) {
  const me = useAuth((s) => s.account.uid);
  return useInfiniteQuery({
    queryKey: chatKeys.messages(me, peer),
    staleTime: CHAT_STALE_TIME,
    queryFn: ({ pageParam }) => chatApi.messages(peer, pageParam),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (last: ChatMessagePage) => last.nextCursor ?? undefined,
  });
}

/** Live events make every chat list refetch what it shows (new message, read elsewhere, missed events). */
export function useChatLiveRefresh(): void {
  const client = useQueryClient();
  useEffect(() => {
    const refresh = () => void client.invalidateQueries({ queryKey: chatKeys.all });
    const offs = [onLiveEvent('chat', refresh), onLiveEvent('reset', refresh)];
    return () => {
      for (const off of offs) off();
    };
  }, [client]);
}

export function useSendMessage(peer: string) {
  const client = useQueryClient();
  const me = useAuth((s) => s.account.uid);
  return useMutation({
    mutationFn: (content: string) => chatApi.send(peer, content),
    onSuccess: () => void client.invalidateQueries({ queryKey: chatKeys.messages(me, peer) }),
  });
}
