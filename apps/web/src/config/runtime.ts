/**
 * Settings the server puts in a `<meta name="app-config">` tag of index.html, read once. The
 * server writes the tag only after checking it with the contracts' schema, so the first load
 * checks it with a few plain rules instead of carrying the schema library (every setting has a
 * default; a wrong one falls back to the defaults). The Vite dev server has no such tag;
 * development then takes the api key from its env.
 */
import type { RuntimeSettings } from '@mvno/contracts/runtime-settings';
import {
  CHAT_PROVIDERS,
  RUNTIME_SETTINGS_DEFAULTS,
  RUNTIME_SETTINGS_META_NAME,
} from '@mvno/contracts/runtime-settings-defaults';

export type RuntimeConfig = RuntimeSettings;

const isHttpUrl = (value: string): boolean => {
  try {
    return /^https?:$/.test(new URL(value).protocol);
  } catch {
    return false;
  }
};

/** The same rules as the contracts' schema, for settings already checked by the server. */
const RULES: { [K in keyof RuntimeConfig]: (value: unknown) => boolean } = {
  apiKey: (v) => typeof v === 'string',
  brandName: (v) => typeof v === 'string' && v.trim() !== '',
  contentHost: (v) => typeof v === 'string' && (v === '' || isHttpUrl(v)),
  contentProduct: (v) => typeof v === 'string' && /^[a-z0-9-]+$/.test(v),
  devicesUrl: (v) => typeof v === 'string' && isHttpUrl(v),
  chatProvider: (v) => CHAT_PROVIDERS.includes(v as RuntimeConfig['chatProvider']),
  intercomAppId: (v) => typeof v === 'string' && /^[a-z0-9]*$/i.test(v),
  demo: (v) => typeof v === 'boolean',
  cardProviderKey: (v) => typeof v === 'string' && /^(pk_(test|live)_\w+)?$/.test(v),
};

function checkSettings(json: unknown): RuntimeConfig | undefined {
  if (!json || typeof json !== 'object' || Array.isArray(json)) return undefined;
  const settings: Record<string, unknown> = { ...RUNTIME_SETTINGS_DEFAULTS };
  for (const [key, value] of Object.entries(json)) {
    const rule = RULES[key as keyof RuntimeConfig];
    if (!rule) continue;
    if (!rule(value)) return undefined;
    settings[key] = key === 'brandName' ? (value as string).trim() : value;
  }
  return settings as RuntimeConfig;
}

/** The settings in `doc`'s meta tag; a missing, unreadable or invalid tag gives the defaults. */
export function readRuntimeConfig(doc: Document | undefined, devApiKey = ''): RuntimeConfig {
  const fallback: RuntimeConfig = { ...RUNTIME_SETTINGS_DEFAULTS, apiKey: devApiKey };
  const content = doc?.querySelector(`meta[name="${RUNTIME_SETTINGS_META_NAME}"]`)?.getAttribute('content');
  if (!content) return fallback;
  try {
    return checkSettings(JSON.parse(content)) ?? fallback;
  } catch {
    return fallback;
  }
}

export const runtimeConfig: RuntimeConfig = readRuntimeConfig(
  typeof document === 'undefined' ? undefined : document,
  import.meta.env.VITE_APP_API_KEY ?? '',
);
