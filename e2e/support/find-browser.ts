import { existsSync } from 'node:fs';

/**
 * The browser the tests drive: CHROMIUM_PATH, else the system Chromium, else the Chromium
 * shipped inside the @sparticuz/chromium package. Downloading a browser is not possible here.
 */
export async function findBrowser(): Promise<string> {
  const given = process.env.CHROMIUM_PATH;
  if (given) {
    if (existsSync(given)) return given;
    throw new Error(`CHROMIUM_PATH points to ${given}, which does not exist.`);
  }
  for (const candidate of ['/usr/bin/chromium', '/usr/bin/chromium-browser']) {
    if (existsSync(candidate)) return candidate;
  }
  try {
    const { default: chromium } = await import('@sparticuz/chromium');
    return await chromium.executablePath();
  } catch (error) {
    throw new Error(
      'No Chromium found. Install one (apt-get install -y chromium), set CHROMIUM_PATH, ' +
        `or install the optional @sparticuz/chromium package. (${(error as Error).message})`,
    );
  }
}

export const CHROMIUM_FLAGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  '--disable-quic',
];
