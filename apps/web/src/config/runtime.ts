/**
 * Settings the server puts in a `<meta name="app-config">` tag of index.html, read once.
 * The Vite dev server has no such tag, so development falls back to its env values.
 */
export type RuntimeConfig = {
  apiKey: string;
  brandName: string;
  contentHost: string;
  contentProduct: string;
  devicesUrl: string;
};

const FALLBACK: RuntimeConfig = {
  apiKey: import.meta.env.VITE_APP_API_KEY ?? '',
  brandName: 'Brightline Mobile',
  contentHost: '',
  contentProduct: 'brightline',
  devicesUrl: 'https://www.apple.com/shop/buy-iphone',
};

function readRuntimeConfig(): RuntimeConfig {
  const content =
    typeof document === 'undefined'
      ? null
      : document.querySelector('meta[name="app-config"]')?.getAttribute('content');
  if (!content) return FALLBACK;
  try {
    return { ...FALLBACK, ...(JSON.parse(content) as Partial<RuntimeConfig>) };
  } catch {
    return FALLBACK;
  }
}

export const runtimeConfig: RuntimeConfig = readRuntimeConfig();
