import {
  confirmStoredCard,
  createStoreCardPage,
  deleteCard,
  listCards,
  setBackupCard,
  setDefaultCard,
} from '@mvno/contracts/api/payments';
import type { Router } from '../../../http/router';
import { requestOrigin } from '../../../lib/public-url';
import type { Customer } from '../../accounts/accounts-types';
import type { CardService } from './card-service';

/** Saved cards (SPEC §7 payments calls) and saving a new card through the provider's page. */
export function registerCardRoutes(router: Router<Customer>, cards: CardService): void {
  router.add(listCards, ({ user }) => cards.listCards(user));
  router.add(deleteCard, ({ user, body }) => cards.deleteCard(user, body.cardId));
  router.add(setDefaultCard, ({ user, body }) => cards.setDefaultCard(user, body.cardId));
  router.add(setBackupCard, ({ user, body }) => cards.setBackupCard(user, body.cardId, body.backup));
  router.add(createStoreCardPage, ({ user, request }) => cards.startCardSetup(user, requestOrigin(request)));
  router.add(confirmStoredCard, ({ user, body }) => cards.confirmCard(user, body.sessionId));
}
