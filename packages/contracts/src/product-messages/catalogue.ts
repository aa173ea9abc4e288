import {
  PROMO_AMOUNT_MAX_DOLLARS,
  PROMO_CODE_LENGTH,
  PROMO_DESCRIPTION_MAX_LENGTH,
} from '../product-constants';

/** The catalogue and promotions in the console (decision 029): field errors of its forms. */
export const catalogue = {
  promoCodeFormat: `Use ${PROMO_CODE_LENGTH.min} to ${PROMO_CODE_LENGTH.max} letters, digits or dashes`,
  promoCodeTaken: 'A promotion with this code already exists',
  promoDescriptionRequired: `Enter a description of at most ${PROMO_DESCRIPTION_MAX_LENGTH} characters`,
  promoPercentRange: 'Enter a whole percent from 1 to 100',
  promoAmountRange: `Enter an amount above $0 and at most $${PROMO_AMOUNT_MAX_DOLLARS}`,
  promoEndBeforeStart: 'The end must be after the start',
  promoCapPositive: 'Enter a whole number above 0, or leave it empty for no cap',
  promoUnknownPlan: 'Choose plans from the catalogue',
  promoNotFound: 'Promotion not found',
} as const;
