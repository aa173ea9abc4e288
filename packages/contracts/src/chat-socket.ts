/**
 * The chat's live connection (docs/decisions/012-support-chat.md): a WebSocket at
 * CHAT_SOCKET_PATH that only delivers; everything a person does goes through the HTTP calls.
 *
 * A browser cannot set headers on a WebSocket, so the first message carries the SPEC §7 channel
 * headers (by their header names) and who is connecting: a customer's or an agent's session
 * token, or a visitor token. Nothing is in the URL, so nothing lands in access logs. The server
 * answers `ready`, or closes with one of SOCKET_CLOSE.
 */
import { z } from 'zod';
import { zChatMessage, CONVERSATION_STATUSES } from './api/chat';
import { HEADERS } from './constants';

export const CHAT_SOCKET_PATH = '/app/chat/socket';

/** How long the server waits for the first message. */
export const SOCKET_HELLO_TIMEOUT_MS = 10_000;

export const SOCKET_CLOSE = {
  /** The first message was not a valid hello, or a channel header was wrong. */
  badHello: 4400,
  /** The token is not (or no longer) valid: log in again or start over. */
  unauthorized: 4401,
  /** No hello in time. */
  helloTimeout: 4408,
} as const;

export const zSocketAuth = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('customer'), token: z.string().min(1) }),
  z.object({ kind: z.literal('visitor'), visitorToken: z.string().min(1) }),
  z.object({ kind: z.literal('agent'), token: z.string().min(1) }),
]);
export type SocketAuth = z.infer<typeof zSocketAuth>;

export const zSocketHello = z.object({
  type: z.literal('hello'),
  headers: z.object({
    [HEADERS.apiKey]: z.string(),
    [HEADERS.companyCode]: z.string(),
    [HEADERS.operatorId]: z.string(),
  }),
  auth: zSocketAuth,
});
export type SocketHello = z.infer<typeof zSocketHello>;

export const zSocketEvent = z.discriminatedUnion('type', [
  z.object({ type: z.literal('ready') }),
  /** A new message in a conversation the connection may see. */
  z.object({ type: z.literal('message'), conversationId: z.string(), message: zChatMessage }),
  /** Something else changed (taken, closed, reopened, read): read it again over HTTP. */
  z.object({
    type: z.literal('conversation'),
    conversationId: z.string(),
    status: z.enum(CONVERSATION_STATUSES),
  }),
]);
export type SocketEvent = z.infer<typeof zSocketEvent>;
