/**
 * The runtime settings' defaults and names without their schema, so the web app's first load
 * can read the settings without the schema library (the server checks the tag with the schema
 * in runtime-settings.ts before writing it).
 */
export const RUNTIME_SETTINGS_DEFAULTS = {
  /** The web channel's API key (SPEC §7); a channel id, not a secret. */
  apiKey: '',
  brandName: 'Brightline Mobile',
  /** Host of the content service; '' means our own API answers the content calls. */
  contentHost: '',
  /** Product name in the content service's paths, e.g. /api/brightline-footer. */
  contentProduct: 'brightline',
  /** Where the header's Devices link goes. */
  devicesUrl: 'https://www.apple.com/shop/buy-iphone',
  /** The support chat: the built-in one, or Intercom's messenger when the server is set up for it. */
  chatProvider: 'builtin',
  /** Intercom's app id (only with chatProvider 'intercom'). */
  intercomAppId: '',
  /** A demo deployment (test cards, no real lines): every page says so. */
  demo: false,
  /** The card provider's public key: with one, its script (Stripe.js v3) loads at start-up (SPEC §7). */
  cardProviderKey: '',
} as const;

export const CHAT_PROVIDERS = ['builtin', 'intercom'] as const;
export type ChatProvider = (typeof CHAT_PROVIDERS)[number];

/** The name of the meta tag that carries the settings. */
export const RUNTIME_SETTINGS_META_NAME = 'app-config';
