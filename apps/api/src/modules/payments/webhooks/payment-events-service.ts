/**
 * Provider webhooks: the signature is checked by the provider adapter, each event id is
 * processed once (providers deliver at least once), and what an event says is re-read from
 * the provider's API rather than taken from the payload.
 */
import { MESSAGES } from '@mvno/contracts/messages';
import { AppError } from '../../../errors';
import { WebhookSignatureError, type PaymentProvider } from '../providers/payment-provider';
import type { CardSetupRepository } from '../cards/card-setup-repository';
import type { CardService } from '../cards/card-service';

/** Answered to the provider only: no customer reads it. */
const INVALID_SIGNATURE = 'Invalid webhook signature';

export type WebhookAnswer = { received: true; duplicate: boolean };

export function createPaymentEventsService(deps: {
  provider: PaymentProvider;
  setups: CardSetupRepository;
  cardService: CardService;
}) {
  const { provider, setups, cardService } = deps;

  return {
    async handleWebhook(rawBody: Buffer, signature: string | undefined): Promise<WebhookAnswer> {
      if (!provider.parseWebhook) throw new AppError('NOT_FOUND', MESSAGES.api.notFound);
      let event;
      try {
        event = provider.parseWebhook(rawBody, signature);
      } catch (error) {
        if (error instanceof WebhookSignatureError) {
          throw new AppError('BAD_REQUEST', INVALID_SIGNATURE, { internal: error.message });
        }
        throw error;
      }
      const fresh = await setups.recordEvent({ id: event.id, provider: provider.name, type: event.type });
      if (!fresh) return { received: true, duplicate: true };
      try {
        if (event.setupSessionId) await cardService.completeSessionById(event.setupSessionId);
      } catch (error) {
        // A session the provider says did not save a card: nothing to retry.
        if (error instanceof AppError && error.status < 500) return { received: true, duplicate: false };
        // Anything else: forget the event so the provider's retry processes it again.
        await setups.forgetEvent(event.id);
        throw error;
      }
      return { received: true, duplicate: false };
    },
  };
}

export type PaymentEventsService = ReturnType<typeof createPaymentEventsService>;
