/**
 * Account credit (decision 071): the wallet's view, loading it with a saved card (untaxed: tax is
 * paid when credit buys service), the credit a charge spends before the card (the charge ledger's
 * `AccountCredit`), goodwill credit care grants, and the expiry of credit as entries of their own.
 */
import type { LoadWallet, Wallet, WalletEntry as WalletEntryView } from '@mvno/contracts/api/wallet';
import { ACCOUNT_MESSAGES } from '@mvno/contracts/account-messages';
import { PROMOTIONAL_CREDIT_DAYS, WALLET_ENTRIES_SHOWN } from '@mvno/contracts/product-constants/wallet';
import { AppError, fieldError } from '../../../errors';
import { DAY_MS, type Clock } from '../../../lib/clock';
import { formatUsd, toDollars } from '../../../lib/money';
import type { Customer } from '../../accounts/accounts-types';
import {
  chargeClaimed,
  chargeKey,
  settleCharge,
  type AccountCredit,
  type SavedCardPayments,
} from '../charge-ledger';
import type { LedgerTx } from '../payments-ledger';
import type { WalletLoad, WalletLoadRepository } from './wallet-load-repository';
import { balanceOf } from './wallet-lots';
import type { WalletEntry, WalletRepository } from './wallet-repository';

const W = ACCOUNT_MESSAGES.wallet;

/** A goodwill grant's entry key: one per customer and care's idempotency key. */
export const goodwillKey = (customerId: string, key: string) => `goodwill-${customerId}-${key}`;

export type WalletDeps = {
  wallet: WalletRepository;
  loads: WalletLoadRepository;
  payments: Pick<SavedCardPayments, 'requireOwnedCard' | 'chargeSavedCard'>;
  /** The customer's primary card (the cards slice's). */
  primaryCardOf: (userId: string) => Promise<{ id: string; network: string; last4: string } | undefined>;
  clock: Clock;
  leaseSeconds: number;
};

const toView = (entry: WalletEntry): WalletEntryView => ({
  id: entry.id,
  kind: entry.kind,
  amount: toDollars(entry.amountCents),
  note: entry.note,
  at: entry.at.toISOString(),
  expiresAt: entry.expiresAt?.toISOString() ?? null,
});

