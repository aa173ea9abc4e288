import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import {
  claimVisitorChat,
  getMyChat,
  getSupportHours,
  getVisitorChat,
  markMyChatRead,
  markVisitorChatRead,
  sendMyChatMessage,
  sendVisitorChatMessage,
  startVisitorChat,
  type ChatState,
  type VisitorStart,
} from '@mvno/contracts/api/chat';
import type { SocketAuth } from '@mvno/contracts/chat-socket';
import { CHAT_POLL_MS } from '@mvno/contracts/product-constants/support';
import { ApiError, callApi } from '../../../lib/api-client';
import { connectChat, type ConnectionStatus } from '../../../lib/chat-connection';
import { getStoredToken } from '../../../lib/session-token';
import { useAppStore } from '../../../lib/store';
import { markChatted, setUnread, setVisitorToken, useLauncherStore } from '../lib/launcher-store';

/** Who is chatting in this browser: the logged-in customer, a visitor with a token, or nobody yet. */
export type ChatIdentity = { kind: 'customer' } | { kind: 'visitor'; token: string } | { kind: 'none' };

const CHAT_KEY = ['chat'] as const;

function useIdentity(): { identity: ChatIdentity; claiming: boolean } {
  const isLoggedIn = useAppStore((s) => s.isLoggedIn);
  const visitorToken = useLauncherStore((s) => s.visitorToken);
  if (isLoggedIn) return { identity: { kind: 'customer' }, claiming: visitorToken !== null };
  if (visitorToken) return { identity: { kind: 'visitor', token: visitorToken }, claiming: false };
  return { identity: { kind: 'none' }, claiming: false };
}

async function readState(identity: ChatIdentity, signal: AbortSignal): Promise<ChatState> {
  if (identity.kind === 'customer') return callApi(getMyChat, { signal });
  if (identity.kind === 'visitor') {
    try {
      return await callApi(getVisitorChat, { body: { visitorToken: identity.token }, signal });
    } catch (error) {
      // The conversation is gone or belongs to an account now: start afresh.
      if (error instanceof ApiError && error.status === 404) setVisitorToken(null);
      throw error;
    }
  }
  return { conversation: null, hours: await callApi(getSupportHours, { signal }) };
}

/**
 * The chat's state and actions, kept live: a WebSocket tells of new messages (the state is read
 * again); while it is down the state is polled. A visitor's conversation joins the account as
 * soon as the visitor logs in in this browser.
 */
export function useChat(open: boolean) {
  const queryClient = useQueryClient();
  const { identity, claiming } = useIdentity();
  const [status, setStatus] = useState<ConnectionStatus>('connecting');
  const key = [...CHAT_KEY, identity.kind, identity.kind === 'visitor' ? identity.token : ''];

  // Logged in with a visitor's conversation in this browser: make it the account's.
  const visitorToken = useLauncherStore((s) => s.visitorToken);
  useEffect(() => {
    if (!claiming || !visitorToken) return;
    let cancelled = false;
    callApi(claimVisitorChat, { body: { visitorToken } })
      .then(() => !cancelled && setVisitorToken(null))
      .catch((error: unknown) => {
        // Not found: it was claimed already or is gone; other failures try again next time.
        if (!cancelled && error instanceof ApiError && error.status < 500 && error.status !== 401)
          setVisitorToken(null);
      });
    return () => {
      cancelled = true;
    };
  }, [claiming, visitorToken]);

  const query = useQuery({
    queryKey: key,
    queryFn: ({ signal }) => readState(identity, signal),
    enabled: !claiming,
    refetchInterval:
      identity.kind === 'none' || status === 'live' ? false : open ? CHAT_POLL_MS.open : CHAT_POLL_MS.closed,
    retry: false,
  });

  // The live connection, for a customer or a visitor with a conversation.
  const authToken =
    identity.kind === 'customer' ? getStoredToken() : identity.kind === 'visitor' ? identity.token : null;
  useEffect(() => {
    if (claiming || !authToken) return undefined;
    const auth: SocketAuth =
      identity.kind === 'visitor'
        ? { kind: 'visitor', visitorToken: authToken }
        : { kind: 'customer', token: authToken };
    return connectChat(auth, {
      onEvent: () => void queryClient.invalidateQueries({ queryKey: CHAT_KEY }),
      onStatus: setStatus,
    });
  }, [authToken, claiming, identity.kind, queryClient]);

  // The launcher's count; what the open panel shows counts as seen.
  const conversation = query.data?.conversation ?? null;
  const unread = conversation?.unread ?? 0;
  useEffect(() => {
    setUnread(open ? 0 : unread);
  }, [open, unread]);
  useEffect(() => {
    if (!open || unread === 0 || identity.kind === 'none') return;
    const read =
      identity.kind === 'visitor'
        ? callApi(markVisitorChatRead, { body: { visitorToken: identity.token } })
        : callApi(markMyChatRead);
    read.then(() => queryClient.invalidateQueries({ queryKey: CHAT_KEY })).catch(() => undefined);
  }, [open, unread, identity, queryClient]);

  const remember = (state: ChatState) => queryClient.setQueryData(key, state);

  const send = useMutation({
    mutationFn: (message: string) =>
      identity.kind === 'visitor'
        ? callApi(sendVisitorChatMessage, { body: { visitorToken: identity.token, message } })
        : callApi(sendMyChatMessage, { body: { message } }),
    onSuccess: (state) => {
      markChatted();
      remember(state);
    },
  });

  const start = useMutation({
    mutationFn: (form: VisitorStart) => callApi(startVisitorChat, { body: form }),
    onSuccess: ({ visitorToken: token, ...state }) => {
      queryClient.setQueryData([...CHAT_KEY, 'visitor', token], state);
      setVisitorToken(token);
    },
  });

  return { identity, query, conversation, hours: query.data?.hours, status, send, start, claiming };
}
