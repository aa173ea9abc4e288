/**
 * The support work queues of the care console (decision 031): open chats no agent has taken, and
 * contact-form messages as tickets (status, assignee). A page at a time, oldest first.
 */
import { and, asc, eq, isNull } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Db } from '../../../db/client';
import { users } from '../../../db/schema/accounts';
import { contactMessages, supportConversations } from '../../../db/schema/support';

export type Page = { limit: number; offset: number };
export type TicketStatus = 'open' | 'pending' | 'solved';

const assignees = alias(users, 'assignees');

export function createQueueRepository(db: Db) {
  const tickets = () =>
    db
      .select({
        id: contactMessages.id,
        name: contactMessages.name,
        email: contactMessages.email,
        message: contactMessages.message,
        status: contactMessages.status,
        createdAt: contactMessages.createdAt,
        assigneeId: contactMessages.assigneeId,
        assigneeFirstName: assignees.firstName,
        assigneeLastName: assignees.lastName,
      })
      .from(contactMessages)
      .leftJoin(assignees, eq(assignees.id, contactMessages.assigneeId));

  return {
    unassignedChats: (page: Page) =>
      db
        .select({
          conversationId: supportConversations.id,
          name: supportConversations.name,
          customerId: supportConversations.customerId,
          waitingSince: supportConversations.createdAt,
          lastMessageAt: supportConversations.lastMessageAt,
        })
        .from(supportConversations)
        .where(
          and(
            eq(supportConversations.status, 'open'),
            eq(supportConversations.source, 'chat'),
            isNull(supportConversations.assignedAgentId),
          ),
        )
        .orderBy(asc(supportConversations.createdAt), asc(supportConversations.id))
        .limit(page.limit)
        .offset(page.offset),

    tickets: (status: TicketStatus, page: Page) =>
      tickets()
        .where(eq(contactMessages.status, status))
        .orderBy(asc(contactMessages.createdAt), asc(contactMessages.id))
        .limit(page.limit)
        .offset(page.offset),

    ticket: async (id: string) => (await tickets().where(eq(contactMessages.id, id)))[0],

    /** Whether this user may be given tickets: a staff member. */
    isStaff: async (userId: string) => {
      const [user] = await db.select({ role: users.role }).from(users).where(eq(users.id, userId));
      return user !== undefined && user.role !== 'customer';
    },

    setTicket: async (id: string, update: { status: TicketStatus; assigneeId: string | null }, now: Date) =>
      (
        await db
          .update(contactMessages)
          .set({ ...update, updatedAt: now })
          .where(eq(contactMessages.id, id))
          .returning({ id: contactMessages.id })
      ).length > 0,
  };
}

export type QueueRepository = ReturnType<typeof createQueueRepository>;
