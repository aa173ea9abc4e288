/**
 * A payment provider that cannot be reached is an outage, not a fault of ours: every call a
 * customer makes through it answers 503 with Retry-After, never 500 (the client may try again).
 */
import { PRODUCT_MESSAGES } from '@mvno/contracts/product-messages';
import { AppError } from '../../../errors';
import { PaymentProviderUnavailableError, type PaymentProvider } from './payment-provider';

/** How long a client is asked to wait before trying a call to the provider again. */
export const PROVIDER_RETRY_AFTER_SECONDS = 30;

/** The 503 of a provider outage, or the error itself when it is something else. */
export function asProviderOutage(error: unknown): unknown {
  if (!(error instanceof PaymentProviderUnavailableError)) return error;
  return new AppError('UNAVAILABLE', PRODUCT_MESSAGES.payments.providerUnavailable, {
    internal: error.message,
    retryAfterSeconds: PROVIDER_RETRY_AFTER_SECONDS,
  });
}

async function guarded<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    throw asProviderOutage(error);
  }
}

/**
 * The provider as the card calls see it: starting and confirming a card setup answer a 503 with
 * Retry-After while the provider is away. Charges map outages themselves (charge-service.ts);
 * refunds and detaching stay raw for the recovery and clean-up that retry them.
 */
export function withOutageAnswers(provider: PaymentProvider): PaymentProvider {
  return {
    ...provider,
    createSetupSession: (customer, returnUrls) =>
      guarded(() => provider.createSetupSession(customer, returnUrls)),
    confirmSetupSession: (sessionId) => guarded(() => provider.confirmSetupSession(sessionId)),
  };
}
