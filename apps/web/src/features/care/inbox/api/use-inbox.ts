import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import {
  closeConversation,
  getConversation,
  getConversationCustomer,
  listConversations,
  markConversationRead,
  replyToConversation,
  takeConversation,
  type ConversationDetail,
  type InboxView,
} from '@mvno/contracts/api/support-inbox';
import { CHAT_POLL_MS } from '@mvno/contracts/product-constants/support';
import { callApi } from '../../../../lib/api-client';
import { connectChat, type ConnectionStatus } from '../../../../lib/chat-connection';

const INBOX_KEY = ['inbox'] as const;

/** Every agent's inbox stays live: any chat event reads the lists and the open conversation again. */
export function useInboxLive(token: string): ConnectionStatus {
  const queryClient = useQueryClient();
  const [status, setStatus] = useState<ConnectionStatus>('connecting');
  useEffect(
    () =>
      connectChat(
        { kind: 'agent', token },
        { onEvent: () => void queryClient.invalidateQueries({ queryKey: INBOX_KEY }), onStatus: setStatus },
      ),
    [token, queryClient],
  );
  return status;
}

const poll = (status: ConnectionStatus) => (status === 'live' ? false : CHAT_POLL_MS.open);

export function useConversations(view: InboxView, status: ConnectionStatus) {
  return useQuery({
    queryKey: [...INBOX_KEY, 'list', view],
    queryFn: ({ signal }) => callApi(listConversations, { query: { view }, signal }),
    refetchInterval: poll(status),
  });
}

export function useConversation(id: string | undefined, status: ConnectionStatus) {
  return useQuery({
    queryKey: [...INBOX_KEY, 'conversation', id],
    queryFn: ({ signal }) => callApi(getConversation, { params: { conversationId: id! }, signal }),
    enabled: id !== undefined,
    refetchInterval: poll(status),
  });
}

export function useCustomerOverview(id: string | undefined, isCustomer: boolean) {
  return useQuery({
    queryKey: [...INBOX_KEY, 'customer', id],
    queryFn: ({ signal }) => callApi(getConversationCustomer, { params: { conversationId: id! }, signal }),
    enabled: id !== undefined && isCustomer,
  });
}

/** After the agent verified the customer: the panel reads the customer again (now the account). */
export function useReloadCustomerOverview(id: string) {
  const queryClient = useQueryClient();
  return () => void queryClient.invalidateQueries({ queryKey: [...INBOX_KEY, 'customer', id] });
}

export function useConversationActions(id: string) {
  const queryClient = useQueryClient();
  const params = { conversationId: id };
  const settle = (detail?: ConversationDetail) => {
    if (detail) queryClient.setQueryData([...INBOX_KEY, 'conversation', id], detail);
    return queryClient.invalidateQueries({ queryKey: [...INBOX_KEY, 'list'] });
  };
  return {
    take: useMutation({ mutationFn: () => callApi(takeConversation, { params }), onSuccess: settle }),
    reply: useMutation({
      mutationFn: (message: string) => callApi(replyToConversation, { params, body: { message } }),
      onSuccess: settle,
    }),
    markRead: useMutation({
      mutationFn: () => callApi(markConversationRead, { params }),
      onSuccess: () => settle(),
    }),
    close: useMutation({
      mutationFn: (sendTranscript: boolean) =>
        callApi(closeConversation, { params, body: { sendTranscript } }),
      onSuccess: (answer) => settle(answer.conversation),
    }),
  };
}
