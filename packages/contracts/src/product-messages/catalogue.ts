import {
  PLAN_ALLOWANCE_MAX,
  PLAN_DESCRIPTION_MAX_LENGTH,
  PLAN_NAME_MAX_LENGTH,
  PLAN_PRICE_MAX_DOLLARS,
  PLAN_SORT_ORDER_MAX,
  PROMO_AMOUNT_MAX_DOLLARS,
  PROMO_CODE_LENGTH,
  PROMO_DESCRIPTION_MAX_LENGTH,
} from '../product-constants/catalogue';

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
  planNameRequired: `Enter a name of at most ${PLAN_NAME_MAX_LENGTH} characters`,
  planDescriptionRequired: `Enter the plan's details in at most ${PLAN_DESCRIPTION_MAX_LENGTH} characters`,
  planPriceRange: `Enter a price above $0 and at most $${PLAN_PRICE_MAX_DOLLARS}, in dollars and cents`,
  planAllowanceWhole: `Enter a whole number up to ${PLAN_ALLOWANCE_MAX.toLocaleString('en-US')}, or leave it empty for unlimited`,
  planSortOrderRange: `Enter a whole number from 0 to ${PLAN_SORT_ORDER_MAX}`,
  planNotFound: 'Plan not found',
  /** A plan that lines hold, or that orders name, is retired instead of deleted. */
  planHeld: 'Lines or orders hold this plan: retire it instead of deleting it',
  planNotPublishable: 'Only a draft or retired plan can be published',
  priceChangeHeld: (lines: number, noticeDays: number) =>
    `${lines} ${lines === 1 ? 'line holds' : 'lines hold'} this plan: its customer is mailed the new price now, and each line pays it from its first renewal at least ${noticeDays} days after that notice (until then, the current price). New orders pay the new price at once.`,
  /** The editor's later date for the held lines (decision 063). */
  priceFromTooSoon: (noticeDays: number) =>
    `Choose a day at least ${noticeDays} days from today, or leave it empty for the earliest`,
  priceChangeUnheld: 'No line holds this plan: new orders pay the new price.',
  promotionCreated: 'Promotion created.',
  promotionEnded: 'Promotion ended: its code is refused from now on.',
  /** The price-change notice (auto-renewal laws require notice of a new price before it is charged). */
  priceChangeSubject: (brandName: string, planName: string) => `${brandName}: a new price for ${planName}`,
} as const;
