/**
 * The agents' inbox (/support): every call needs an agent session (`session: 'agent'`); a
 * customer's token is refused with 403.
 */
import { z } from 'zod';
import { zSubscriptionLine } from '../entities';
import { zMessageResponse } from './auth';
import { CONVERSATION_STATUSES, zChatMessage, zChatMessageBody } from './chat';
import { zSimType } from './checkout';
import { defineEndpoint } from './common';
import { zStaffPaymentRow, zStaffProfileView, zVerifiedName } from './customer-record';
import { zLanguage } from './language';
import { zPathId } from './path-params';
import { support } from '../product-messages/support';

export const INBOX_VIEWS = ['unassigned', 'mine', 'all'] as const;
export type InboxView = (typeof INBOX_VIEWS)[number];

export const CONVERSATION_SOURCES = ['chat', 'contact_form'] as const;

export const zConversationSummary = z.object({
  id: z.string(),
  status: z.enum(CONVERSATION_STATUSES),
  /** Where it started: the chat panel or the contact form. */
  source: z.enum(CONVERSATION_SOURCES),
  /** The name: the account's when `customerId` is set, else as the visitor typed it. */
  name: z.string(),
  /**
   * A visitor's email as typed (a contact-form message is answered there). Null for a customer's
   * conversation: the email of record is account data, shown only once the agent verified the
   * customer (the customer panel, decision 042); replies are mailed to it by the server.
   */
  email: z.string().nullable(),
  /** The account of a logged-in customer; null for a visitor. */
  customerId: z.string().nullable(),
  /** The customer's language (decision 057), for the canned replies' default; null for a visitor. */
  language: zLanguage.nullable(),
  assignedAgent: z.object({ id: z.string(), name: z.string() }).nullable(),
  lastMessageAt: z.iso.datetime({ offset: true }),
  lastMessage: z.string(),
  /** Customer messages no agent has seen yet. */
  unread: z.number().int().min(0),
});
export type ConversationSummary = z.infer<typeof zConversationSummary>;

export const zConversationDetail = zConversationSummary.extend({ messages: z.array(zChatMessage) });
export type ConversationDetail = z.infer<typeof zConversationDetail>;

/** The account as a verified agent sees it in the inbox (read-only; each read is audited). */
export const zCustomerOverviewAccount = z.object({
  profile: zStaffProfileView,
  lines: z.array(
    zSubscriptionLine.pick({ id: true, nickname: true, mdn: true }).extend({ simType: zSimType }),
  ),
  orders: z.array(zStaffPaymentRow),
});

/**
 * The inbox's customer panel behind the CPNI gate (docs/decisions/028, 042): the name and whether
 * this agent verified the customer; the account only once verified (the care console's gate).
 */
export const zCustomerOverview = zVerifiedName.extend({
  customerId: z.string(),
  account: zCustomerOverviewAccount.nullable(),
});
export type CustomerOverview = z.infer<typeof zCustomerOverview>;
export type CustomerOverviewAccount = z.infer<typeof zCustomerOverviewAccount>;

const conversationPath = '/app/support/conversations/:conversationId';
const zConversationParams = z.object({ conversationId: zPathId(support.conversationNotFound) });

export const listConversations = defineEndpoint({
  operationId: 'listConversations',
  method: 'GET',
  path: '/app/support/conversations',
  summary: 'Open conversations (unassigned, mine or all), newest activity first',
  auth: true,
  session: 'agent',
  permission: 'support.inbox',
  query: z.object({ view: z.enum(INBOX_VIEWS).default('all') }),
  response: z.object({ conversations: z.array(zConversationSummary) }),
});

export const getConversation = defineEndpoint({
  operationId: 'getConversation',
  method: 'GET',
  path: conversationPath,
  params: zConversationParams,
  summary: 'One conversation with its messages',
  auth: true,
  session: 'agent',
  permission: 'support.inbox',
  response: zConversationDetail,
});

export const takeConversation = defineEndpoint({
  operationId: 'takeConversation',
  refusals: [409],
  method: 'POST',
  path: `${conversationPath}/take`,
  params: zConversationParams,
  summary: 'Assign the conversation to the signed-in agent (409 if another agent has it)',
  auth: true,
  session: 'agent',
  permission: 'support.inbox',
  response: zConversationDetail,
});

export const replyToConversation = defineEndpoint({
  operationId: 'replyToConversation',
  refusals: [409],
  method: 'POST',
  path: `${conversationPath}/messages`,
  params: zConversationParams,
  summary: 'Reply to the customer (mailed too outside support hours or to a contact-form sender)',
  auth: true,
  session: 'agent',
  permission: 'support.inbox',
  body: zChatMessageBody,
  response: zConversationDetail,
});

export const markConversationRead = defineEndpoint({
  operationId: 'markConversationRead',
  method: 'POST',
  path: `${conversationPath}/read`,
  params: zConversationParams,
  summary: "Mark the customer's messages as seen by the agents",
  auth: true,
  session: 'agent',
  permission: 'support.inbox',
  response: z.object({ unread: z.number().int().min(0) }),
});

export const closeConversation = defineEndpoint({
  operationId: 'closeConversation',
  refusals: [409],
  method: 'POST',
  path: `${conversationPath}/close`,
  params: zConversationParams,
  summary: 'Close the conversation, optionally mailing the transcript to the customer',
  auth: true,
  session: 'agent',
  permission: 'support.inbox',
  body: z.object({ sendTranscript: z.boolean() }),
  response: zMessageResponse.extend({ conversation: zConversationDetail }),
});

export const getConversationCustomer = defineEndpoint({
  operationId: 'getConversationCustomer',
  method: 'GET',
  path: `${conversationPath}/customer`,
  params: zConversationParams,
  summary:
    "The customer's name; once verified, profile, lines and recent orders, audited (404 for a visitor)",
  auth: true,
  session: 'agent',
  permission: 'support.inbox',
  response: zCustomerOverview,
});
