// First-tap latency on the public pages (issue 36): how long a visitor waits, from the tap on a
// page's primary control to its visible answer, on a page that has just loaded (load event fired,
// the control shown). Two profiles, both a 375 px touch screen: "desktop" (this machine's speed) and
// a mid-range phone (DevTools throttling: CPU 4x slower, 150 ms round trips, 1.6 Mbit/s). Each
// route and control runs RUNS times (5) in a fresh browser context (a first visit: nothing saved,
// nothing cached); the table gives the median and the worst, and the same for the page's own
// Interaction to Next Paint (Event Timing API, entries of 16 ms or more; "<16" when none).
//
// The tap's time is the input event's own time stamp (`event.timeStamp` of its first touchstart or
// pointerdown); the answer's is the first animation frame in which the page shows it (polled in the
// page every frame, so a busy main thread delays it as it delays the paint). A control that loads
// another page is timed across the navigation with both pages' `performance.timeOrigin`.
//
// `node bench/first-tap.mjs` serves the built app (`npm run build` first) on 127.0.0.1 with a fresh
// PGlite database; `node bench/first-tap.mjs http://127.0.0.1:3000` measures a server already
// running. `PROFILES=phone`, `ONLY=/shop`, `MATCH=<regular expression on page and control>` and `RUNS=3`
// narrow a run. `COMPARE_WEB_DIST=<dist>` serves
// another web build (say, main's) beside this one from a second server, the two taking turns run by
// run, so that both are measured under the same load. Figures only; not part of `npm test`.
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from 'playwright-core';
import { CHANNEL, startApp } from './api-servers.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const RUNS = Number(process.env.RUNS ?? 5);
const CHROME = process.env.CHROME_PATH ?? '/usr/bin/chromium';

const PROFILES = {
  desktop: { name: 'desktop', cpu: 1, network: null },
  phone: {
    name: 'mid-range phone',
    cpu: 4,
    network: { latency: 150, downloadThroughput: (1.6e6 / 8) | 0, uploadThroughput: (750e3 / 8) | 0 },
  },
};

/**
 * The controls: the page, what to tap (a CSS selector, the first match), and the name of the answer
 * the page must show (ANSWERS in the page script below).
 */
const CONTROLS = [
  { path: '/', label: 'Menu → menu open', tap: '.site-header__menu-button', answer: 'menuOpen' },
  { path: '/shop', label: 'Choose plan → cart shows 1', tap: '.plan-tile button', answer: 'cartOne' },
  { path: '/shop', label: 'Cart → cart page', tap: 'a.site-header__cart', answer: 'cartPage' },
  {
    path: '/shop',
    label: 'Cart (a plan saved) → the plan shown',
    tap: 'a.site-header__cart',
    answer: 'cartPlan',
    savedCart: true,
  },
  { path: '/cart', label: 'Menu → menu open', tap: '.site-header__menu-button', answer: 'menuOpen' },
  { path: '/faq', label: 'FAQ item → answer open', tap: '.faq-item summary', answer: 'faqOpen' },
  { path: '/', label: 'Chat → chat open', tap: '.chat-launcher', answer: 'chatOpen' },
  { path: '/login', label: 'Email field → focused', tap: 'input[name="email"]', answer: 'emailFocused' },
  {
    path: '/login',
    label: 'Submit (empty) → error shown',
    tap: 'form button[type="submit"]',
    answer: 'loginError',
  },
  {
    path: '/register',
    label: 'Create account (empty) → error shown',
    tap: 'form button[type="submit"]',
    answer: 'loginError',
  },
  { path: '/es', label: '(es) Menu → menu open', tap: '.site-header__menu-button', answer: 'menuOpen' },
  { path: '/es/shop', label: '(es) Choose plan → cart 1', tap: '.plan-tile button', answer: 'cartOne' },
];

/**
 * Runs in every document before its own scripts (CDP, so the page's CSP does not apply): records
 * the tap's time and polls, every frame, for the answer named in sessionStorage; collects Event
 * Timing entries for INP. Times are kept as epoch milliseconds so they survive a navigation.
 */
