/**
 * The support module's part of the export and the erasure (decisions 027, 032 and 051): chats with
 * their messages, and contact-form messages, by account and by every address the customer had.
 * Erased, they go whole.
 */
import { asc, eq, inArray, or, sql } from 'drizzle-orm';
import { contactMessages, supportConversations, supportMessages } from '../../db/schema/support';
import { columnsOf, type PrivacyHook } from '../privacy/privacy-types';

export const supportPrivacy: PrivacyHook = {
  async export(db, { userId, emails }) {
    const conversations = await db
      .select(columnsOf(supportConversations, 'id', 'name', 'email', 'source', 'status', 'createdAt'))
      .from(supportConversations)
      .where(eq(supportConversations.customerId, userId));
    const messages = conversations.length
      ? await db
          .select(columnsOf(supportMessages, 'conversationId', 'author', 'body', 'createdAt'))
          .from(supportMessages)
          .where(
            inArray(
              supportMessages.conversationId,
              conversations.map((c) => c.id),
            ),
          )
          .orderBy(asc(supportMessages.createdAt))
      : [];
    const contact = await db
      .select()
      .from(contactMessages)
      .where(inArray(contactMessages.email, emails))
      .orderBy(asc(contactMessages.createdAt));
    return {
      chats: conversations.map((c) => ({
        ...c,
        messages: messages.filter((m) => m.conversationId === c.id).map(({ conversationId: _c, ...m }) => m),
      })),
      contactMessages: contact,
    };
  },

  // Chats (with every message) and contact-form messages, by account and by every address.
  async erase(tx, { userId, emails }) {
    const byAccount = eq(supportConversations.customerId, userId);
    await tx
      .delete(supportConversations)
      .where(
        emails.length ? or(byAccount, inArray(sql`lower(${supportConversations.email})`, emails)) : byAccount,
      );
    if (emails.length) {
      await tx.delete(contactMessages).where(inArray(sql`lower(${contactMessages.email})`, emails));
    }
  },
};
