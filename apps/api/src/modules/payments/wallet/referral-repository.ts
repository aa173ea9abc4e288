/**
 * Referrals (decision 071): who referred a new customer (one referrer each), which referrals are
 * due (the referred customer's first renewal was paid), whether both sides are one person (a card
 * or an address in common), and paying both sides once: the referral leaves `pending` in the same
 * transaction that writes the two credit entries, each under its own unique key.
 */
import { and, count, eq, exists, gte, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { users } from '../../../db/schema/accounts';
import { lineRenewals } from '../../../db/schema/lines';
import { paymentCards } from '../../../db/schema/payments';
import { referrals, wallets } from '../../../db/schema/wallet';
import type { NewEntry, WalletRepository } from './wallet-repository';

export type Referral = typeof referrals.$inferSelect;

/** A card's fingerprint as far as we hold it: network, last four and expiry (the number never reaches us). */
const fingerprint = sql<string>`${paymentCards.network} || ':' || ${paymentCards.last4} || ':' || ${paymentCards.expiry}`;

const addressOf = (row: typeof users.$inferSelect): string | null =>
  row.streetName && row.zipCode
    ? [row.streetNumber, row.streetDirection, row.streetName, row.zipCode]
        .map((part) => (part ?? '').trim().toLowerCase().replace(/\s+/g, ' '))
        .join('|')
    : null;

export function createReferralRepository(db: Db, wallet: WalletRepository) {
  const paidRenewal = (userId: typeof referrals.referredId) =>
    exists(
      db
        .select({ one: sql`1` })
        .from(lineRenewals)
        .where(and(eq(lineRenewals.userId, userId), eq(lineRenewals.status, 'paid'))),
    );

  return {
    referralOf: async (referredId: string): Promise<Referral | undefined> =>
      (await db.select().from(referrals).where(eq(referrals.referredId, referredId)))[0],

    /** Records the referral; false when one was already recorded for the customer. */
    record: async (referrerId: string, referredId: string): Promise<boolean> =>
      (
        await db
          .insert(referrals)
          .values({ referrerId, referredId })
          .onConflictDoNothing()
          .returning({ id: referrals.id })
      ).length > 0,

    /** Whether the customer has had a renewal paid (no longer a new customer). */
    hasRenewed: async (userId: string): Promise<boolean> =>
      (
        await db
          .select({ one: sql`1` })
          .from(lineRenewals)
          .where(and(eq(lineRenewals.userId, userId), eq(lineRenewals.status, 'paid')))
          .limit(1)
      ).length > 0,

    /** Pending referrals whose referred customer's first renewal was paid. */
    due: async (limit: number): Promise<Referral[]> =>
      db
        .select()
        .from(referrals)
        .where(and(eq(referrals.status, 'pending'), paidRenewal(referrals.referredId)))
        .limit(limit),

    /** Why the two customers are one (a card or the address in common), or null. */
    async samePerson(a: string, b: string): Promise<'same_card' | 'same_address' | null> {
      const cardsOf = async (userId: string) =>
        new Set(
          (await db.select({ f: fingerprint }).from(paymentCards).where(eq(paymentCards.userId, userId))).map(
            (row) => row.f,
          ),
        );
      const [mine, theirs] = await Promise.all([cardsOf(a), cardsOf(b)]);
      if ([...mine].some((f) => theirs.has(f))) return 'same_card';
      const [first] = await db.select().from(users).where(eq(users.id, a));
      const [second] = await db.select().from(users).where(eq(users.id, b));
      const address = first && addressOf(first);
      if (address && second && address === addressOf(second)) return 'same_address';
      return null;
    },

    /**
     * Decides a pending referral once: refused, or paid with its entries. The referrer's wallet is
     * locked while their referrals paid since `yearStart` are counted, so two payouts at once cannot
     * both pass the yearly limit; over it, only the referred customer is paid. False when decided before.
     */
    decide: (
      referral: Referral,
      decision:
        | { refused: 'same_card' | 'same_address'; at: Date }
        | { at: Date; yearStart: Date; perYear: number; referrer: NewEntry; referred: NewEntry },
    ): Promise<boolean> =>
      db.transaction(async (tx) => {
        if ('refused' in decision) {
          const rows = await tx
            .update(referrals)
            .set({ status: 'refused', reason: decision.refused, decidedAt: decision.at })
            .where(and(eq(referrals.id, referral.id), eq(referrals.status, 'pending')))
            .returning({ id: referrals.id });
          return rows.length > 0;
        }
        await wallet.ensureWallet(referral.referrerId, tx);
        await tx.select().from(wallets).where(eq(wallets.userId, referral.referrerId)).for('update');
        const [paid] = await tx
          .select({ n: count() })
          .from(referrals)
          .where(
            and(
              eq(referrals.referrerId, referral.referrerId),
              eq(referrals.status, 'paid'),
              isNull(referrals.reason),
              gte(referrals.decidedAt, decision.yearStart),
            ),
          );
        const capped = Number(paid?.n ?? 0) >= decision.perYear;
        const rows = await tx
          .update(referrals)
          .set({ status: 'paid', reason: capped ? 'yearly_limit' : null, decidedAt: decision.at })
          .where(and(eq(referrals.id, referral.id), eq(referrals.status, 'pending')))
          .returning({ id: referrals.id });
        if (rows.length === 0) return false;
        if (!capped) await wallet.add(decision.referrer, tx);
        await wallet.add(decision.referred, tx);
        return true;
      }),
  };
}

export type ReferralRepository = ReturnType<typeof createReferralRepository>;
