import { and, desc, eq, isNull, or, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Db } from '../../../db/client';
import { users } from '../../../db/schema/accounts';
import { supportConversations, supportMessages } from '../../../db/schema/support';

export type ConversationRecord = typeof supportConversations.$inferSelect;
export type MessageRecord = typeof supportMessages.$inferSelect & { agentName: string | null };
export type NewConversation = Pick<
  typeof supportConversations.$inferInsert,
  'customerId' | 'visitorTokenHash' | 'name' | 'email' | 'source' | 'language'
>;
export type NewMessage = { author: 'customer' | 'agent'; agentId: string | null; body: string };

/** A conversation as the inbox lists it: with the customer's current name, the agent, the last message and unread count. */
export type ConversationListing = ConversationRecord & {
  customerName: string | null;
  /** The customer's language (decision 053); null for a visitor. */
  customerLanguage: 'en-US' | 'es-US' | null;
  agentName: string | null;
  lastMessage: string;
  unreadForAgents: number;
};

export type InboxFilter = { view: 'unassigned' | 'mine' | 'all'; agentId: string };

const agent = alias(users, 'assigned_agent');
const customer = alias(users, 'customer');
const c = supportConversations;

export type ConversationRepository = ReturnType<typeof createConversationRepository>;

export function createConversationRepository(db: Db) {
  const messagesWithAgent = (where: SQL | undefined) =>
    db
      .select({ message: supportMessages, agentName: users.firstName })
      .from(supportMessages)
      .leftJoin(users, eq(users.id, supportMessages.agentId))
      .where(where);

  const listing = () =>
    db
      .select({
        conversation: c,
        customerName: sql<string | null>`${customer.firstName} || ' ' || ${customer.lastName}`,
        customerLanguage: customer.language,
        agentName: sql<string | null>`${agent.firstName} || ' ' || ${agent.lastName}`,
        lastMessage: sql<string>`coalesce((select m.body from ${supportMessages} m where m.conversation_id = ${c.id} order by m.created_at desc, m.id desc limit 1), '')`,
        unreadForAgents: sql<number>`(select count(*)::int from ${supportMessages} m where m.conversation_id = ${c.id} and m.author = 'customer' and m.created_at > coalesce(${c.agentReadAt}, 'epoch'::timestamptz))`,
      })
      .from(c)
      .leftJoin(customer, eq(customer.id, c.customerId))
      .leftJoin(agent, eq(agent.id, c.assignedAgentId));

  type ListingRow = Awaited<ReturnType<ReturnType<typeof listing>['execute']>>[number];
  const toListing = (row: ListingRow): ConversationListing => ({
    ...row.conversation,
    customerName: row.customerName,
    customerLanguage: row.customerLanguage,
    agentName: row.agentName,
    lastMessage: row.lastMessage,
    unreadForAgents: Number(row.unreadForAgents),
  });

  return {
    /** A new conversation with its first message, in one transaction. */
    async create(
      conversation: NewConversation,
      first: NewMessage,
    ): Promise<{ conversation: ConversationRecord; message: MessageRecord }> {
      return db.transaction(async (tx) => {
        const [row] = await tx
          .insert(c)
          .values({ ...conversation, customerReadAt: sql`now()` })
          .returning();
        if (!row) throw new Error('conversation was not created');
        const [message] = await tx
          .insert(supportMessages)
          .values({ conversationId: row.id, ...first })
          .returning();
        if (!message) throw new Error('message was not stored');
        const [updated] = await tx
          .update(c)
          .set({ lastMessageAt: message.createdAt })
          .where(eq(c.id, row.id))
          .returning();
        return { conversation: updated ?? row, message: { ...message, agentName: null } };
      });
    },

    findById: async (id: string): Promise<ConversationRecord | undefined> =>
      (await db.select().from(c).where(eq(c.id, id)).limit(1))[0],

    findByVisitorHash: async (hash: string): Promise<ConversationRecord | undefined> =>
      (await db.select().from(c).where(eq(c.visitorTokenHash, hash)).limit(1))[0],

    /** The customer's most recently active conversation. */
    latestOfCustomer: async (customerId: string): Promise<ConversationRecord | undefined> =>
      (
        await db.select().from(c).where(eq(c.customerId, customerId)).orderBy(desc(c.lastMessageAt)).limit(1)
      )[0],

    /**
     * Adds a message. A customer's message reopens a closed conversation and counts as read up to
     * now for the customer; an agent's counts as read for the agents.
     */
    async addMessage(conversationId: string, message: NewMessage): Promise<MessageRecord> {
      return db.transaction(async (tx) => {
        const [stored] = await tx
          .insert(supportMessages)
          .values({ conversationId, ...message })
          .returning();
        if (!stored) throw new Error('message was not stored');
        await tx
          .update(c)
          .set({
            lastMessageAt: stored.createdAt,
            ...(message.author === 'customer'
              ? { customerReadAt: sql`now()`, status: 'open' as const, closedAt: null }
              : { agentReadAt: sql`now()` }),
          })
          .where(eq(c.id, conversationId));
        const agentName = message.agentId
          ? ((await tx.select({ name: users.firstName }).from(users).where(eq(users.id, message.agentId)))[0]
              ?.name ?? null)
          : null;
        return { ...stored, agentName };
      });
    },

    async findMessage(id: string): Promise<MessageRecord | undefined> {
      const [row] = await messagesWithAgent(eq(supportMessages.id, id)).limit(1);
      return row ? { ...row.message, agentName: row.agentName } : undefined;
    },

    /** The newest `limit` messages, oldest first. */
    async messagesOf(conversationId: string, limit: number): Promise<MessageRecord[]> {
      const rows = await messagesWithAgent(eq(supportMessages.conversationId, conversationId))
        .orderBy(desc(supportMessages.createdAt), desc(supportMessages.id))
        .limit(limit);
      return rows.reverse().map((row) => ({ ...row.message, agentName: row.agentName }));
    },

    async unreadForCustomer(conversation: ConversationRecord): Promise<number> {
      const [row] = await db
        .select({ count: sql<number>`count(*)::int` })
        .from(supportMessages)
        .where(
          and(
            eq(supportMessages.conversationId, conversation.id),
            eq(supportMessages.author, 'agent'),
            sql`${supportMessages.createdAt} > coalesce((select cr.customer_read_at from ${c} cr where cr.id = ${conversation.id}), 'epoch'::timestamptz)`,
          ),
        );
      return Number(row?.count ?? 0);
    },

    async markCustomerRead(id: string): Promise<void> {
      await db
        .update(c)
        .set({ customerReadAt: sql`now()` })
        .where(eq(c.id, id));
    },

    async markAgentRead(id: string): Promise<void> {
      await db
        .update(c)
        .set({ agentReadAt: sql`now()` })
        .where(eq(c.id, id));
    },

    /** Moves a visitor's conversation to an account; the visitor token stops working. */
    async claim(
      visitorHash: string,
      owner: { customerId: string; name: string; email: string },
    ): Promise<ConversationRecord | undefined> {
      const [row] = await db
        .update(c)
        .set({ ...owner, visitorTokenHash: null })
        .where(eq(c.visitorTokenHash, visitorHash))
        .returning();
      return row;
    },

    /** Assigns to the agent when unassigned or already theirs; undefined when another agent has it. */
    async take(id: string, agentId: string): Promise<ConversationRecord | undefined> {
      const [row] = await db
        .update(c)
        .set({ assignedAgentId: agentId })
        .where(and(eq(c.id, id), or(isNull(c.assignedAgentId), eq(c.assignedAgentId, agentId))))
        .returning();
      return row;
    },

    /** Hands every open conversation of the agent back to the inbox (unassigned); their ids. */
    async releaseOpenOf(agentId: string): Promise<string[]> {
      const rows = await db
        .update(c)
        .set({ assignedAgentId: null })
        .where(and(eq(c.assignedAgentId, agentId), eq(c.status, 'open')))
        .returning({ id: c.id });
      return rows.map((row) => row.id);
    },

    /** Closes an open conversation; undefined when it was not open. */
    async close(id: string): Promise<ConversationRecord | undefined> {
      const [row] = await db
        .update(c)
        .set({ status: 'closed', closedAt: sql`now()` })
        .where(and(eq(c.id, id), eq(c.status, 'open')))
        .returning();
      return row;
    },

    async listOpen({ view, agentId }: InboxFilter, limit: number): Promise<ConversationListing[]> {
      const byView =
        view === 'unassigned'
          ? isNull(c.assignedAgentId)
          : view === 'mine'
            ? eq(c.assignedAgentId, agentId)
            : undefined;
      const rows = await listing()
        .where(and(eq(c.status, 'open'), byView))
        .orderBy(desc(c.lastMessageAt))
        .limit(limit);
      return rows.map(toListing);
    },

    async listingById(id: string): Promise<ConversationListing | undefined> {
      const [row] = await listing().where(eq(c.id, id)).limit(1);
      return row ? toListing(row) : undefined;
    },
  };
}
