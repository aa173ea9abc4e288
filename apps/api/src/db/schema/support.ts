/** Customer support: contact-form messages and the support chat's conversations. */
import { sql } from 'drizzle-orm';
import { index, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { users } from './accounts';
import { createdAt } from './columns';

/**
 * Messages sent from the contact form; kept even if the mail to support fails. Each is a ticket
 * of the care console's work queues (decision 031): open, pending (waiting for the customer or
 * another team) or solved, and the staff member who has it.
 */
export const contactMessages = pgTable(
  'contact_messages',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    name: text('name').notNull(),
    email: text('email').notNull(),
    message: text('message').notNull(),
    createdAt: createdAt(),
    status: text('status', { enum: ['open', 'pending', 'solved'] })
      .notNull()
      .default('open'),
    assigneeId: uuid('assignee_id').references(() => users.id, { onDelete: 'set null' }),
    updatedAt: timestamp('updated_at', { withTimezone: true }),
  },
  (t) => [
    index('contact_messages_queue_idx').on(t.status, t.createdAt),
    // The business figures count the messages sent since midnight (decision 090).
    index('contact_messages_created_idx').on(t.createdAt),
  ],
);

/**
 * A conversation between a customer (an account, or a visitor known by name, email and a
 * visitor token kept in their browser) and the support agents. See docs/decisions/012.
 */
export const supportConversations = pgTable(
  'support_conversations',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** The customer's account; null for a visitor (until they log in and claim it). */
    customerId: uuid('customer_id').references(() => users.id, { onDelete: 'set null' }),
    /** Keyed hash of the visitor token; null once the conversation belongs to an account. */
    visitorTokenHash: text('visitor_token_hash'),
    name: text('name').notNull(),
    email: text('email').notNull(),
    source: text('source', { enum: ['chat', 'contact_form'] }).notNull(),
    /**
     * The language of the page a visitor wrote from ('en-US' | 'es-US'), for the reply and
     * transcript mails to an address with no account (decision 066); null: English.
     */
    language: text('language'),
    status: text('status', { enum: ['open', 'closed'] })
      .notNull()
      .default('open'),
    assignedAgentId: uuid('assigned_agent_id').references(() => users.id, { onDelete: 'set null' }),
    lastMessageAt: timestamp('last_message_at', { withTimezone: true }).notNull().defaultNow(),
    /** Agent messages after this are unread for the customer. */
    customerReadAt: timestamp('customer_read_at', { withTimezone: true }),
    /** Customer messages after this are unread for the agents. */
    agentReadAt: timestamp('agent_read_at', { withTimezone: true }),
    closedAt: timestamp('closed_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('support_conversations_visitor_idx')
      .on(t.visitorTokenHash)
      .where(sql`${t.visitorTokenHash} is not null`),
    index('support_conversations_customer_idx').on(t.customerId, t.lastMessageAt),
    index('support_conversations_inbox_idx').on(t.status, t.lastMessageAt),
    // The business figures count the chats opened since midnight (decision 090).
    index('support_conversations_created_idx').on(t.createdAt),
  ],
);

export const supportMessages = pgTable(
  'support_messages',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    conversationId: uuid('conversation_id')
      .notNull()
      .references(() => supportConversations.id, { onDelete: 'cascade' }),
    author: text('author', { enum: ['customer', 'agent'] }).notNull(),
    /** The agent who wrote it (kept as null if that account goes). */
    agentId: uuid('agent_id').references(() => users.id, { onDelete: 'set null' }),
    /** Plain text exactly as typed; never markup. */
    body: text('body').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    index('support_messages_conversation_idx').on(t.conversationId, t.createdAt),
    // The chats' first-response figures (decision 113) find the customers' messages of a month by time.
    index('support_messages_customer_created_idx')
      .on(t.createdAt, t.conversationId)
      .where(sql`${t.author} = 'customer'`),
  ],
);
