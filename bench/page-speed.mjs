// Page speed in headless Chromium on loopback: first contentful paint, load, and bytes moved.
import { chromium } from '@playwright/test';

export async function measurePages(baseUrl, executablePath, args, paths) {
  const browser = await chromium.launch({ executablePath, args });
  const results = [];
  try {
    for (const pathname of paths) {
      const page = await browser.newPage();
      let bytes = 0;
      // Encoded sizes: what crossed the wire, after compression.
      page.on('requestfinished', async (request) => {
        const sizes = await request.sizes().catch(() => ({ responseBodySize: 0 }));
        bytes += sizes.responseBodySize;
      });
      await page.goto(`${baseUrl}${pathname}`, { waitUntil: 'networkidle' });
      const timing = await page.evaluate(() => {
        const nav = performance.getEntriesByType('navigation')[0];
        const fcp = performance.getEntriesByName('first-contentful-paint')[0];
        return {
          fcp: fcp?.startTime ?? null,
          domContentLoaded: nav.domContentLoadedEventEnd,
          load: nav.loadEventEnd,
        };
      });
      const scripts = await page.evaluate(
        () =>
          performance
            .getEntriesByType('resource')
            .filter((r) => r.initiatorType === 'script' || r.name.endsWith('.js')).length,
      );
      results.push({ path: pathname, ...timing, bytes, scripts });
      await page.close();
    }
  } finally {
    await browser.close();
  }
  return results;
}
