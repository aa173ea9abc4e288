/**
 * What the launcher (in every page's first load) needs to know: the unread count, and the
 * visitor token of a conversation started without an account in this browser. Small on purpose:
 * the chat itself loads on first open (docs/decisions/012).
 */
import { create } from 'zustand';
import { readLocal } from '../../../lib/local-storage';

/** Local storage: the visitor token (a conversation without an account), and that this browser has chatted. */
export const VISITOR_TOKEN_KEY = 'chatVisitorToken';
export const CHAT_ACTIVE_KEY = 'chatActive';

function write(key: string, value: string | null): void {
  try {
    if (value === null) localStorage.removeItem(key);
    else localStorage.setItem(key, value);
  } catch {
    // Storage unavailable: the chat still works for this visit.
  }
}

type LauncherState = { unread: number; visitorToken: string | null };

export const useLauncherStore = create<LauncherState>()(() => ({
  unread: 0,
  visitorToken: readLocal(VISITOR_TOKEN_KEY),
}));

export function setUnread(unread: number): void {
  if (useLauncherStore.getState().unread !== unread) useLauncherStore.setState({ unread });
}

export function setVisitorToken(token: string | null): void {
  write(VISITOR_TOKEN_KEY, token);
  useLauncherStore.setState({ visitorToken: token });
}

/** Whether this browser has a conversation to follow (so the chat connects before the first open). */
export function hasChatted(): boolean {
  return readLocal(VISITOR_TOKEN_KEY) !== null || readLocal(CHAT_ACTIVE_KEY) === '1';
}

export function markChatted(): void {
  write(CHAT_ACTIVE_KEY, '1');
}
