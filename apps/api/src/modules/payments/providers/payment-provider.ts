/**
 * What the shop needs from a card payment provider. Two implementations: the built-in sandbox
 * (default; hosts its own card page) and Stripe (when STRIPE_SECRET_KEY is set). Services use
 * only this type; see docs/decisions/006-shop-checkout-payments.md.
 */
import type { CardNetwork } from '@mvno/contracts/constants';
import { RESULT_MODAL } from '@mvno/contracts/messages';
import { PRODUCT_MESSAGES } from '@mvno/contracts/product-messages';

export type ProviderName = 'sandbox' | 'stripe';

export type PaymentCustomer = {
  userId: string;
  email: string;
  name: string;
  /** The provider's customer id from an earlier session, if any. */
  customerRef: string | null;
};

/** `{CHECKOUT_SESSION_ID}` in successUrl is replaced with the session id (Stripe's own placeholder). */
export type ReturnUrls = {
  successUrl: string;
  cancelUrl: string;
  /** The shop's address the customer is using (one we serve): a hosted page of our own is shown there. */
  siteUrl?: string;
};

export const SESSION_ID_PLACEHOLDER = '{CHECKOUT_SESSION_ID}';

export type SetupSession = { sessionId: string; url: string; customerRef: string };

export type SavedPaymentMethod = {
  token: string;
  network: CardNetwork;
  last4: string;
  /** MM/YY */
  expiry: string;
  cardholderName: string;
};

export type SetupSessionResult =
  | { status: 'complete'; paymentMethod: SavedPaymentMethod }
  | { status: 'open' | 'failed'; paymentMethod: null };

export type ChargeRequest = {
  customerRef: string;
  paymentMethodToken: string;
  amountCents: number;
  currency: 'usd';
  /** The provider makes at most one charge per key. */
  idempotencyKey: string;
  description: string;
};

export type RefundRequest = {
  chargeId: string;
  idempotencyKey: string;
  /** Part of the charge (the care console's partial refunds); the whole charge when left out. */
  amountCents?: number;
};

export type ChargeStatus = 'succeeded' | 'declined' | 'insufficient_funds';

export type ChargeResult = { status: ChargeStatus; chargeId: string | null; message: string };

/** A verified webhook event, reduced to what the shop acts on. */
export type ProviderEvent = { id: string; type: string; setupSessionId: string | null };

export type PaymentProvider = {
  name: ProviderName;
  createSetupSession(customer: PaymentCustomer, returnUrls: ReturnUrls): Promise<SetupSession>;
  /** Asks the provider (never the browser's redirect) whether the session saved a card. */
  confirmSetupSession(sessionId: string): Promise<SetupSessionResult>;
  charge(request: ChargeRequest): Promise<ChargeResult>;
  /** Gives a succeeded charge back, in full or the amount asked; once per key, never more than was charged. */
  refund(request: RefundRequest): Promise<void>;
  /** Forgets a saved card at the provider (a deleted card can no longer be charged). */
  detachPaymentMethod(token: string): Promise<void>;
  /**
   * Deletes the provider's customer record and every card it holds (an account deleted, decision
   * 032); a customer already gone is not an error.
   */
  deleteCustomer(customerRef: string): Promise<void>;
  /** Verifies a webhook's signature; throws WebhookSignatureError when it does not match. */
  parseWebhook?(rawBody: Buffer, signature: string | undefined): ProviderEvent;
};

export class WebhookSignatureError extends Error {
  constructor(detail: string) {
    super(`Webhook signature rejected: ${detail}`);
    this.name = 'WebhookSignatureError';
  }
}

/** The provider could not be reached or answered with an error that is not about the card. */
export class PaymentProviderUnavailableError extends Error {
  constructor(detail: string, options?: { cause?: unknown }) {
    super(`Payment provider unavailable: ${detail}`, options);
    this.name = 'PaymentProviderUnavailableError';
  }
}

/**
 * The provider refused a refund: more than is left of the charge (another refund of it was made
 * meanwhile), or a key used before for another amount. Nothing was given back; the books decide
 * again what is left before a new attempt.
 */
export class RefundRefusedError extends Error {
  constructor(detail: string, options?: { cause?: unknown }) {
    super(`Refund refused: ${detail}`, options);
    this.name = 'RefundRefusedError';
  }
}

/** What the customer reads about a charge, by its outcome. */
export const CHARGE_MESSAGES: Record<ChargeStatus, string> = {
  succeeded: RESULT_MODAL.payment.title,
  declined: PRODUCT_MESSAGES.payments.cardDeclined,
  insufficient_funds: PRODUCT_MESSAGES.payments.insufficientFunds,
};
