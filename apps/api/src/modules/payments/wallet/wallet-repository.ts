/**
 * The wallet's ledger (decision 071): entries are only ever inserted, each under a unique key, so
 * a repeated write writes nothing; a spend locks the customer's `wallets` row, writes the expiries
 * that are due, and takes no more than the balance, so two charges at once never spend the same
 * credit and the balance never goes below zero.
 */
import { randomBytes } from 'node:crypto';
import { and, asc, eq, inArray, isNotNull, lte, notExists, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Db } from '../../../db/client';
import { walletEntries, wallets, type WalletEntryKind } from '../../../db/schema/wallet';
import type { LedgerTx } from '../payments-ledger';
import { balanceOf, dueExpiries, GIVEN_BACK, type LedgerEntry } from './wallet-lots';

export type WalletEntry = typeof walletEntries.$inferSelect;
export type NewEntry = {
  userId: string;
  kind: WalletEntryKind;
  amountCents: number;
  key: string;
  note?: string;
  expiresAt?: Date | null;
  staffId?: string | null;
  at: Date;
};

/** Letters and digits that cannot be misread (no 0/O, 1/I/L). */
const CODE_ALPHABET = 'ABCDEFGHJKMNPQRSTUVWXYZ23456789';
const newReferralCode = (): string =>
  Array.from(randomBytes(8), (byte) => CODE_ALPHABET[byte % CODE_ALPHABET.length]).join('');

type Executor = Db | LedgerTx;

async function entriesOf(db: Executor, userId: string): Promise<WalletEntry[]> {
  return db
    .select()
    .from(walletEntries)
    .where(eq(walletEntries.userId, userId))
    .orderBy(asc(walletEntries.at), asc(walletEntries.createdAt), asc(walletEntries.id));
}

/** Inserts an entry; false when its key was written before (nothing is written again). */
async function insertEntry(db: Executor, entry: NewEntry & { expiresEntryId?: string }): Promise<boolean> {
  const rows = await db
    .insert(walletEntries)
    .values({ ...entry, note: entry.note ?? '' })
    .onConflictDoNothing()
    .returning({ id: walletEntries.id });
  return rows.length > 0;
}

/** The customer's wallet row, made with a referral code on first use. */
async function ensureWallet(db: Executor, userId: string): Promise<{ referralCode: string }> {
  for (let tries = 0; tries < 5; tries += 1) {
    await db.insert(wallets).values({ userId, referralCode: newReferralCode() }).onConflictDoNothing();
    const [row] = await db.select().from(wallets).where(eq(wallets.userId, userId));
    if (row) return row;
  }
  throw new Error('no referral code could be made');
}

/** Writes the expiries that are due (the wallet locked by the caller); answers them. */
async function writeExpiries(tx: Executor, userId: string, entries: LedgerEntry[], now: Date) {
  const due = dueExpiries(entries, now);
  for (const lot of due) {
    await insertEntry(tx, {
      userId,
      kind: 'expiry',
      amountCents: -lot.restCents,
      key: `expiry-${lot.entry.id}`,
      expiresEntryId: lot.entry.id,
      note: lot.entry.kind,
      at: now,
    });
  }
  return due.reduce((sum, lot) => sum + lot.restCents, 0);
}

const lockWallet = async (tx: LedgerTx, userId: string) =>
  (await tx.select().from(wallets).where(eq(wallets.userId, userId)).for('update'))[0];

