/**
 * Charging a saved card for the shop: the card must still be held by the configured provider;
 * the provider makes at most one charge per idempotency key.
 */
import { PRODUCT_MESSAGES } from '@mvno/contracts/product-messages';
import { AppError } from '../../../errors';
import { isUuid } from '../../../lib/ids';
import type { ChargeResult, PaymentProvider } from '../providers/payment-provider';
import type { CardRepository } from './card-repository';
import type { CardSetupRepository } from './card-setup-repository';
import type { OwnedCard, SavedCardCharge } from '../charge-ledger';
import { asProviderOutage } from '../providers/provider-outage';

export function createChargeService(deps: {
  cards: CardRepository;
  setups: CardSetupRepository;
  provider: PaymentProvider;
}) {
  const { cards, setups, provider } = deps;
  return {
    /** The customer's card; another customer's card id (or no uuid at all) is "not found". */
    async requireOwnedCard(userId: string, cardId: string): Promise<OwnedCard> {
      const card = isUuid(cardId) ? await cards.findOwned(userId, cardId) : undefined;
      if (!card) throw new AppError('NOT_FOUND', PRODUCT_MESSAGES.payments.cardNotFound);
      return { id: card.id, network: card.network, last4: card.last4 };
    },

    /**
     * Gives a charge back, whole (an order that could not be completed) or the amount asked (the
     * care console); the provider refunds once per key.
     */
    async refundCharge(refund: {
      chargeId: string;
      idempotencyKey: string;
      amountCents?: number;
    }): Promise<void> {
      await provider.refund(refund);
    },

    /** A declined card is an answer, not an error; an unreachable provider is a 503. */
    async chargeSavedCard(charge: SavedCardCharge): Promise<ChargeResult> {
      const card = charge.cardId ? await cards.findById(charge.cardId) : undefined;
      if (!card || card.provider !== provider.name) {
        return { status: 'declined', chargeId: null, message: PRODUCT_MESSAGES.payments.cardUnusable };
      }
      const customerRef = await setups.findCustomerRef(charge.userId, card.provider);
      try {
        return await provider.charge({
          customerRef: customerRef ?? '',
          paymentMethodToken: card.providerToken,
          amountCents: charge.amountCents,
          currency: 'usd',
          idempotencyKey: charge.idempotencyKey,
          description: charge.description,
        });
      } catch (error) {
        throw asProviderOutage(error);
      }
    },
  };
}

export type ChargeService = ReturnType<typeof createChargeService>;
