/**
 * The one charge of a saved card (decision 049), for every module that charges one: a shop order,
 * a plan renewal, a plan change, a data add-on. The caller has claimed its row with a lease; the
 * card is charged under the row's key `<kind>-<id>`, so whoever takes the row over after a crash
 * or a race asks the provider with the same key and gets the charge already made; a provider that
 * cannot be reached gives the claim back and throws (no try is counted). Then the order-history row
 * is built, recorded with what was paid for in one database transaction, and the receipt mailed
 * by the one caller that recorded it. Other modules may import this file, as payments-ledger.ts.
 */
import { paymentRow, type PaymentFacts, type PaymentRow } from './payments-ledger';

/** A refund the provider refused (more than is left of the charge): callers answer it as a conflict. */
export { RefundRefusedError } from './providers/payment-provider';

/** What a charge of a saved card answers; a decline is an outcome, not an error. */
export type ChargeOutcome = {
  status: 'succeeded' | 'declined' | 'insufficient_funds';
  chargeId: string | null;
  message: string;
  /** Account credit spent on it (decision 071); the card was charged only for the rest. */
  creditCents?: number;
};

/** What a charge keeps of the card it is paid with. */
export type OwnedCard = { id: string; network: string; last4: string };

export type SavedCardCharge = {
  userId: string;
  cardId: string | null;
  amountCents: number;
  idempotencyKey: string;
  description: string;
};

/** The payments module's saved cards as the modules that charge them see them: the one port. */
export type SavedCardPayments = {
  /** The customer's saved card; a 404 for anyone else's (or no) card. */
  requireOwnedCard(userId: string, cardId: string): Promise<OwnedCard>;
  /** Charges the card once per idempotency key; throws when the provider cannot be reached. */
  chargeSavedCard(charge: SavedCardCharge): Promise<ChargeOutcome>;
  /** Gives a succeeded charge back (in full without an amount), once per key. */
  refundCharge(refund: { chargeId: string; idempotencyKey: string; amountCents?: number }): Promise<void>;
  /** The customer's account credit (decision 071), spent before the card by a charge that asks for it. */
  accountCredit?: AccountCredit;
};

/** The wallet as a charge spends it (decision 071): under the charge's key, once, never below zero. */
export type AccountCredit = {
  /**
   * Takes up to `amountCents` of the customer's credit under `key`, the wallet locked; the same key
   * answers what it took the first time. Answers the cents taken (0 without credit).
   */
  spend(spend: { userId: string; key: string; amountCents: number; note: string }): Promise<number>;
  /** Gives what `key` took back (its card declined), once. */
  giveBack(spend: { userId: string; key: string; note: string }): Promise<void>;
};

/**
 * What is charged, named by the paying slice in lower case ('order', 'renewal', 'plan-change',
 * 'top-up'): each kind's rows have their own UUIDs, so `<kind>-<id>` is unique. A new paying slice
 * names its kind where it charges; nothing here lists them.
 */
export type ChargeKind = Lowercase<string>;

/** The provider's idempotency key of a claimed row; `parts` name a row's further tries. */
export const chargeKey = (kind: ChargeKind, id: string, ...parts: (string | number)[]): string =>
  [`${kind}-${id}`, ...parts].join('-');

export type ClaimedCharge = {
  /** `chargeKey(kind, id)`: the same for whoever charges the claimed row. */
  key: string;
  userId: string;
  cardId: string | null;
  amountCents: number;
  /** What the provider shows as the charge's description (the order history's item). */
  description: string;
  /** The decline's message when there is no card: the provider is not asked. Without it the provider answers. */
  noCard?: string;
  /** Gives the claim back when the provider cannot be reached; without it the lease runs out. */
  release?: () => Promise<void>;
  /**
   * Account credit spent first (decision 071): the card is charged only for the rest, or not at
   * all; a declined card gives the credit back. Renewals and data add-ons pass it.
   */
  credit?: AccountCredit;
};

/** Charges the card of a claimed row under its key. */
export async function chargeClaimed(
  payments: Pick<SavedCardPayments, 'chargeSavedCard'>,
  charge: ClaimedCharge,
): Promise<ChargeOutcome> {
  if (!charge.credit) return chargeCard(payments, charge);
  const spend = { userId: charge.userId, key: charge.key, note: charge.description };
  const creditCents = await charge.credit.spend({ ...spend, amountCents: charge.amountCents });
  if (creditCents >= charge.amountCents) {
    return { status: 'succeeded', chargeId: null, message: '', creditCents };
  }
  const outcome = await chargeCard(payments, { ...charge, amountCents: charge.amountCents - creditCents });
  if (outcome.status === 'succeeded') return { ...outcome, creditCents };
  if (creditCents > 0) await charge.credit.giveBack(spend);
  return { ...outcome, creditCents: 0 };
}

async function chargeCard(
  payments: Pick<SavedCardPayments, 'chargeSavedCard'>,
  charge: ClaimedCharge,
): Promise<ChargeOutcome> {
  if (!charge.cardId && charge.noCard !== undefined) {
    return { status: 'declined', chargeId: null, message: charge.noCard };
  }
  try {
    return await payments.chargeSavedCard({
      userId: charge.userId,
      cardId: charge.cardId,
      amountCents: charge.amountCents,
      idempotencyKey: charge.key,
      description: charge.description,
    });
  } catch (error) {
    // No try is counted: the job, the recovery or the customer's retry charges again at once.
    await charge.release?.();
    throw error;
  }
}

export type Settlement = {
  outcome: ChargeOutcome;
  /** The order-history row's facts; whether it was successful follows the outcome. */
  payment: Omit<PaymentFacts, 'successful'>;
  /**
   * Records the row with what it paid for, in one database transaction; true when this caller
   * recorded it (false when another worker finished first: nothing is written).
   */
  record: (row: PaymentRow, paid: boolean) => Promise<boolean>;
  /** The receipt of a paid charge, sent only by the caller that recorded it. */
  receipt?: () => Promise<void>;
};

/** Records a charge's outcome in the order history, then sends its receipt; answers whether it recorded it. */
export async function settleCharge({ outcome, payment, record, receipt }: Settlement): Promise<boolean> {
  const paid = outcome.status === 'succeeded';
  const credit = paid ? (outcome.creditCents ?? 0) : 0;
  const amounts = credit
    ? { ...payment.amounts, creditCents: credit, finalCents: payment.amounts.finalCents - credit }
    : payment.amounts;
  const recorded = await record(paymentRow({ ...payment, amounts, successful: paid }), paid);
  if (paid && recorded) await receipt?.();
  return recorded;
}