function pageProbe() {
  const ANSWERS = {
    menuOpen: () => {
      const nav = document.getElementById('site-nav');
      return !!nav && nav.getBoundingClientRect().height > 0 && getComputedStyle(nav).visibility !== 'hidden';
    },
    cartOne: () => document.querySelector('[data-testid="cart-count"]')?.textContent?.trim() === '1',
    cartPage: () => /\/cart$/.test(location.pathname) && !!document.querySelector('main h1, h1.page-title'),
    cartPlan: () => {
      const name = /\/cart$/.test(location.pathname) && document.querySelector('.cart-item__name');
      return !!name && !!name.textContent && name.getBoundingClientRect().height > 0;
    },
    faqOpen: () => !!document.querySelector('.faq-item[open]'),
    chatOpen: () => {
      const dialog = document.querySelector('[role="dialog"], dialog[open]');
      return !!dialog && dialog.getBoundingClientRect().height > 0;
    },
    emailFocused: () => document.activeElement?.getAttribute('name') === 'email',
    loginError: () =>
      [...document.querySelectorAll('[role="alert"], .field-error, [aria-invalid="true"]')].some(
        (el) => el.getBoundingClientRect().height > 0 || el.getAttribute('aria-invalid') === 'true',
      ),
  };
  const epoch = (t) => performance.timeOrigin + t;
  window.__firstTap = { inp: 0, events: [] };
  const onTap = (event) => {
    if (sessionStorage.getItem('ft-tap')) return;
    sessionStorage.setItem('ft-tap', String(epoch(event.timeStamp)));
  };
  window.addEventListener('touchstart', onTap, { capture: true, passive: true });
  window.addEventListener('pointerdown', onTap, { capture: true, passive: true });
  const poll = () => {
    const name = sessionStorage.getItem('ft-answer');
    if (name && sessionStorage.getItem('ft-tap') && !sessionStorage.getItem('ft-answered')) {
      let shown = false;
      try {
        shown = ANSWERS[name]();
      } catch {
        shown = false;
      }
      if (shown) sessionStorage.setItem('ft-answered', String(epoch(performance.now())));
    }
    requestAnimationFrame(poll);
  };
  requestAnimationFrame(poll);
  try {
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) {
        if (!entry.interactionId) continue;
        window.__firstTap.inp = Math.max(window.__firstTap.inp, entry.duration);
        window.__firstTap.events.push(`${entry.name} ${Math.round(entry.duration)}`);
      }
    }).observe({ type: 'event', durationThreshold: 16, buffered: true });
  } catch {
    // No Event Timing: INP stays unknown (0).
  }
}

/** The plan in a saved cart (`savedCart` controls): the catalogue's first plan, read from the server. */
let SAVED_CART;

async function oneRun(browser, baseUrl, profile, control) {
  const context = await browser.newContext({
    viewport: { width: 375, height: 740 },
    deviceScaleFactor: 2,
    isMobile: true,
    hasTouch: true,
  });
  try {
    await context.addInitScript(pageProbe);
    // A plan chosen earlier, saved as the app saves it (the visitor's browser has a cart).
    if (control.savedCart) {
      await context.addInitScript((cart) => {
        if (!localStorage.getItem('root')) localStorage.setItem('root', JSON.stringify({ cart }));
      }, SAVED_CART);
    }
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    if (profile.cpu > 1) await cdp.send('Emulation.setCPUThrottlingRate', { rate: profile.cpu });
    if (profile.network) {
      await cdp.send('Network.enable');
      await cdp.send('Network.emulateNetworkConditions', { offline: false, ...profile.network });
    }
    await page.goto(`${baseUrl}${control.path}`, { waitUntil: 'load', timeout: 60_000 });
    const target = page.locator(control.tap).first();
    await target.waitFor({ state: 'visible', timeout: 30_000 });
    await page.evaluate((answer) => {
      sessionStorage.removeItem('ft-tap');
      sessionStorage.removeItem('ft-answered');
      sessionStorage.setItem('ft-answer', answer);
    }, control.answer);
    // The app may render the page afresh (a saved cart) just then: the control's new copy is tapped.
    let box = await target.boundingBox();
    for (let tries = 0; !box && tries < 40; tries += 1) {
      await page.waitForTimeout(50);
      await target.waitFor({ state: 'visible', timeout: 30_000 });
      box = await target.boundingBox();
    }
    if (!box) throw new Error(`${control.tap} has no box on ${control.path}`);
    await page.touchscreen.tap(box.x + box.width / 2, box.y + box.height / 2);
    await page.waitForFunction(() => sessionStorage.getItem('ft-answered'), null, {
      timeout: 30_000,
      polling: 50,
    });
    // Event Timing entries arrive after their paint; the app's start follows the tap.
    await page.waitForTimeout(1500);
    return await page.evaluate(() => ({
      tapMs: Number(sessionStorage.getItem('ft-answered')) - Number(sessionStorage.getItem('ft-tap')),
      inpMs: window.__firstTap.inp,
    }));
  } finally {
    await context.close();
  }
}

const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
};
const ms = (n) => (n < 16 ? '<16' : String(Math.round(n)));

/**
 * The plans as the API gives them. A server this bench started takes its own key; a server already
 * running (`npm start`) takes the key its pages give the web app (the `app-config` meta tag).
 */