export function createWalletRepository(db: Db) {
  return {
    ensureWallet: (userId: string, tx?: LedgerTx) => ensureWallet(tx ?? db, userId),
    findByCode: async (code: string) =>
      (await db.select().from(wallets).where(eq(wallets.referralCode, code.toUpperCase())))[0],
    entriesOf: (userId: string) => entriesOf(db, userId),
    findEntry: async (key: string) =>
      (await db.select().from(walletEntries).where(eq(walletEntries.key, key)))[0],

    /** Adds credit in the caller's transaction (a load's record) or on its own; false when the key was written. */
    async add(entry: NewEntry, tx?: LedgerTx): Promise<boolean> {
      const executor = tx ?? db;
      await ensureWallet(executor, entry.userId);
      return insertEntry(executor, entry);
    },

    /** Adds credit and, when this call wrote it, what goes with it (care's audit entry) in one transaction. */
    addWith: (entry: NewEntry, along: (tx: LedgerTx) => Promise<void>): Promise<boolean> =>
      db.transaction(async (tx) => {
        await ensureWallet(tx, entry.userId);
        const written = await insertEntry(tx, entry);
        if (written) await along(tx);
        return written;
      }),

    /**
     * Takes up to `amountCents` under `key` with the wallet locked (see the file's comment). The same
     * key answers what it took the first time. A customer without a wallet has no credit: nothing is written.
     */
    spend: (spend: { userId: string; key: string; amountCents: number; note: string; now: Date }) =>
      db.transaction(async (tx) => {
        if (!(await lockWallet(tx, spend.userId))) return 0;
        const [earlier] = await tx.select().from(walletEntries).where(eq(walletEntries.key, spend.key));
        if (earlier) return -earlier.amountCents;
        const entries = await entriesOf(tx, spend.userId);
        const expired = await writeExpiries(tx, spend.userId, entries, spend.now);
        const balance = balanceOf(entries) - expired;
        const take = Math.max(0, Math.min(balance, spend.amountCents));
        // Written even when nothing is taken: a repeat under the key must answer the same.
        await insertEntry(tx, {
          userId: spend.userId,
          kind: 'spend',
          amountCents: -take,
          key: spend.key,
          note: spend.note,
          at: spend.now,
        });
        return take;
      }),

    /** Gives back what `key` took (its card declined), once. */
    giveBack: (spend: { userId: string; key: string; note: string; now: Date }) =>
      db.transaction(async (tx) => {
        if (!(await lockWallet(tx, spend.userId))) return;
        const [taken] = await tx.select().from(walletEntries).where(eq(walletEntries.key, spend.key));
        if (!taken || taken.amountCents === 0) return;
        await insertEntry(tx, {
          userId: spend.userId,
          kind: 'given_back',
          amountCents: -taken.amountCents,
          key: `${spend.key}${GIVEN_BACK}`,
          note: spend.note,
          at: spend.now,
        });
      }),

    /** The customers with credit whose expiry has come and has no expiry entry yet. */
    async customersWithDueExpiries(now: Date, limit: number): Promise<string[]> {
      const expiries = alias(walletEntries, 'expiries');
      const rows = await db
        .selectDistinct({ userId: walletEntries.userId })
        .from(walletEntries)
        .where(
          and(
            isNotNull(walletEntries.expiresAt),
            lte(walletEntries.expiresAt, now),
            notExists(
              db
                .select({ one: sql`1` })
                .from(expiries)
                .where(eq(expiries.expiresEntryId, walletEntries.id)),
            ),
          ),
        )
        .limit(limit);
      return rows.map((row) => row.userId);
    },

    /** Writes a customer's due expiries, each as its own entry (never an edit), the wallet locked. */
    expireDue: (userId: string, now: Date) =>
      db.transaction(async (tx) => {
        if (!(await lockWallet(tx, userId))) return 0;
        return writeExpiries(tx, userId, await entriesOf(tx, userId), now);
      }),

    /** The balances of several customers, summed from their entries. */
    async balancesOf(userIds: string[]): Promise<Map<string, number>> {
      if (userIds.length === 0) return new Map();
      const rows = await db
        .select({
          userId: walletEntries.userId,
          cents: sql<number>`coalesce(sum(${walletEntries.amountCents}), 0)::int`,
        })
        .from(walletEntries)
        .where(inArray(walletEntries.userId, userIds))
        .groupBy(walletEntries.userId);
      return new Map(rows.map((row) => [row.userId, Number(row.cents)]));
    },
  };
}

export type WalletRepository = ReturnType<typeof createWalletRepository>;
