/**
 * Everything stored about one customer, for the export (decision 027). The privacy module reads
 * every module's tables of the customer (decision 027 amends decision 021's allow-list): a right
 * to know covers all of them, and one query per table is what the export is. Secrets never leave:
 * password hash, codes, tokens, PIN hashes, the port-in PIN and account number, card tokens.
 */
import { asc, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { passkeys, sessions, signIns, supportAudit, users } from '../../db/schema/accounts';
import { portOutRequests, portRequests, subscriptionLines } from '../../db/schema/lines';
import { orders } from '../../db/schema/orders';
import { paymentCards, transactions } from '../../db/schema/payments';
import { plans } from '../../db/schema/shop';
import { contactMessages, supportConversations, supportMessages } from '../../db/schema/support';
import { dataTopUps } from '../../db/schema/usage';

export type MyDataRepository = ReturnType<typeof createMyDataRepository>;

export function createMyDataRepository(db: Db) {
  return {
    async collect(userId: string) {
      const [profile] = await db
        .select({
          id: users.id,
          email: users.email,
          previousEmail: users.previousEmail,
          firstName: users.firstName,
          lastName: users.lastName,
          contactNumber: users.contactNumber,
          streetNumber: users.streetNumber,
          streetDirection: users.streetDirection,
          streetName: users.streetName,
          city: users.city,
          state: users.state,
          zipCode: users.zipCode,
          createdAt: users.createdAt,
        })
        .from(users)
        .where(eq(users.id, userId));
      if (!profile) return undefined;
      const emails = [profile.email, ...(profile.previousEmail ? [profile.previousEmail] : [])];
      const lines = await db
        .select({
          id: subscriptionLines.id,
          nickname: subscriptionLines.nickname,
          mdn: subscriptionLines.mdn,
          accountNumber: subscriptionLines.subscriberNumber,
          zipCode: subscriptionLines.zipCode,
          iccid: subscriptionLines.iccid,
          imei: subscriptionLines.imei,
          simType: subscriptionLines.simType,
          status: subscriptionLines.status,
          plan: plans.retailName,
          periodStart: subscriptionLines.periodStart,
          periodEnd: subscriptionLines.periodEnd,
          autoRenew: subscriptionLines.autoRenew,
          cancelAt: subscriptionLines.cancelAt,
          createdAt: subscriptionLines.createdAt,
        })
        .from(subscriptionLines)
        .leftJoin(plans, eq(plans.id, subscriptionLines.planId))
        .where(eq(subscriptionLines.userId, userId))
        .orderBy(asc(subscriptionLines.createdAt));
      const ports = await db
        .select({
          id: portRequests.id,
          lineId: portRequests.lineId,
          msisdn: portRequests.msisdn,
          status: portRequests.status,
          reason: portRequests.reason,
          firstName: portRequests.firstName,
          lastName: portRequests.lastName,
          zipCode: portRequests.zipCode,
          createdAt: portRequests.createdAt,
        })
        .from(portRequests)
        .where(eq(portRequests.userId, userId));
      const portOuts = await db
        .select({
          lineId: portOutRequests.lineId,
          mdn: portOutRequests.mdn,
          requestedBy: portOutRequests.requestedBy,
          accepted: portOutRequests.accepted,
          reason: portOutRequests.reason,
          at: portOutRequests.at,
        })
        .from(portOutRequests)
        .where(eq(portOutRequests.userId, userId));
      const addOns = await db
        .select({
          lineId: dataTopUps.lineId,
          name: dataTopUps.name,
          dataMb: dataTopUps.dataMb,
          periodEnd: dataTopUps.periodEnd,
          status: dataTopUps.status,
          finalCents: dataTopUps.finalCents,
          createdAt: dataTopUps.createdAt,
        })
        .from(dataTopUps)
        .where(eq(dataTopUps.userId, userId));
      const orderRows = await db
        .select({
          id: orders.id,
          item: orders.item,
          status: orders.status,
          simType: orders.simType,
          numberType: orders.numberType,
          zipCode: orders.zipCode,
          portNumber: orders.portNumber,
          shippingAddress: orders.shippingAddress,
          taxState: orders.taxState,
          promoCode: orders.promoCode,
          finalCents: orders.finalCents,
          cardNetwork: orders.cardNetwork,
          cardLast4: orders.cardLast4,
          lineId: orders.lineId,
          renewalTermsVersion: orders.renewalTermsVersion,
          renewalConsentAt: orders.renewalConsentAt,
          renewalConsentSessionId: orders.renewalConsentSessionId,
          createdAt: orders.createdAt,
        })
        .from(orders)
        .where(eq(orders.userId, userId))
        .orderBy(asc(orders.createdAt));
      const receipts = await db
        .select()
        .from(transactions)
        .where(eq(transactions.userId, userId))
        .orderBy(asc(transactions.transactionTime));
      const cards = await db
        .select({ brand: paymentCards.network, last4: paymentCards.last4 })
        .from(paymentCards)
        .where(eq(paymentCards.userId, userId));
      const sessionRows = await db
        .select({
          id: sessions.id,
          assisted: sessions.assisted,
          userAgent: sessions.userAgent,
          createdAt: sessions.createdAt,
          lastSeenAt: sessions.lastSeenAt,
          endedAt: sessions.endedAt,
        })
        .from(sessions)
        .where(eq(sessions.userId, userId));
      // Passkeys by name and dates (never the key), and the sign-in history (decision 030).
      const passkeyRows = await db
        .select({
          name: passkeys.name,
          backedUp: passkeys.backedUp,
          createdAt: passkeys.createdAt,
          lastUsedAt: passkeys.lastUsedAt,
        })
        .from(passkeys)
        .where(eq(passkeys.userId, userId))
        .orderBy(asc(passkeys.createdAt));
      const signInRows = await db
        .select({
          method: signIns.method,
          userAgent: signIns.userAgent,
          place: signIns.place,
          at: signIns.createdAt,
        })
        .from(signIns)
        .where(eq(signIns.userId, userId))
        .orderBy(asc(signIns.createdAt));
      const conversations = await db
        .select({
          id: supportConversations.id,
          name: supportConversations.name,
          email: supportConversations.email,
          source: supportConversations.source,
          status: supportConversations.status,
          createdAt: supportConversations.createdAt,
        })
        .from(supportConversations)
        .where(eq(supportConversations.customerId, userId));
      const messages = conversations.length
        ? await db
            .select({
              conversationId: supportMessages.conversationId,
              author: supportMessages.author,
              body: supportMessages.body,
              createdAt: supportMessages.createdAt,
            })
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
      const audit = await db
        .select({
          action: supportAudit.action,
          call: supportAudit.call,
          ip: supportAudit.ip,
          sessionId: supportAudit.sessionId,
          at: supportAudit.createdAt,
        })
        .from(supportAudit)
        .where(eq(supportAudit.userId, userId));
      return {
        profile,
        lines,
        ports,
        portOutRequests: portOuts,
        dataAddOns: addOns,
        orders: orderRows,
        receipts,
        cards,
        sessions: sessionRows,
        passkeys: passkeyRows,
        signIns: signInRows,
        chats: conversations.map((c) => ({
          ...c,
          messages: messages
            .filter((m) => m.conversationId === c.id)
            .map(({ conversationId: _c, ...m }) => m),
        })),
        contactMessages: contact,
        consents: orderRows
          .filter((o) => o.renewalConsentAt !== null)
          .map((o) => ({
            kind: 'automatic_renewal',
            orderId: o.id,
            item: o.item,
            termsVersion: o.renewalTermsVersion,
            at: o.renewalConsentAt,
            sessionId: o.renewalConsentSessionId,
          })),
        auditEntries: audit,
      };
    },
  };
}
