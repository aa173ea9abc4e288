/**
 * Settings the server puts in a `<meta name="app-config">` tag of index.html, read once and
 * parsed with the contracts' schema (every setting has a default there). The Vite dev server
 * has no such tag; development then takes the api key from its env.
 */
import { RUNTIME_SETTINGS_META_NAME, zRuntimeSettings } from '@mvno/contracts/runtime-settings';
import type { RuntimeSettings } from '@mvno/contracts/runtime-settings';

export type RuntimeConfig = RuntimeSettings;

/** The settings in `doc`'s meta tag; a missing, unreadable or invalid tag gives the defaults. */
export function readRuntimeConfig(doc: Document | undefined, devApiKey = ''): RuntimeConfig {
  const fallback = zRuntimeSettings.parse({ apiKey: devApiKey });
  const content = doc?.querySelector(`meta[name="${RUNTIME_SETTINGS_META_NAME}"]`)?.getAttribute('content');
  if (!content) return fallback;
  let json: unknown;
  try {
    json = JSON.parse(content);
  } catch {
    return fallback;
  }
  const parsed = zRuntimeSettings.safeParse(json);
  return parsed.success ? parsed.data : fallback;
}

export const runtimeConfig: RuntimeConfig = readRuntimeConfig(
  typeof document === 'undefined' ? undefined : document,
  import.meta.env.VITE_APP_API_KEY ?? '',
);