async function plansOf(url) {
  const own = await fetch(`${url}/app/plans`, { headers: CHANNEL });
  if (own.ok) return own.json();
  const page = await fetch(`${url}/shop`).then((r) => r.text());
  const content = /<meta name="app-config" content="([^"]*)"/.exec(page)?.[1] ?? '{}';
  const { apiKey } = JSON.parse(content.replaceAll('&quot;', '"').replaceAll('&amp;', '&'));
  const answer = await fetch(`${url}/app/plans`, { headers: { ...CHANNEL, 'x-api-key': apiKey } });
  if (!answer.ok) throw new Error(`GET /app/plans: ${answer.status}`);
  return answer.json();
}

/**
 * Each control on each server, `runs` times, the servers taking turns run by run (so a change in
 * the machine's load falls on all of them alike); a row per profile, control and server.
 */
export async function measureFirstTaps(servers, profiles, controls, runs = RUNS) {
  const browser = await chromium.launch({
    executablePath: CHROME,
    args: ['--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage'],
  });
  const rows = [];
  try {
    for (const profile of profiles) {
      for (const control of controls) {
        const taps = servers.map(() => []);
        const inps = servers.map(() => []);
        for (const server of servers) {
          // The server's first render of the page is not counted.
          await fetch(`${server.url}${control.path}`).then((r) => r.text());
          if (control.savedCart && !SAVED_CART) {
            const plans = await plansOf(server.url);
            const plan = (Array.isArray(plans) ? plans : (plans.data ?? plans.plans ?? []))[0];
            SAVED_CART = {
              id: plan.id,
              retailName: plan.retailName,
              retailPrice: plan.retailPrice,
              payKey: 'bench',
            };
          }
        }
        for (let i = 0; i < runs; i += 1) {
          for (const [at, server] of servers.entries()) {
            const r = await oneRun(browser, server.url, profile, control);
            taps[at].push(r.tapMs);
            inps[at].push(r.inpMs);
          }
        }
        for (const [at, server] of servers.entries()) {
          const row = {
            server: server.name,
            profile: profile.name,
            path: control.path,
            control: control.label,
            tapMedian: median(taps[at]),
            tapWorst: Math.max(...taps[at]),
            inpMedian: median(inps[at]),
            inpWorst: Math.max(...inps[at]),
          };
          process.stderr.write(
            `  ${server.name} ${profile.name} ${control.path} ${control.label}: ${taps[at].map(Math.round).join(' ')} ms\n`,
          );
          rows.push(row);
        }
      }
    }
  } finally {
    await browser.close();
  }
  return rows;
}

export function printTable(rows) {
  console.log(
    '| Build | Profile | Page | Control → answer | Tap to answer, median (worst) ms | INP, median (worst) ms |',
  );
  console.log('|---|---|---|---|---|---|');
  for (const r of rows) {
    console.log(
      `| ${r.server} | ${r.profile} | \`${r.path}\` | ${r.control} | ${ms(r.tapMedian)} (${ms(r.tapWorst)}) | ${ms(r.inpMedian)} (${ms(r.inpWorst)}) |`,
    );
  }
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const given = process.argv[2];
  const profiles = (process.env.PROFILES ?? 'desktop,phone').split(',').map((p) => PROFILES[p.trim()]);
  const only = process.env.ONLY?.split(',');
  const match = process.env.MATCH ? new RegExp(process.env.MATCH, 'i') : undefined;
  const controls = CONTROLS.filter(
    (c) => (!only || only.includes(c.path)) && (!match || match.test(`${c.path} ${c.label}`)),
  );
  // COMPARE_WEB_DIST: another web build (its dist folder, with dist-server beside it, both inside this
  // checkout so that the renderer finds React), served by a second server of the same API build; the
  // two take turns, run by run.
  const compare = process.env.COMPARE_WEB_DIST;
  const started = [];
  const dataDirs = [];
  const serve = async (name, env = {}) => {
    const dataDir = mkdtempSync(path.join(os.tmpdir(), 'mvno-first-tap-'));
    dataDirs.push(dataDir);
    const saved = { ...process.env };
    Object.assign(process.env, env);
    try {
      const app = await startApp(root, { dataDir });
      started.push(app);
      return { name, url: app.baseUrl };
    } finally {
      for (const key of Object.keys(env)) {
        if (saved[key] === undefined) delete process.env[key];
        else process.env[key] = saved[key];
      }
    }
  };
  try {
    // Servers already running: each URL given, in turn (`node bench/first-tap.mjs <url> <url>`).
    const urls = process.argv.slice(2);
    const servers = given ? urls.map((url) => ({ name: url, url })) : [await serve('this build')];
    if (compare) servers.unshift(await serve('compared', { WEB_DIST: path.resolve(compare) }));
    const rows = await measureFirstTaps(servers, profiles, controls);
    console.log(`# First tap, 375 px touch, ${RUNS} runs each (load average ${os.loadavg()[0].toFixed(1)})`);
    printTable(rows);
  } finally {
    for (const app of started) await app.stop();
    for (const dataDir of dataDirs) rmSync(dataDir, { recursive: true, force: true });
  }
}
