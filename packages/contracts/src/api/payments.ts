/**
 * Saved cards (SPEC §2 Payment section, §7). The card number never reaches
 * our API: the provider's page takes it (see docs/decisions/006-shop-checkout-payments.md).
 */
import { z } from 'zod';
import { zAddCardSession, zCard } from '../entities';
import { zMessageResponse } from './auth';
import { defineEndpoint } from './common';

const zCardId = z.object({ cardId: z.string().min(1) });

export const listCards = defineEndpoint({
  operationId: 'listCards',
  method: 'GET',
  path: '/app/payments/cards',
  summary: 'Saved cards of the user, primary first',
  auth: true,
  response: z.object({ cards: z.array(zCard) }),
});

export const deleteCard = defineEndpoint({
  operationId: 'deleteCard',
  refusals: [404],
  method: 'DELETE',
  path: '/app/payments/cards',
  summary: 'Delete a saved card; if it was primary another card becomes primary',
  auth: true,
  refusesAssisted: true,
  body: zCardId,
  response: zMessageResponse.extend({ cards: z.array(zCard) }),
});

export const setDefaultCard = defineEndpoint({
  operationId: 'setDefaultCard',
  refusals: [404],
  method: 'POST',
  path: '/app/payments/cards/setdefault',
  summary: 'Make a saved card the primary card',
  auth: true,
  refusesAssisted: true,
  body: zCardId,
  response: zMessageResponse,
});

/** Marks a saved card as the backup card for renewals (`backup: false` leaves none); never the primary. */
export const setBackupCard = defineEndpoint({
  operationId: 'setBackupCard',
  refusals: [404, 409],
  method: 'POST',
  path: '/app/payments/cards/setbackup',
  summary: 'Make a saved card (not the primary) the backup card for renewals, or leave no backup card',
  auth: true,
  refusesAssisted: true,
  body: zCardId.extend({ backup: z.boolean() }),
  response: zMessageResponse.extend({ cards: z.array(zCard) }),
});

export const createStoreCardPage = defineEndpoint({
  operationId: 'createStoreCardPage',
  method: 'POST',
  path: '/app/payments/storecardpage',
  summary: "Start saving a card on the payment provider's page; the browser goes to `url`",
  auth: true,
  refusesAssisted: true,
  response: zAddCardSession,
});

export const confirmStoredCard = defineEndpoint({
  operationId: 'confirmStoredCard',
  refusals: [404],
  method: 'POST',
  path: '/app/payments/storecardpage/confirm',
  summary: 'After the provider redirects back: confirm the session with the provider and save the card',
  auth: true,
  refusesAssisted: true,
  body: z.object({ sessionId: z.string().min(1) }),
  response: zMessageResponse.extend({ card: zCard }),
});
