/** SPEC §3 entities as zod schemas with their inferred types. Ids are strings (128-bit unique ids). */
import { z } from 'zod';
import { CARD_NETWORKS } from './constants';

export const zUserInfo = z.object({
  id: z.string(),
  userHash: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  email: z.string(),
  // The profile may be incomplete: contact and address fields can be null.
  contactNumber: z.string().nullable(),
  streetNumber: z.string().nullable(),
  streetDirection: z.string().nullable(),
  streetName: z.string().nullable(),
  city: z.string().nullable(),
  state: z.string().nullable(),
  zipCode: z.string().nullable(),
});
export type UserInfo = z.infer<typeof zUserInfo>;

export const zSubscriptionLine = z.object({
  id: z.string(),
  nickname: z.string(),
  mdn: z.string(),
  subscriberNumber: z.string(),
  zipCode: z.string(),
});
export type SubscriptionLine = z.infer<typeof zSubscriptionLine>;

export const zPlan = z.object({
  id: z.string(),
  retailName: z.string(),
  /** One feature per line (newline-separated). */
  retailDescription: z.string(),
  /** Monthly price in dollars. */
  retailPrice: z.number(),
  popular: z.boolean(),
});
export type Plan = z.infer<typeof zPlan>;

export const zCardNetwork = z.enum(CARD_NETWORKS);

export const zCard = z.object({
  id: z.string(),
  cardholderName: z.string(),
  last4Digits: z.string(),
  /** MM/YY */
  expiry: z.string(),
  primaryCard: z.boolean(),
  /** The backup card for renewals: a declined automatic renewal is tried once on it (never the primary). */
  backupCard: z.boolean().optional(),
  network: zCardNetwork,
});
export type Card = z.infer<typeof zCard>;

const zOptionalAmount = z.number().nullable().optional();

export const zPaymentDetails = z.object({
  orderTotal: zOptionalAmount,
  taxAmount: zOptionalAmount,
  regulatoryFee: zOptionalAmount,
  activationFee: zOptionalAmount,
  discountAmount: zOptionalAmount,
  /** Account credit spent before the card (decision 071); `finalCheckoutAmount` is then the card's part. */
  accountCredit: zOptionalAmount,
  /**
   * Each tax of the charge with its jurisdiction, from its invoice (a refund's from its credit note,
   * negative): the tax engine's type (`unitemized` for a tax the engine did not itemize). Decision 078.
   */
  taxLines: z
    .array(
      z.object({
        type: z.string(),
        jurisdiction: z.object({ name: z.string(), code: z.string() }).nullable(),
        amount: z.number(),
      }),
    )
    .optional(),
  /** Card network. */
  paymentMethod: z.string().nullable(),
  last4DigitCard: z.string().nullable(),
  finalCheckoutAmount: z.number(),
});
export type PaymentDetails = z.infer<typeof zPaymentDetails>;

export const zTransaction = z.object({
  id: z.string(),
  item: z.string(),
  /** ISO 8601 date-time. */
  transactionTime: z.iso.datetime({ offset: true }),
  successful: z.boolean(),
  last4DigitCard: z.string().nullable(),
  paymentDetails: zPaymentDetails,
});
export type Transaction = z.infer<typeof zTransaction>;

export const zAddCardSession = z.object({ url: z.string(), sessionId: z.string() });
export type AddCardSession = z.infer<typeof zAddCardSession>;

export const zContactMessage = z.object({ name: z.string(), email: z.string(), message: z.string() });
export type ContactMessage = z.infer<typeof zContactMessage>;

export const zNotification = z.object({
  id: z.string(),
  error: z.boolean(),
  message: z.string(),
  stayOpen: z.boolean(),
});
export type Notification = z.infer<typeof zNotification>;

/**
 * The language a content entry is written in (Strapi's i18n `locale`, decision 066): the page's
 * language, or English when no version in the page's language is published. Absent from a host
 * without languages.
 */
const zLocale = z.string().optional();

/** Content service (Strapi) footer: `data.attributes.socials[].{link, logo.data.attributes.url}`. */
export const zFooterContent = z.object({
  data: z.object({
    id: z.number(),
    attributes: z.object({
      socials: z.array(
        z.object({
          id: z.number(),
          /** Accessible name of the social link; optional, as a plain Strapi footer may lack it. */
          label: z.string().optional(),
          link: z.string(),
          logo: z.object({ data: z.object({ attributes: z.object({ url: z.string() }) }) }),
        }),
      ),
      /** The footer's links as content editors set them (decision 033); absent: the built-in ones. */
      links: z.array(z.object({ label: z.string(), href: z.string() })).optional(),
      locale: zLocale,
    }),
  }),
});
export type FooterContent = z.infer<typeof zFooterContent>;

export const zPageMetadataEntry = z.object({
  id: z.number(),
  attributes: z.object({
    page: z.string(),
    metaTitle: z.string(),
    metaDescription: z.string(),
    locale: zLocale,
  }),
});

/** Content service (Strapi) list of per-page metadata. */
export const zPageMetadata = z.object({ data: z.array(zPageMetadataEntry) });
export type PageMetadata = z.infer<typeof zPageMetadata>;

/** Content service (Strapi) single type: the site banner while it runs, else null (decision 033). */
export const zBannerContent = z.object({
  data: z
    .object({
      id: z.number(),
      attributes: z.object({
        message: z.string(),
        linkLabel: z.string(),
        linkHref: z.string(),
        endsAt: z.string(),
        locale: zLocale,
      }),
    })
    .nullable(),
});
export type BannerContent = z.infer<typeof zBannerContent>;

/** Content service (Strapi) list: the published legal pages, by page (decision 033). */
export const zLegalPages = z.object({
  data: z.array(
    z.object({
      id: z.number(),
      attributes: z.object({
        page: z.string(),
        title: z.string(),
        lead: z.string(),
        sections: z.array(z.object({ heading: z.string(), body: z.string() })),
        locale: zLocale,
      }),
    }),
  ),
});
export type LegalPages = z.infer<typeof zLegalPages>;

/** Content service (Strapi) list: the published FAQ, in its order (decision 029, Content). */
export const zFaqContent = z.object({
  data: z.array(
    z.object({
      id: z.number(),
      attributes: z.object({ question: z.string(), answer: z.string(), locale: zLocale }),
    }),
  ),
});
export type FaqContent = z.infer<typeof zFaqContent>;

/** Content service (Strapi) list: where each large carrier shows the account number and PIN. */
export const zCarrierHelp = z.object({
  data: z.array(
    z.object({
      id: z.number(),
      attributes: z.object({
        carrier: z.string(),
        accountNumber: z.string(),
        pin: z.string(),
      }),
    }),
  ),
});
export type CarrierHelp = z.infer<typeof zCarrierHelp>;

export const zDropdownOption = z.object({ label: z.string(), value: z.string() });
export type DropdownOption = z.infer<typeof zDropdownOption>;

export const zCountryOption = z.object({ value: z.string(), label: z.string(), flag: z.string() });
export type CountryOption = z.infer<typeof zCountryOption>;

/** Error body of every failed API call; `errors` lists per-field validation messages. */
export const zApiError = z.object({
  message: z.string(),
  errors: z.array(z.object({ field: z.string(), message: z.string() })).optional(),
});
export type ApiError = z.infer<typeof zApiError>;
