/**
 * Erasing a customer's personal data (decision 032), in one transaction: what is personal goes,
 * what the law requires stays de-identified, and the request is recorded. The privacy module
 * writes the customer's rows of every module here (decision 032 amends decision 021's allow-list,
 * as decision 027 did for the export); the card provider and the carrier are told through their
 * modules' faces before this runs.
 */
import { and, asc, desc, eq, inArray, isNotNull, isNull, or, sql } from 'drizzle-orm';
import type { DeletionDoneReason, DeletionRequestStatus } from '@mvno/contracts/api/account-deletion';
import type { DeletionKeptRecord } from '@mvno/contracts/product-constants';
import type { Db } from '../../db/client';
import {
  linkTokens,
  loginCodes,
  passkeys,
  recoveryCodes,
  sessions,
  signIns,
  supportAudit,
  totpFactors,
  accountPins,
  users,
  verificationCodes,
} from '../../db/schema/accounts';
import { careVerifications } from '../../db/schema/care';
import { lineEmergencyAddresses } from '../../db/schema/emergency';
import { numberLocks, portRequests, subscriptionLines, transferPins } from '../../db/schema/lines';
import { orders } from '../../db/schema/orders';
import { deletionRequests } from '../../db/schema/privacy';
import { contactMessages, supportConversations } from '../../db/schema/support';

export type DeletionRequestRow = typeof deletionRequests.$inferSelect;

export type ErasureFacts = {
  userId: string;
  /** Every address the customer was known by (current and previous), lower case. */
  emails: string[];
  now: Date;
  dueAt: Date;
  linesCancelled: number;
  kept: DeletionKeptRecord[];
};

export type AccountDeletionRepository = ReturnType<typeof createAccountDeletionRepository>;

export function createAccountDeletionRepository(db: Db) {
  return {
    erase: ({
      userId,
      emails,
      now,
      dueAt,
      linesCancelled,
      kept,
    }: ErasureFacts): Promise<DeletionRequestRow> =>
      db.transaction(async (tx) => {
        // The account row stays as the owner of the kept records, with nothing left that names anyone;
        // its address becomes one nobody can own, so the real one is free for a new registration.
        await tx
          .update(users)
          .set({
            email: `deleted-${userId}@deleted.invalid`,
            passwordHash: null,
            firstName: 'Deleted',
            lastName: 'customer',
            contactNumber: null,
            streetNumber: null,
            streetDirection: null,
            streetName: null,
            city: null,
            state: null,
            zipCode: null,
            previousEmail: null,
            emailChangedAt: null,
            tokenVersion: sql`${users.tokenVersion} + 1`,
          })
          .where(eq(users.id, userId));
        // Signed out everywhere: the session rows (devices, browsers) go, with every code and factor.
        await tx.delete(sessions).where(eq(sessions.userId, userId));
        await tx.delete(loginCodes).where(eq(loginCodes.userId, userId));
        await tx.delete(linkTokens).where(eq(linkTokens.userId, userId));
        await tx.delete(verificationCodes).where(eq(verificationCodes.userId, userId));
        await tx.delete(totpFactors).where(eq(totpFactors.userId, userId));
        await tx.delete(recoveryCodes).where(eq(recoveryCodes.userId, userId));
        await tx.delete(accountPins).where(eq(accountPins.userId, userId));
        // Passkeys (the customer named them) and the sign-in history (devices and networks).
        await tx.delete(passkeys).where(eq(passkeys.userId, userId));
        await tx.delete(signIns).where(eq(signIns.userId, userId));
        await tx.update(supportAudit).set({ ip: null }).where(eq(supportAudit.userId, userId));
        await tx.delete(careVerifications).where(eq(careVerifications.customerId, userId));
        // Lines stay as the number's records (already cancelled), without what the customer gave them.
        await tx
          .update(subscriptionLines)
          .set({ nickname: null, imei: null, activationCode: null })
          .where(eq(subscriptionLines.userId, userId));
        await tx.delete(transferPins).where(eq(transferPins.userId, userId));
        await tx.delete(numberLocks).where(eq(numberLocks.userId, userId));
        await tx.delete(portRequests).where(eq(portRequests.userId, userId));
        await tx.delete(lineEmergencyAddresses).where(eq(lineEmergencyAddresses.userId, userId));
        // Orders stay as money records: the shipping address, the brought number and the stored answer go.
        await tx
          .update(orders)
          .set({ shippingAddress: null, portNumber: null, result: null })
          .where(eq(orders.userId, userId));
        // Chats (with every message) and contact-form messages, by account and by every address.
        const byEmail = emails.length
          ? inArray(sql`lower(${supportConversations.email})`, emails)
          : undefined;
        await tx
          .delete(supportConversations)
          .where(
            byEmail
              ? or(eq(supportConversations.customerId, userId), byEmail)
              : eq(supportConversations.customerId, userId),
          );
        if (emails.length) {
          await tx.delete(contactMessages).where(inArray(sql`lower(${contactMessages.email})`, emails));
        }
        const [request] = await tx
          .insert(deletionRequests)
          .values({ userId, requestedAt: now, dueAt, linesCancelled, kept })
          .returning();
        if (!request) throw new Error('deletion request was not recorded');
        return request;
      }),

    /** Every deletion request, the oldest first (the staff queue). */
    /** One page of the open requests (by due date) or the done ones (newest first). */
    list: (status: DeletionRequestStatus, limit: number, offset: number): Promise<DeletionRequestRow[]> =>
      db
        .select()
        .from(deletionRequests)
        .where(status === 'open' ? isNull(deletionRequests.doneAt) : isNotNull(deletionRequests.doneAt))
        .orderBy(
          ...(status === 'open'
            ? [asc(deletionRequests.dueAt), asc(deletionRequests.id)]
            : [desc(deletionRequests.doneAt), asc(deletionRequests.id)]),
        )
        .limit(limit)
        .offset(offset),

    /**
     * Marks an open request done and, in the same transaction, lets the caller write its audit
     * entry. One statement decides, so of two staff members at once only one marks it; the other
     * gets `already` with the request as it now is.
     */
    async markDone(
      id: string,
      done: { at: Date; staffId: string; staffName: string; reason: DeletionDoneReason },
      audit: (row: DeletionRequestRow, tx: Db) => Promise<unknown>,
    ): Promise<{ done: DeletionRequestRow } | { already: DeletionRequestRow } | undefined> {
      return db.transaction(async (tx) => {
        const [row] = await tx
          .update(deletionRequests)
          .set({
            doneAt: done.at,
            doneById: done.staffId,
            doneByName: done.staffName,
            doneReason: done.reason,
          })
          .where(and(eq(deletionRequests.id, id), isNull(deletionRequests.doneAt)))
          .returning();
        if (row) {
          await audit(row, tx);
          return { done: row };
        }
        const [existing] = await tx.select().from(deletionRequests).where(eq(deletionRequests.id, id));
        return existing ? { already: existing } : undefined;
      });
    },

    /** Whether the account was deleted already (a second tab, a replay). */
    async isDeleted(userId: string): Promise<boolean> {
      const [row] = await db
        .select({ id: deletionRequests.id })
        .from(deletionRequests)
        .where(and(eq(deletionRequests.userId, userId)))
        .limit(1);
      return row !== undefined;
    },
  };
}
