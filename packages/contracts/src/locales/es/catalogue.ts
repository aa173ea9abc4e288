/**
 * The Spanish (es-US) texts of the `catalogue` staff messages, key for key (decision 053). The
 * console stays English: only what reaches a customer (the new-price mail's subject) is Spanish;
 * the console's own texts are the English ones.
 */
import { catalogue as English } from '../../product-messages/catalogue';
import type { Translation } from '../catalogue';

export const catalogue: Translation<typeof English> = {
  promoCodeFormat: English.promoCodeFormat,
  promoCodeTaken: English.promoCodeTaken,
  promoDescriptionRequired: English.promoDescriptionRequired,
  promoPercentRange: English.promoPercentRange,
  promoAmountRange: English.promoAmountRange,
  promoEndBeforeStart: English.promoEndBeforeStart,
  promoCapPositive: English.promoCapPositive,
  promoUnknownPlan: English.promoUnknownPlan,
  promoNotFound: English.promoNotFound,
  planNameRequired: English.planNameRequired,
  planDescriptionRequired: English.planDescriptionRequired,
  planPriceRange: English.planPriceRange,
  planAllowanceWhole: English.planAllowanceWhole,
  planSortOrderRange: English.planSortOrderRange,
  planNotFound: English.planNotFound,
  planHeld: English.planHeld,
  planNotPublishable: English.planNotPublishable,
  priceChangeHeld: English.priceChangeHeld,
  priceFromTooSoon: English.priceFromTooSoon,
  priceChangeUnheld: English.priceChangeUnheld,
  promotionCreated: English.promotionCreated,
  promotionEnded: English.promotionEnded,
  priceChangeSubject: (brandName, planName) => `${brandName}: un precio nuevo para ${planName}`,
};
