// The pseudo locale (decision 059) at 320 px: every text through the catalogue comes out accented
// and about 40% longer ("[Ƀüý ƥłàñ ~~~]"), as a longer language would, and the customer's main
// pages still fit a 320 px phone: nothing scrolls sideways and no button, label or heading has its
// text cut off. The pseudo locale is switched on in the browser's local storage.
import { EMAIL_STORAGE_KEY } from '@mvno/contracts/constants';
import type { Page } from '@playwright/test';
import { expect, test } from '../support/fixtures';
import { logInAsDemo } from '../support/shop';

/** lib/i18n's PSEUDO_LOCALE_KEY. */
const PSEUDO_LOCALE_KEY = 'brightline.pseudo-locale';
/** A text in the pseudo locale: in brackets, padded with tildes. */
const PSEUDO = /^\[[^\]]+ ~+\]$/;

type Layout = { innerWidth: number; scrollWidth: number; clipped: string[]; wide: string[] };

/** The page is no wider than the window, and no element cuts its text off. */
async function expectFits(page: Page, label: string): Promise<void> {
  const layout = await page.evaluate((): Layout => {
    const named = (el: Element) =>
      `<${el.tagName.toLowerCase()} class="${el.getAttribute('class') ?? ''}"> "${(el.textContent ?? '').trim().slice(0, 50)}" (${el.scrollWidth} > ${el.clientWidth} px)`;
    const shown = (el: Element) => {
      const box = el.getBoundingClientRect();
      // Screen-reader text is clipped to 1 px on purpose.
      return box.width > 1 && box.height > 1 && getComputedStyle(el).visibility !== 'hidden';
    };
    // Texts a box cuts off: a box that hides what overflows it (or ends it in an ellipsis), and a
    // control or label whose text runs out of its box.
    const hides = (el: Element) => {
      const style = getComputedStyle(el);
      return ['hidden', 'clip'].includes(style.overflowX) || style.textOverflow === 'ellipsis';
    };
    const controls = 'button, label, legend, [role="button"], [role="tab"], h1, h2, h3, th';
    const clipped = Array.from(document.body.querySelectorAll('*'))
      .filter((el) => (el.textContent ?? '').trim() !== '' && el.clientWidth > 0 && shown(el))
      .filter((el) => hides(el) || el.matches(controls))
      .filter((el) => el.scrollWidth > el.clientWidth + 1)
      .map(named);
    // What reaches past the window's right edge (the innermost such elements), to name in a failure.
    const past = (el: Element) => el.getBoundingClientRect().right > window.innerWidth + 0.5 && shown(el);
    const texts = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    const range = document.createRange();
    const wideTexts: string[] = [];
    for (let node = texts.nextNode(); node; node = texts.nextNode()) {
      range.selectNodeContents(node);
      const right = range.getBoundingClientRect().right;
      if (right > window.innerWidth + 0.5 && node.parentElement && shown(node.parentElement))
        wideTexts.push(`${named(node.parentElement)} text right ${Math.round(right)}`);
    }
    const wide = Array.from(document.body.querySelectorAll('*'))
      .filter((el) => past(el) && !Array.from(el.children).some(past))
      .map((el) => `${named(el)} right ${Math.round(el.getBoundingClientRect().right)}`)
      .concat(wideTexts)
      .slice(0, 6);
    return {
      innerWidth: window.innerWidth,
      scrollWidth: document.documentElement.scrollWidth,
      clipped,
      wide,
    };
  });
  const wide = layout.wide.join('; ');
  expect(layout.scrollWidth, `${label}: page width at ${layout.innerWidth} px (${wide})`).toBeLessThanOrEqual(
    layout.innerWidth,
  );
  expect(layout.clipped, `${label}: texts cut off`).toEqual([]);
}

/** Opens a page and waits until it shows in the pseudo locale with nothing loading. */
async function visit(page: Page, path: string): Promise<void> {
  await page.goto(path);
  await expect(page.getByRole('heading', { level: 1 }).first()).toHaveText(PSEUDO);
  await expect(page.locator('.spinner')).toHaveCount(0);
  await expectFits(page, path);
}

test('in the pseudo locale the main pages fit a 320 px phone with no text cut off', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  await page.setViewportSize({ width: 320, height: 740 });
  // The pseudo locale on, and a remembered email: the app then renders the page afresh rather than
  // adopting the English HTML prerendered for a first-time visitor.
  await page.addInitScript(
    ({ pseudoKey, emailKey }) => {
      localStorage.setItem(pseudoKey, 'on');
      localStorage.setItem(emailKey, 'pseudo@brightline.example');
    },
    { pseudoKey: PSEUDO_LOCALE_KEY, emailKey: EMAIL_STORAGE_KEY },
  );

  for (const path of ['/', '/shop', '/login', '/register']) await visit(page, path);
  // The shop's plans and buttons are in the pseudo locale too, not only its heading.
  await page.goto('/shop');
  await expect(page.getByRole('button', { name: PSEUDO }).first()).toBeVisible();

  await logInAsDemo(page, request, '/dashboard');
  await expect(page.getByRole('heading', { level: 1 }).first()).toHaveText(PSEUDO);
  await expect(
    page
      .getByRole('region', { name: /My lines|Ṁý łïñéš/ })
      .getByRole('listitem')
      .first(),
  ).toBeVisible();
  await expect(page.locator('.spinner')).toHaveCount(0);
  await expectFits(page, '/dashboard');
});

test('without the switch the pages stay in English', async ({ page }) => {
  await page.goto('/shop');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Choose your plan');
});
