// Page speed with Lighthouse (mobile, default simulated throttling: a mid-range phone on a slow
// 4G link) against the built app. Each route runs `runs` times; figures are medians, because
// they drift with whatever else the machine does.
//
// `node bench/page-speed.mjs http://127.0.0.1:3000 / /shop` measures a server already running.
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { launch } from 'chrome-launcher';
import lighthouse from 'lighthouse';

const median = (values) => {
  const sorted = values.filter((v) => typeof v === 'number').sort((a, b) => a - b);
  if (sorted.length === 0) return null;
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
};

/** One Lighthouse run's figures for a page. */
function figures(lhr) {
  const audit = (id) => lhr.audits[id]?.numericValue;
  const requests = lhr.audits['network-requests']?.details?.items ?? [];
  const scripts = requests.filter((r) => r.resourceType === 'Script');
  const observed = lhr.audits.metrics?.details?.items?.[0] ?? {};
  return {
    performance: Math.round((lhr.categories.performance.score ?? 0) * 100),
    fcpMs: audit('first-contentful-paint'),
    lcpMs: audit('largest-contentful-paint'),
    tbtMs: audit('total-blocking-time'),
    cls: audit('cumulative-layout-shift'),
    speedIndexMs: audit('speed-index'),
    // Bytes on the wire (transfer sizes: compressed bodies plus headers) for the whole page.
    bytes: audit('total-byte-weight'),
    scriptBytes: scripts.reduce((sum, r) => sum + (r.transferSize ?? 0), 0),
    scripts: scripts.length,
    requests: requests.length,
    // Unthrottled, as this machine saw them (the names earlier versions of this bench printed).
    fcp: observed.observedFirstContentfulPaint,
    domContentLoaded: observed.observedDomContentLoaded,
    load: observed.observedLoad,
  };
}

/**
 * Lighthouse figures per path: `{ path, performance, lcpMs, tbtMs, cls, bytes, fcpMs,
 * speedIndexMs, scriptBytes, scripts, requests, runs }`, medians over `runs` runs (after one
 * unmeasured warm-up visit, so the server's first render of each page is not counted).
 */
export async function measurePages(baseUrl, executablePath, flags, paths, { runs = 3 } = {}) {
  const chrome = await launch({
    chromePath: executablePath,
    chromeFlags: ['--headless=new', ...flags],
    logLevel: 'silent',
  });
  const results = [];
  try {
    for (const pathname of paths) {
      const url = `${baseUrl}${pathname}`;
      await fetch(url).then((r) => r.text());
      const measured = [];
      for (let i = 0; i < runs; i += 1) {
        const result = await lighthouse(url, {
          port: chrome.port,
          output: 'json',
          logLevel: 'error',
          onlyCategories: ['performance'],
        });
        if (!result) throw new Error(`Lighthouse gave no result for ${url}`);
        measured.push(figures(result.lhr));
      }
      const summary = { path: pathname, runs };
      for (const key of Object.keys(measured[0])) summary[key] = median(measured.map((m) => m[key]));
      results.push(summary);
    }
  } finally {
    await chrome.kill();
  }
  return results;
}

/** One line per page, for printing. */
export function describePage(p) {
  const kb = (n) => `${(n / 1024).toFixed(1)} kB`;
  return (
    `${p.path.padEnd(22)} performance ${String(p.performance).padStart(3)}  ` +
    `FCP ${Math.round(p.fcpMs)} ms  LCP ${Math.round(p.lcpMs)} ms  TBT ${Math.round(p.tbtMs)} ms  ` +
    `CLS ${p.cls.toFixed(3)}  ${kb(p.bytes)} on the wire (JS ${kb(p.scriptBytes)} in ${p.scripts} files)`
  );
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const [baseUrl, ...paths] = process.argv.slice(2);
  const flags = ['--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage'];
  const runs = Number(process.env.RUNS ?? 3);
  const pages = await measurePages(baseUrl, process.env.CHROME_PATH ?? '/usr/bin/chromium', flags, paths, {
    runs,
  });
  console.log(`# Lighthouse mobile, default throttling, median of ${runs} runs`);
  for (const p of pages) console.log(describePage(p));
}
