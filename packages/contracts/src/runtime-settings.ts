/**
 * Settings the web app needs at run time, which the API puts in the `<meta name="app-config">`
 * tag of index.html as JSON. One schema for both sides: the API builds the tag from it and the
 * web app parses the tag with it. Every setting has a default, so a missing tag (the Vite dev
 * server) or a missing key still gives a working app.
 */
import { z } from 'zod';
import { CHAT_PROVIDERS, RUNTIME_SETTINGS_DEFAULTS } from './runtime-settings-defaults';

export {
  CHAT_PROVIDERS,
  RUNTIME_SETTINGS_DEFAULTS,
  RUNTIME_SETTINGS_META_NAME,
  type ChatProvider,
} from './runtime-settings-defaults';

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
  cardProviderKey: z
    .string()
    .regex(/^(pk_(test|live)_\w+)?$/)
    .default(d.cardProviderKey),
});

export type RuntimeSettings = z.output<typeof zRuntimeSettings>;
/** What the API may put in the tag: any setting left out takes its default. */
export type RuntimeSettingsInput = z.input<typeof zRuntimeSettings>;
