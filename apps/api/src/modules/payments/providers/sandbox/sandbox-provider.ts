/**
 * The built-in payment provider: it hosts its own card page (/sandbox/checkout/:sessionId),
 * keeps only a token, network, last four, expiry and the simulated outcome, and charges
 * Stripe-like test cards. It stands in for an outside system, so it owns its own tables.
 */
import { setTimeout as sleep } from 'node:timers/promises';
import { randomBytes } from 'node:crypto';
import { CARD_NETWORKS, type CardNetwork } from '@mvno/contracts/constants';
import { PRODUCT_MESSAGES } from '@mvno/contracts/product-messages';
import { simulatedOutcome } from '../card-number';
import {
  CHARGE_MESSAGES,
  SESSION_ID_PLACEHOLDER,
  type ChargeResult,
  type PaymentProvider,
  RefundRefusedError,
} from '../payment-provider';
import { isExpiryCurrent, type SandboxValues, validateCardForm, type SandboxErrors } from './sandbox-form';
import type { SandboxRepository } from './sandbox-repository';

export const SANDBOX_PAGE_PATH = '/sandbox/checkout';
const SESSION_LIFETIME_MS = 60 * 60_000;

export const newSandboxId = (prefix: string) => `${prefix}_sb_${randomBytes(16).toString('hex')}`;

export type SandboxOptions = {
  repository: SandboxRepository;
  publicUrl: string;
  now?: () => Date;
  /** How long a charge takes to answer once it is made, as a real card network's round trip does. */
  chargeDelayMs?: number;
};

export type SubmitOutcome =
  { kind: 'invalid'; errors: SandboxErrors } | { kind: 'redirect'; url: string } | { kind: 'gone' };

const isNetwork = (value: string): value is CardNetwork =>
  (CARD_NETWORKS as readonly string[]).includes(value);

export function createSandboxProvider({
  repository,
  publicUrl,
  now = () => new Date(),
  chargeDelayMs = 0,
}: SandboxOptions) {
  async function openSession(sessionId: string) {
    const session = await repository.findSession(sessionId);
    if (!session || session.status !== 'open' || session.expiresAt <= now()) return undefined;
    return session;
  }

  const provider: PaymentProvider = {
    name: 'sandbox',

    async createSetupSession(customer, returnUrls) {
      const sessionId = newSandboxId('cs');
      const customerRef = customer.customerRef ?? newSandboxId('cus');
      await repository.createSession({
        id: sessionId,
        customerRef,
        successUrl: returnUrls.successUrl.replace(SESSION_ID_PLACEHOLDER, encodeURIComponent(sessionId)),
        cancelUrl: returnUrls.cancelUrl,
        expiresAt: new Date(now().getTime() + SESSION_LIFETIME_MS),
      });
      // The page is shown at the address the customer uses, so its return lands in their session.
      const site = returnUrls.siteUrl ?? publicUrl;
      return { sessionId, url: `${site}${SANDBOX_PAGE_PATH}/${sessionId}`, customerRef };
    },

    async confirmSetupSession(sessionId) {
      const session = await repository.findSession(sessionId);
      if (!session) return { status: 'failed', paymentMethod: null };
      if (session.status !== 'complete' || !session.paymentMethodToken) {
        return { status: session.expiresAt <= now() ? 'failed' : 'open', paymentMethod: null };
      }
      const method = await repository.findPaymentMethod(session.paymentMethodToken);
      if (!method || !isNetwork(method.network)) return { status: 'failed', paymentMethod: null };
      const { token, network, last4, expiry, cardholderName } = method;
      return { status: 'complete', paymentMethod: { token, network, last4, expiry, cardholderName } };
    },

    async charge(request): Promise<ChargeResult> {
      const method = await repository.findPaymentMethod(request.paymentMethodToken);
      const usable = method && !method.detachedAt && method.customerRef === request.customerRef;
      let status = usable ? method.outcome : 'declined';
      let message: string = CHARGE_MESSAGES[status];
      if (usable && !isExpiryCurrent(method.expiry, now())) {
        status = 'declined';
        message = PRODUCT_MESSAGES.payments.cardExpired;
      }
      const charge = await repository.recordCharge({
        id: newSandboxId('ch'),
        idempotencyKey: request.idempotencyKey,
        customerRef: request.customerRef,
        paymentMethodToken: request.paymentMethodToken,
        amountCents: request.amountCents,
        currency: request.currency,
        status,
        message,
      });
      // Made but not yet answered: a process that dies now leaves a charge its order does not know of.
      if (chargeDelayMs > 0) await sleep(chargeDelayMs);
      return { status: charge.status, chargeId: charge.id, message: charge.message };
    },

    async refund({ chargeId, idempotencyKey, amountCents }) {
      if (amountCents === undefined) await repository.refundCharge(chargeId, now());
      else if (!(await repository.refundPart(chargeId, idempotencyKey, amountCents, now())))
        throw new RefundRefusedError('sandbox: the refund is more than is left of the charge');
    },

    detachPaymentMethod: (token) => repository.detachPaymentMethod(token),
    deleteCustomer: (customerRef) => repository.deleteCustomer(customerRef),
  };

  return {
    provider,

    /** The page may be shown while the session is open; `cancelUrl` backs its Cancel link. */
    async findOpenSession(sessionId: string): Promise<{ cancelUrl: string } | undefined> {
      const session = await openSession(sessionId);
      return session && { cancelUrl: session.cancelUrl };
    },

    /** The card form was sent: check it, tokenise the card and send the browser back. */
    async submitCard(sessionId: string, values: SandboxValues): Promise<SubmitOutcome> {
      const session = await openSession(sessionId);
      if (!session) return { kind: 'gone' };
      const checked = validateCardForm(values, now());
      if (!checked.ok) return { kind: 'invalid', errors: checked.errors };
      const { card } = checked;
      const saved = await repository.completeSession(sessionId, {
        token: newSandboxId('pm'),
        customerRef: session.customerRef,
        network: card.network,
        last4: card.digits.slice(-4),
        expiry: card.expiry,
        cardholderName: card.cardholderName,
        outcome: simulatedOutcome(card.digits),
      });
      return saved ? { kind: 'redirect', url: session.successUrl } : { kind: 'gone' };
    },
  };
}

export type SandboxProvider = ReturnType<typeof createSandboxProvider>;
