/**
 * Settings the web app needs at run time, which the API puts in the `<meta name="app-config">`
 * tag of index.html as JSON. One schema for both sides: the API builds the tag from it and the
 * web app parses the tag with it. Every setting has a default, so a missing tag (the Vite dev
 * server) or a missing key still gives a working app.
 */
import { z } from 'zod';

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
} as const;

export const CHAT_PROVIDERS = ['builtin', 'intercom'] as const;
export type ChatProvider = (typeof CHAT_PROVIDERS)[number];

const d = RUNTIME_SETTINGS_DEFAULTS;

export const zRuntimeSettings = z.object({
  apiKey: z.string().default(d.apiKey),
  brandName: z.string().trim().min(1).default(d.brandName),
  contentHost: z.union([z.url({ protocol: /^https?$/ }), z.literal('')]).default(d.contentHost),
  contentProduct: z
    .string()
    .regex(/^[a-z0-9-]+$/)
    .default(d.contentProduct),
  devicesUrl: z.url({ protocol: /^https?$/ }).default(d.devicesUrl),
  chatProvider: z.enum(CHAT_PROVIDERS).default(d.chatProvider),
  intercomAppId: z
    .string()
    .regex(/^[a-z0-9]*$/i)
    .default(d.intercomAppId),
  demo: z.boolean().default(d.demo),
});

export type RuntimeSettings = z.output<typeof zRuntimeSettings>;
/** What the API may put in the tag: any setting left out takes its default. */
export type RuntimeSettingsInput = z.input<typeof zRuntimeSettings>;

/** The name of the meta tag that carries the settings. */
export const RUNTIME_SETTINGS_META_NAME = 'app-config';
