import {
  confirmStoredCard,
  createStoreCardPage,
  deleteCard,
  listCards,
  setDefaultCard,
} from '@mvno/contracts/api/payments';
import type { Router } from '../http/router';
import type { CardService } from '../services/card-service';
import type { Customer } from '../services/commerce-types';

/** Saved cards (SPEC §7 payments calls) and saving a new card through the provider's page. */
export function registerCardRoutes<U extends Customer>(router: Router<U>, cards: CardService): void {
  router.add(listCards, ({ user }) => cards.listCards(user));
  router.add(deleteCard, ({ user, body }) => cards.deleteCard(user, body.cardId));
  router.add(setDefaultCard, ({ user, body }) => cards.setDefaultCard(user, body.cardId));
  router.add(createStoreCardPage, ({ user }) => cards.startCardSetup(user));
  router.add(confirmStoredCard, ({ user, body }) => cards.confirmCard(user, body.sessionId));
}
