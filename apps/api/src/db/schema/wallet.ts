/**
 * Account credit (decision 071): a customer's wallet is a ledger of entries, never a stored balance.
 * The balance is the sum of `wallet_entries.amount_cents`; an entry is never edited or deleted
 * (its customer's deletion aside). Entries that add are positive (a card load, referral credit,
 * goodwill from care, a refund to the balance, credit given back after a declined card); entries that
 * take are negative (a spend at a renewal or a data add-on, the expiry of an entry's unspent rest).
 * The `wallets` row is what a spend locks (`for update`), and holds the customer's referral code.
 */
import { index, integer, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { WALLET_ENTRY_KINDS } from '@mvno/contracts/api/wallet';
import { userIdColumn } from './accounts';
import { createdAt } from './columns';

export type WalletEntryKind = (typeof WALLET_ENTRY_KINDS)[number];

export const wallets = pgTable('wallets', {
  userId: userIdColumn().primaryKey(),
  /** The code of the customer's referral link. */
  referralCode: text('referral_code').notNull().unique(),
  createdAt: createdAt(),
});

export const walletEntries = pgTable(
  'wallet_entries',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: userIdColumn(),
    kind: text('kind', { enum: WALLET_ENTRY_KINDS }).notNull(),
    /** Cents: positive adds, negative takes. */
    amountCents: integer('amount_cents').notNull(),
    /**
     * What the entry is of, unique: `load-<id>`, `goodwill-<id>`, `referral-<id>-referrer`, the
     * charge key of a spend (`renewal-<id>-<try>`, `top-up-<id>`), `<spend key>-back` for credit
     * given back, `expiry-<entry id>`. A repeated write of the same thing writes nothing.
     */
    key: text('key').notNull(),
    /** When the unspent rest of an adding entry expires (null: never). */
    expiresAt: timestamp('expires_at', { withTimezone: true }),
    /** An expiry entry's adding entry. */
    expiresEntryId: uuid('expires_entry_id'),
    /** What the customer sees (the plan renewed, the reason care gave). */
    note: text('note').notNull().default(''),
    /** The staff member who granted goodwill credit. */
    staffId: uuid('staff_id'),
    at: timestamp('at', { withTimezone: true }).notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('wallet_entries_key_idx').on(t.key),
    index('wallet_entries_user_idx').on(t.userId, t.at),
  ],
);

/** A load of the wallet with a saved card: one attempt per (customer, key), claimed before the charge. */
export const walletLoads = pgTable(
  'wallet_loads',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: userIdColumn(),
    idempotencyKey: text('idempotency_key').notNull(),
    amountCents: integer('amount_cents').notNull(),
    cardId: uuid('card_id'),
    cardNetwork: text('card_network'),
    cardLast4: text('card_last4'),
    status: text('status', { enum: ['pending', 'paid', 'failed'] })
      .notNull()
      .default('pending'),
    leaseUntil: timestamp('lease_until', { withTimezone: true }).notNull(),
    chargeId: text('charge_id'),
    transactionId: uuid('transaction_id'),
    message: text('message'),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('wallet_loads_user_key_idx').on(t.userId, t.idempotencyKey)],
);

/** Who referred a customer: one referrer per referred customer; paid out once (`pending` to `paid`). */
export const referrals = pgTable(
  'referrals',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    referrerId: userIdColumn('referrer_id'),
    referredId: userIdColumn('referred_id').unique(),
    status: text('status', { enum: ['pending', 'paid', 'refused'] })
      .notNull()
      .default('pending'),
    /** Why it was refused ('same_card', 'same_address'), or 'yearly_limit' when only the referred customer was paid. */
    reason: text('reason'),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [index('referrals_referrer_idx').on(t.referrerId, t.decidedAt)],
);
