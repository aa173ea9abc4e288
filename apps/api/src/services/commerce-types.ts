/** Small shared pieces of the shop services: the customer, ids, money, field errors. */
import { MESSAGES } from '@mvno/contracts/messages';
import { AppError } from '../http/app-error';

/** The logged-in customer as the shop sees them (a subset of the session's user). */
export type Customer = {
  id: string;
  email: string;
  firstName: string;
  lastName: string;
  zipCode: string | null;
};

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Ids are UUIDs; anything else cannot name a row (and must not reach a uuid column). */
export const isUuid = (value: string): boolean => UUID.test(value);

/** Integer cents inside, dollars in the API. */
export const toDollars = (cents: number): number => cents / 100;
export const toDollarsOrNull = (cents: number | null | undefined): number | null =>
  cents === null || cents === undefined ? null : cents / 100;

/** A 400 like the router's own validation errors: the general message, the reason at the field. */
export function fieldError(field: string, message: string): AppError {
  return new AppError('VALIDATION', MESSAGES.api.validation, { fieldErrors: [{ field, message }] });
}

export const SHOP_MESSAGES = {
  cardNotFound: 'Card not found',
  cardDeleted: 'Your card was deleted',
  primaryChanged: 'Your primary card was changed',
  setupSessionNotFound: 'Card session not found',
  planUnavailable: 'This plan is not available',
  promoInvalid: 'This promo code is not valid',
  numberActive: 'This number is already active with us',
  keyReused: 'This payment key was already used for a different order',
  stillProcessing: 'Your payment is still being processed. Please check your order history in a moment.',
  providerUnavailable: 'The payment service is not available right now. Please try again.',
  cardUnusable: 'This card can no longer be used. Please add it again.',
  invalidSignature: 'Invalid webhook signature',
} as const;