export function createWalletService(deps: WalletDeps) {
  const { wallet, loads, payments, clock } = deps;
  const leaseFrom = (now: Date) => new Date(now.getTime() + deps.leaseSeconds * 1000);

  /** The balance (the sum of every entry) and the newest entries that moved money. */
  async function walletOf(userId: string): Promise<Wallet> {
    const entries = await wallet.entriesOf(userId);
    return {
      balance: toDollars(balanceOf(entries)),
      entries: entries
        .filter((entry) => entry.amountCents !== 0)
        .reverse()
        .slice(0, WALLET_ENTRIES_SHOWN)
        .map(toView),
    };
  }

  const credit: AccountCredit = {
    spend: (spend) => wallet.spend({ ...spend, now: clock.now() }),
    giveBack: (spend) => wallet.giveBack({ ...spend, now: clock.now() }),
  };

  async function charge(load: WalletLoad): Promise<{ successful: boolean; message: string }> {
    const outcome = await chargeClaimed(payments, {
      key: chargeKey('wallet-load', load.id),
      userId: load.userId,
      cardId: load.cardId,
      amountCents: load.amountCents,
      description: W.historyItem,
      release: () => loads.release(load.id),
    });
    const paid = outcome.status === 'succeeded';
    await settleCharge({
      outcome,
      payment: {
        userId: load.userId,
        item: W.historyItem,
        at: clock.now(),
        card: { network: load.cardNetwork, last4: load.cardLast4 },
        // No tax on a load: tax is paid when the credit buys service.
        amounts: { orderTotalCents: load.amountCents, taxCents: 0, finalCents: load.amountCents },
      },
      record: (payment) =>
        loads.record(load, { paid, payment, chargeId: outcome.chargeId, message: outcome.message, note: '' }),
    });
    return { successful: paid, message: paid ? W.loaded(formatUsd(load.amountCents)) : outcome.message };
  }

  /** Another request holds (or held) this key: its answer, or take it over when it died. */
  async function replay(existing: WalletLoad, request: { amountCents: number; cardId: string | null }) {
    if (
      existing.amountCents !== request.amountCents ||
      (request.cardId && existing.cardId !== request.cardId)
    )
      throw new AppError('CONFLICT', W.keyReused);
    if (existing.status !== 'pending')
      return {
        successful: existing.status === 'paid',
        message:
          existing.status === 'paid' ? W.loaded(formatUsd(existing.amountCents)) : (existing.message ?? ''),
      };
    const now = new Date();
    const taken = await loads.takeOver(existing.id, now, leaseFrom(now));
    if (!taken) throw new AppError('CONFLICT', W.inProgress);
    return charge(taken);
  }

  return {
    walletOf,
    credit,

    async load(customer: Pick<Customer, 'id'>, request: LoadWallet) {
      const amountCents = Math.round(request.amount * 100);
      const asked = { amountCents, cardId: request.cardId ?? null };
      const existing = await loads.findByKey(customer.id, request.idempotencyKey);
      if (existing) return replay(existing, asked);
      const card = request.cardId
        ? await payments.requireOwnedCard(customer.id, request.cardId)
        : await deps.primaryCardOf(customer.id);
      if (!card) throw fieldError('cardId', W.noCard);
      const claimed = await loads.claim({
        userId: customer.id,
        idempotencyKey: request.idempotencyKey,
        amountCents,
        cardId: card.id,
        cardNetwork: card.network,
        cardLast4: card.last4,
        leaseUntil: leaseFrom(new Date()),
      });
      if (claimed) return charge(claimed);
      const winner = await loads.findByKey(customer.id, request.idempotencyKey);
      if (!winner) throw new Error('wallet load of a taken key not found');
      return replay(winner, asked);
    },

    /**
     * Goodwill credit from care, once per key (the limit and the audit are care's): answers
     * whether this call wrote it. The same key with another amount is a conflict.
     */
    async grantGoodwill(
      grant: { customerId: string; staffId: string; amountCents: number; reason: string; key: string },
      along: (tx: LedgerTx) => Promise<void>,
    ) {
      const key = goodwillKey(grant.customerId, grant.key);
      const now = clock.now();
      const written = await wallet.addWith(
        {
          userId: grant.customerId,
          kind: 'goodwill',
          amountCents: grant.amountCents,
          key,
          note: grant.reason,
          staffId: grant.staffId,
          expiresAt: new Date(now.getTime() + PROMOTIONAL_CREDIT_DAYS * DAY_MS),
          at: now,
        },
        along,
      );
      if (!written) {
        const earlier = await wallet.findEntry(key);
        if (earlier?.userId !== grant.customerId || earlier.amountCents !== grant.amountCents)
          throw new AppError('CONFLICT', W.keyReused);
      }
      return written;
    },

    /**
     * A refund to the account credit instead of the card (decision 089), once per key: the `refund`
     * entry (never expiring) and what goes with it (care's refund row, credit note and audit) in one
     * transaction. Answers whether this call wrote it.
     */
    refundToBalance: (
      refund: { customerId: string; staffId: string; amountCents: number; note: string; key: string },
      along: (tx: LedgerTx) => Promise<void>,
    ) =>
      wallet.addWith(
        {
          userId: refund.customerId,
          kind: 'refund',
          amountCents: refund.amountCents,
          key: refund.key,
          note: refund.note,
          staffId: refund.staffId,
          expiresAt: null,
          at: clock.now(),
        },
        along,
      ),

    /** Writes every due expiry as its own entry; answers the customers whose credit expired. */
    async expireDue(limit: number): Promise<number> {
      const now = clock.now();
      const due = await wallet.customersWithDueExpiries(now, limit);
      for (const userId of due) await wallet.expireDue(userId, now);
      return due.length;
    },
  };
}

export type WalletService = ReturnType<typeof createWalletService>;
