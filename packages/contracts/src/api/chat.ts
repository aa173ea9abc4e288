/**
 * The support chat (SPEC §1 "a customer chat widget", docs/decisions/012-support-chat.md): the
 * customer's side. A logged-in customer is known by the session; a visitor gives a name and an
 * email with the first message and gets a visitor token, which the browser keeps and sends in
 * the body of the visitor calls (never in a URL). Live delivery is a WebSocket (chat-socket.ts).
 */
import { z } from 'zod';
import { zEmail, zMessage, zName } from '../fields';
import { CHAT_MESSAGE_MAX_LENGTH } from '../product-constants/support';
import { PRODUCT_MESSAGES } from '../product-messages';
import { defineEndpoint } from './common';

/** Control characters (but new line, carriage return and tab) and bidirectional overrides. */
// eslint-disable-next-line no-control-regex -- finding control characters is the point
const NOT_TEXT = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F\u202A-\u202E\u2066-\u2069]/;

/**
 * A chat message as typed: plain text (never markup: it is shown as text, links made clickable
 * by the page), SPEC §5 `message` rules, at most CHAT_MESSAGE_MAX_LENGTH characters.
 */
export const zChatText = zMessage
  .max(CHAT_MESSAGE_MAX_LENGTH, PRODUCT_MESSAGES.support.chatTooLong)
  .refine((text) => !NOT_TEXT.test(text), PRODUCT_MESSAGES.support.chatTextOnly);

export const CHAT_AUTHORS = ['customer', 'agent'] as const;
export const CONVERSATION_STATUSES = ['open', 'closed'] as const;

export const zChatMessage = z.object({
  id: z.string(),
  author: z.enum(CHAT_AUTHORS),
  /** The agent's first name on an agent's message; null on the customer's. */
  agentName: z.string().nullable(),
  text: z.string(),
  sentAt: z.iso.datetime({ offset: true }),
});
export type ChatMessage = z.infer<typeof zChatMessage>;

/** When agents answer live; outside these hours replies are mailed too. */
export const zSupportHours = z.object({
  open: z.boolean(),
  /** The next time agents are in (ISO 8601), when they are not now. */
  nextOpenAt: z.iso.datetime({ offset: true }).nullable(),
  /** The schedule as configured, e.g. "Mon-Fri 09:00-18:00 (America/New_York)". */
  schedule: z.string(),
});
export type SupportHours = z.infer<typeof zSupportHours>;

/** The customer's conversation, as the customer sees it. */
export const zCustomerConversation = z.object({
  id: z.string(),
  status: z.enum(CONVERSATION_STATUSES),
  /** Agent messages the customer has not seen yet. */
  unread: z.number().int().min(0),
  /** The newest messages, oldest first. */
  messages: z.array(zChatMessage),
});
export type CustomerConversation = z.infer<typeof zCustomerConversation>;

export const zChatState = z.object({
  /** The customer's latest conversation; null before the first message. */
  conversation: zCustomerConversation.nullable(),
  hours: zSupportHours,
});
export type ChatState = z.infer<typeof zChatState>;

export const zVisitorToken = z.string().min(20).max(200);
export const zVisitorStart = z.object({ name: zName, email: zEmail, message: zChatText });
export type VisitorStart = z.infer<typeof zVisitorStart>;
export const zChatMessageBody = z.object({ message: zChatText });
export type ChatMessageBody = z.infer<typeof zChatMessageBody>;

const zUnread = z.object({ unread: z.number().int().min(0) });

export const getSupportHours = defineEndpoint({
  operationId: 'getSupportHours',
  method: 'GET',
  path: '/app/chat/hours',
  summary: 'When agents answer the chat live',
  auth: false,
  response: zSupportHours,
});

// A logged-in customer ------------------------------------------------------------------------

export const getMyChat = defineEndpoint({
  operationId: 'getMyChat',
  method: 'GET',
  path: '/app/chat',
  summary: "The logged-in customer's latest conversation",
  auth: true,
  response: zChatState,
});

export const sendMyChatMessage = defineEndpoint({
  operationId: 'sendMyChatMessage',
  method: 'POST',
  path: '/app/chat/messages',
  summary: 'Write to support (starts or reopens the conversation)',
  auth: true,
  body: zChatMessageBody,
  response: zChatState,
});

export const markMyChatRead = defineEndpoint({
  operationId: 'markMyChatRead',
  method: 'POST',
  path: '/app/chat/read',
  summary: "Mark the agent's replies as seen",
  auth: true,
  response: zUnread,
});

export const claimVisitorChat = defineEndpoint({
  operationId: 'claimVisitorChat',
  refusals: [404],
  method: 'POST',
  path: '/app/chat/claim',
  summary: 'Attach the conversation started before logging in (in this browser) to the account',
  auth: true,
  body: z.object({ visitorToken: zVisitorToken }),
  response: zChatState,
});

// A visitor (no account) ----------------------------------------------------------------------

export const startVisitorChat = defineEndpoint({
  operationId: 'startVisitorChat',
  method: 'POST',
  path: '/app/chat/visitor/start',
  summary: 'Start a conversation without an account: name, email and the first message',
  auth: false,
  body: zVisitorStart,
  response: zChatState.extend({ visitorToken: z.string() }),
});

export const getVisitorChat = defineEndpoint({
  operationId: 'getVisitorChat',
  refusals: [404],
  method: 'POST',
  path: '/app/chat/visitor/conversation',
  summary: "The visitor's conversation (the token travels in the body, never in a URL)",
  auth: false,
  body: z.object({ visitorToken: zVisitorToken }),
  response: zChatState,
});

export const sendVisitorChatMessage = defineEndpoint({
  operationId: 'sendVisitorChatMessage',
  refusals: [404, 429],
  method: 'POST',
  path: '/app/chat/visitor/messages',
  summary: "Write to support in the visitor's conversation",
  auth: false,
  body: zChatMessageBody.extend({ visitorToken: zVisitorToken }),
  response: zChatState,
});

export const markVisitorChatRead = defineEndpoint({
  operationId: 'markVisitorChatRead',
  refusals: [404],
  method: 'POST',
  path: '/app/chat/visitor/read',
  summary: "Mark the agent's replies as seen (visitor)",
  auth: false,
  body: z.object({ visitorToken: zVisitorToken }),
  response: zUnread,
});
