/**
 * Saved cards: list, delete, set primary, and saving a new one through the provider's page.
 * A card only ever belongs to its owner: another customer's card id is "not found".
 */
import type { Card } from '@mvno/contracts/entities';
import { MESSAGES } from '@mvno/contracts/messages';
import { PRODUCT_MESSAGES } from '@mvno/contracts/product-messages';
import { AppError } from '../../../errors';
import { isUuid } from '../../../lib/ids';
import type { Log } from '../../../lib/log';
import type { SiteAddresses } from '../../../lib/public-url';
import type { Customer } from '../../accounts/accounts-types';
import { SESSION_ID_PLACEHOLDER, type PaymentProvider } from '../providers/payment-provider';
import type { CardRecord, CardRepository } from './card-repository';
import type { CardSetupRepository, SetupSessionRecord } from './card-setup-repository';

export const STRIPE_RESPONSE_PATH = '/stripe-response';

export function toCard(row: CardRecord): Card {
  return {
    id: row.id,
    cardholderName: row.cardholderName,
    last4Digits: row.last4,
    expiry: row.expiry,
    primaryCard: row.isPrimary,
    backupCard: row.isBackup,
    network: row.network as Card['network'],
  };
}

export type CardServiceDeps = {
  cards: CardRepository;
  setups: CardSetupRepository;
  provider: PaymentProvider;
  /** Where the provider sends the browser back: the shop's /stripe-response page, at the address used. */
  site: SiteAddresses;
  log: Log;
};

export function createCardService({ cards, setups, provider, site, log }: CardServiceDeps) {
  const notFound = () => new AppError('NOT_FOUND', PRODUCT_MESSAGES.payments.cardNotFound);
  const saveFailed = () => new AppError('BAD_REQUEST', MESSAGES.cardSaveFailed);

  async function listCards(userId: string): Promise<Card[]> {
    return (await cards.listByUser(userId)).map(toCard);
  }

  /** Reads the session's outcome from the provider and saves its card once. */
  async function completeSession(session: SetupSessionRecord): Promise<Card> {
    if (session.cardId) {
      const saved = await cards.findById(session.cardId);
      if (saved) return toCard(saved);
    }
    if (session.provider !== provider.name) throw saveFailed();
    const result = await provider.confirmSetupSession(session.id);
    if (result.status !== 'complete') throw saveFailed();
    const method = result.paymentMethod;
    const card = await cards.saveForSession(session.id, {
      userId: session.userId,
      provider: provider.name,
      providerToken: method.token,
      cardholderName: method.cardholderName,
      last4: method.last4,
      expiry: method.expiry,
      network: method.network,
    });
    if (!card) throw saveFailed();
    return toCard(card);
  }

  return {
    listCards: async (customer: Customer) => ({ cards: await listCards(customer.id) }),

    async deleteCard(customer: Customer, cardId: string) {
      const deleted = isUuid(cardId) ? await cards.deleteOwned(customer.id, cardId) : undefined;
      if (!deleted) throw notFound();
      if (deleted.provider === provider.name) {
        try {
          await provider.detachPaymentMethod(deleted.providerToken);
        } catch (error) {
          // Our record is gone, so the token is never used again; the provider can be tidied later.
          log.warn({ err: error, cardId }, 'payment method was not detached at the provider');
        }
      }
      return { message: PRODUCT_MESSAGES.payments.cardDeleted, cards: await listCards(customer.id) };
    },

    async setDefaultCard(customer: Customer, cardId: string) {
      const card = isUuid(cardId) ? await cards.findOwned(customer.id, cardId) : undefined;
      if (!card) throw notFound();
      await cards.setPrimary(customer.id, card.id);
      return { message: PRODUCT_MESSAGES.payments.primaryChanged };
    },

    /** The backup card for renewals (decision 017, amended): any saved card but the primary. */
    async setBackupCard(customer: Customer, cardId: string, backup: boolean) {
      const card = isUuid(cardId) ? await cards.findOwned(customer.id, cardId) : undefined;
      if (!card) throw notFound();
      if (backup && card.isPrimary) throw new AppError('CONFLICT', PRODUCT_MESSAGES.payments.backupIsPrimary);
      if (backup) await cards.setBackup(customer.id, card.id);
      else if (card.isBackup) await cards.setBackup(customer.id, null);
      return {
        message: backup ? PRODUCT_MESSAGES.payments.backupSet : PRODUCT_MESSAGES.payments.backupCleared,
        cards: await listCards(customer.id),
      };
    },

    /**
     * Starts a card-saving session at the provider, tied to this customer. The browser comes back
     * to the address it came from (`origin`) when that is one we serve, else to PUBLIC_URL: the
     * session it signed in with lives at that address only.
     */
    async startCardSetup(customer: Customer, origin?: string) {
      const siteUrl = site.siteFor(origin);
      const customerRef = await setups.findCustomerRef(customer.id, provider.name);
      const session = await provider.createSetupSession(
        {
          userId: customer.id,
          email: customer.email,
          name: `${customer.firstName} ${customer.lastName}`.trim(),
          customerRef,
        },
        {
          successUrl: `${siteUrl}${STRIPE_RESPONSE_PATH}?success&session_id=${SESSION_ID_PLACEHOLDER}`,
          cancelUrl: `${siteUrl}${STRIPE_RESPONSE_PATH}?failure`,
          siteUrl,
        },
      );
      await setups.saveCustomerRef(customer.id, provider.name, session.customerRef);
      await setups.createSession({ id: session.sessionId, userId: customer.id, provider: provider.name });
      return { url: session.url, sessionId: session.sessionId };
    },

    async confirmCard(customer: Customer, sessionId: string) {
      const session = await setups.findSession(sessionId);
      if (!session || session.userId !== customer.id)
        throw new AppError('NOT_FOUND', PRODUCT_MESSAGES.payments.setupSessionNotFound);
      return { message: MESSAGES.cardSaved, card: await completeSession(session) };
    },

    /** For the provider's webhook: a customer who closed the tab still gets the card saved. */
    async completeSessionById(sessionId: string): Promise<void> {
      const session = await setups.findSession(sessionId);
      if (session) await completeSession(session);
    },
  };
}

export type CardService = ReturnType<typeof createCardService>;
