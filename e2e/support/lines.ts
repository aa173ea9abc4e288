import { mkdirSync } from 'node:fs';
import { randomInt } from 'node:crypto';
import path from 'node:path';
import { expect, type APIRequestContext, type Locator } from '@playwright/test';
import jsQR from 'jsqr';
import { PNG } from 'pngjs';
import { RENEWAL_TERMS_VERSION } from '@mvno/contracts/product-constants/renewal-consent';
import type { Customer } from './accounts';
import { futureExpiry, TEST_CARDS } from './sandbox-card';
import { CHANNEL_HEADERS, dataDir } from './server';

const authed = (customer: Customer) => ({ ...CHANNEL_HEADERS, authorization: `Bearer ${customer.token}` });

/** Saves a test card (the good one unless told) for the customer through the API and the sandbox page's form. */
export async function saveCardByApi(
  request: APIRequestContext,
  customer: Customer,
  number: string = TEST_CARDS.visa,
): Promise<string> {
  const started = await request.post('/app/payments/storecardpage', { headers: authed(customer) });
  expect(started.status(), await started.text()).toBe(200);
  const { url, sessionId } = (await started.json()) as { url: string; sessionId: string };
  const posted = await request.post(new URL(url).pathname, {
    form: {
      cardholderName: `${customer.firstName} ${customer.lastName}`,
      number,
      expiry: futureExpiry(),
      cvv: '123',
    },
    maxRedirects: 0,
  });
  expect(posted.status()).toBe(303);
  const confirmed = await request.post('/app/payments/storecardpage/confirm', {
    headers: authed(customer),
    data: { sessionId },
  });
  expect(confirmed.status(), await confirmed.text()).toBe(200);
  return ((await confirmed.json()) as { card: { id: string } }).card.id;
}

/**
 * The buyer's consent to the automatic renewal of the terms shown now (decision 027): every pay
 * request the journeys send through the API takes it from here.
 */
export const renewalConsent = () => ({ renewalConsent: true, renewalTermsVersion: RENEWAL_TERMS_VERSION });

/** Buys the plan with a new eSIM number through the API; answers the new line. */
export async function buyLineByApi(request: APIRequestContext, customer: Customer, planName = 'Unlimited') {
  const cardId = await saveCardByApi(request, customer);
  const plans = (await (await request.get('/app/plans', { headers: CHANNEL_HEADERS })).json()) as {
    id: string;
    retailName: string;
  }[];
  const plan = plans.find((p) => p.retailName === planName);
  if (!plan) throw new Error(`no plan ${planName}`);
  const paid = await request.post('/app/checkout/pay', {
    headers: authed(customer),
    data: {
      planId: plan.id,
      simType: 'esim',
      numberChoice: { type: 'new', zipCode: '78702' },
      billingState: 'TX',
      cardId,
      idempotencyKey: `e2e-${crypto.randomUUID()}`,
      ...renewalConsent(),
    },
  });
  expect(paid.status(), await paid.text()).toBe(200);
  return ((await paid.json()) as { line: { id: string; mdn: string; activationCode: string | null } }).line;
}

/**
 * A number no journey of this run has used, ending in the documented test number's last seven
 * digits (which decide the simulated carrier's answer). A number that moves becomes ours, and the
 * same number brought again is refused as "already with us": so each area code is taken once per
 * suffix for the whole run, across workers, by making a folder (which only one process can make).
 */
export function testNumber(suffix: string): string {
  const taken = path.join(dataDir(), 'journey-numbers');
  mkdirSync(taken, { recursive: true });
  for (const areaCode of shuffled(AREA_CODES)) {
    try {
      mkdirSync(path.join(taken, `${areaCode}${suffix}`));
      return `${areaCode}${suffix}`;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    }
  }
  throw new Error(`every area code has been used with ${suffix} in this run`);
}

/** Area codes 200-999 without the N11 service codes. */
const AREA_CODES = Array.from({ length: 800 }, (_, i) => 200 + i).filter((code) => code % 100 !== 11);

function shuffled<T>(items: readonly T[]): T[] {
  const copy = [...items];
  for (let i = copy.length - 1; i > 0; i--) {
    const j = randomInt(i + 1);
    [copy[i], copy[j]] = [copy[j]!, copy[i]!];
  }
  return copy;
}

/** (212) 555-0147 */
export const formatted = (mdn: string) => `(${mdn.slice(0, 3)}) ${mdn.slice(3, 6)}-${mdn.slice(6)}`;

/** Whether any part of the element sticks out past the window's right edge (it would scroll sideways). */
export async function sticksOut(element: Locator): Promise<boolean> {
  return element.evaluate((root) => {
    const width = document.documentElement.clientWidth;
    return [root, ...Array.from(root.querySelectorAll('*'))].some(
      (el) => el.getBoundingClientRect().right > width + 0.5,
    );
  });
}

/**
 * What a QR code on the page holds: a screenshot of it, decoded. The code is drawn once its encoder (a
 * chunk of its own) has loaded; until then the square is blank, visible and `aria-busy`, and a screenshot
 * of it decodes to nothing (decision 084), so the screenshot waits for the drawn code.
 */
export async function decodeQrCode(qr: Locator): Promise<string | undefined> {
  await expect(qr).not.toHaveAttribute('aria-busy', 'true');
  const png = PNG.sync.read(await qr.screenshot());
  return jsQR(new Uint8ClampedArray(png.data), png.width, png.height)?.data;
}

/** The elements inside that stick out past the window's right edge, to say what would scroll sideways. */
export async function widestElements(element: Locator): Promise<string> {
  return element.evaluate((root) => {
    const width = document.documentElement.clientWidth;
    return Array.from(root.querySelectorAll('*'))
      .filter((element) => element.getBoundingClientRect().right > width + 0.5)
      .slice(0, 8)
      .map(
        (element) =>
          `${element.tagName.toLowerCase()}.${element.className} (${Math.round(element.getBoundingClientRect().right)} px)`,
      )
      .join(', ');
  });
}

/** Nothing inside `element` sticks out of the page's width; if something does, the widest are named. */
export async function expectFits(element: Locator, label = ''): Promise<void> {
  const widest = await widestElements(element);
  expect(await sticksOut(element), label ? `${label}: ${widest}` : widest).toBe(false);
}
