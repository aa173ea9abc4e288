/**
 * Stripe: Checkout Session in setup mode to save a card (the card number goes to Stripe only),
 * off-session PaymentIntents to charge it, signed webhooks. A session's outcome is read back
 * from Stripe's API, never taken from the browser's redirect.
 */
import Stripe from 'stripe';
import { CARD_NETWORKS, type CardNetwork } from '@mvno/contracts/constants';
import {
  CHARGE_MESSAGES,
  PaymentProviderUnavailableError,
  RefundRefusedError,
  WebhookSignatureError,
  type ChargeResult,
  type PaymentProvider,
  type SetupSessionResult,
} from '../payment-provider';

export type StripeOptions = {
  secretKey: string;
  webhookSecret: string | undefined;
  apiBase: string | undefined;
};

const FAILED: SetupSessionResult = { status: 'failed', paymentMethod: null };

function connection(apiBase: string | undefined): Pick<Stripe.StripeConfig, 'host' | 'port' | 'protocol'> {
  if (!apiBase) return {};
  const url = new URL(apiBase);
  const protocol = url.protocol === 'http:' ? 'http' : 'https';
  return { host: url.hostname, port: url.port || (protocol === 'http' ? 80 : 443), protocol };
}

const idOf = (value: string | { id: string } | null | undefined) =>
  typeof value === 'string' ? value : value?.id;

function toNetwork(brand: string): CardNetwork | undefined {
  const known = (CARD_NETWORKS as readonly string[]).includes(brand);
  return known ? (brand as CardNetwork) : undefined;
}

function unavailable(error: unknown): PaymentProviderUnavailableError {
  return new PaymentProviderUnavailableError((error as Error).message ?? 'unknown error', { cause: error });
}

export function createStripeProvider({ secretKey, webhookSecret, apiBase }: StripeOptions): PaymentProvider {
  const stripe = new Stripe(secretKey, {
    ...connection(apiBase),
    maxNetworkRetries: 2,
    timeout: 20_000,
    telemetry: false,
  });

  async function call<T>(work: () => Promise<T>): Promise<T> {
    try {
      return await work();
    } catch (error) {
      throw unavailable(error);
    }
  }

  return {
    name: 'stripe',

    async createSetupSession(customer, returnUrls) {
      return call(async () => {
        const customerRef =
          customer.customerRef ??
          (
            await stripe.customers.create(
              { email: customer.email, name: customer.name, metadata: { userId: customer.userId } },
              { idempotencyKey: `customer-${customer.userId}` },
            )
          ).id;
        const session = await stripe.checkout.sessions.create({
          mode: 'setup',
          customer: customerRef,
          currency: 'usd',
          allowed_payment_method_types: ['card'],
          success_url: returnUrls.successUrl,
          cancel_url: returnUrls.cancelUrl,
          metadata: { userId: customer.userId },
        });
        if (!session.url) throw new Error('Stripe answered a session without a url');
        return { sessionId: session.id, url: session.url, customerRef };
      });
    },

    async confirmSetupSession(sessionId) {
      return call(async (): Promise<SetupSessionResult> => {
        const session = await stripe.checkout.sessions.retrieve(sessionId);
        if (session.mode !== 'setup') return FAILED;
        if (session.status !== 'complete')
          return session.status === 'open' ? { status: 'open', paymentMethod: null } : FAILED;
        const setupIntentId = idOf(session.setup_intent);
        if (!setupIntentId) return FAILED;
        const intent = await stripe.setupIntents.retrieve(setupIntentId);
        const methodId = idOf(intent.payment_method);
        if (intent.status !== 'succeeded' || !methodId) return FAILED;
        const method = await stripe.paymentMethods.retrieve(methodId);
        const network = method.card && toNetwork(method.card.brand);
        if (!method.card || !network) return FAILED;
        const { exp_month: month, exp_year: year, last4 } = method.card;
        const expiry = `${String(month).padStart(2, '0')}/${String(year % 100).padStart(2, '0')}`;
        const cardholderName = method.billing_details.name ?? '';
        return {
          status: 'complete',
          paymentMethod: { token: method.id, network, last4, expiry, cardholderName },
        };
      });
    },

    async charge(request): Promise<ChargeResult> {
      try {
        const intent = await stripe.paymentIntents.create(
          {
            amount: request.amountCents,
            currency: request.currency,
            customer: request.customerRef,
            payment_method: request.paymentMethodToken,
            off_session: true,
            confirm: true,
            description: request.description,
          },
          { idempotencyKey: request.idempotencyKey },
        );
        if (intent.status === 'succeeded')
          return { status: 'succeeded', chargeId: intent.id, message: CHARGE_MESSAGES.succeeded };
        const message = intent.last_payment_error?.message ?? CHARGE_MESSAGES.declined;
        return { status: 'declined', chargeId: intent.id, message };
      } catch (error) {
        if (!(error instanceof Stripe.errors.StripeCardError)) throw unavailable(error);
        const insufficient =
          error.decline_code === 'insufficient_funds' || error.code === 'insufficient_funds';
        return {
          status: insufficient ? 'insufficient_funds' : 'declined',
          chargeId: error.payment_intent?.id ?? null,
          message: insufficient
            ? CHARGE_MESSAGES.insufficient_funds
            : error.message || CHARGE_MESSAGES.declined,
        };
      }
    },

    async refund({ chargeId, idempotencyKey, amountCents }) {
      try {
        await stripe.refunds.create(
          { payment_intent: chargeId, ...(amountCents === undefined ? {} : { amount: amountCents }) },
          { idempotencyKey },
        );
      } catch (error) {
        // Stripe's own refusals (more than is left, already refunded, a key reused with another
        // amount) are answers about this refund; anything else is the provider being away.
        if (
          error instanceof Stripe.errors.StripeInvalidRequestError ||
          error instanceof Stripe.errors.StripeIdempotencyError
        )
          throw new RefundRefusedError(error.message, { cause: error });
        throw unavailable(error);
      }
    },

    async detachPaymentMethod(token) {
      try {
        await stripe.paymentMethods.detach(token);
      } catch (error) {
        // Already detached (or never attached): nothing left to forget.
        if (!(error instanceof Stripe.errors.StripeInvalidRequestError)) throw unavailable(error);
      }
    },

    async deleteCustomer(customerRef) {
      try {
        await stripe.customers.del(customerRef);
      } catch (error) {
        // Deleted before (or never made): nothing is left to delete.
        if (!(error instanceof Stripe.errors.StripeInvalidRequestError)) throw unavailable(error);
      }
    },

    parseWebhook(rawBody, signature) {
      if (!webhookSecret) throw new WebhookSignatureError('STRIPE_WEBHOOK_SECRET is not set');
      let event: Stripe.Event;
      try {
        event = stripe.webhooks.constructEvent(rawBody, signature ?? '', webhookSecret);
      } catch (error) {
        throw new WebhookSignatureError((error as Error).message);
      }
      const object = event.data.object as { object?: string; id?: string; mode?: string };
      const isSetup = event.type === 'checkout.session.completed' && object.mode === 'setup';
      return { id: event.id, type: event.type, setupSessionId: isSetup ? (object.id ?? null) : null };
    },
  };
}
