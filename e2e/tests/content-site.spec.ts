import { randomUUID } from 'node:crypto';
import type { Page } from '@playwright/test';
import { STAFF_MESSAGES } from '@mvno/contracts/staff-messages';
import { localMomentIn, openContentAsEditor } from '../support/care';
import { expect, expectNoAxeViolations, test } from '../support/fixtures';

const M = STAFF_MESSAGES.content;
const DAY_MS = 24 * 3600_000;
const banner = (page: Page) => page.getByRole('complementary', { name: 'Announcement' });

/** Publishes the newest draft in the open kind's versions table; answers its number. */
async function publishNewestDraft(page: Page): Promise<string> {
  const draft = page.getByRole('row', { name: /Not published/ }).first();
  const number = ((await draft.getByRole('cell').first().textContent()) ?? '').trim();
  await page.getByRole('button', { name: `Publish version ${number}` }).click();
  await expect(page.getByRole('row', { name: new RegExp(`^${number} .*Published`) })).toBeVisible();
  return number;
}

async function saveBanner(page: Page, message: string, endsInMs: number) {
  await page.getByLabel('Message').fill(message);
  await page.getByLabel('Shown until').fill(await localMomentIn(page, endsInMs));
  await page.getByRole('button', { name: 'Save draft' }).click();
  await expect(page.getByText(M.draftSaved)).toBeVisible();
}

test('a content editor publishes a banner and a page title, the visitor sees each without a server restart, a roll back restores, and the banner leaves at its end', async ({
  page,
  browser,
  request,
}) => {
  await openContentAsEditor(page, request);
  const kinds = page.getByRole('navigation', { name: 'Content to edit' });
  await kinds.getByRole('button', { name: 'Banner' }).click();
  await expect(page.getByRole('heading', { name: 'Content: Banner', level: 2 })).toBeVisible();
  await expectNoAxeViolations(page, '/care/content banner');

  // Sent empty: the reasons at the fields.
  await page.getByRole('button', { name: 'Save draft' }).click();
  await expect(page.getByLabel('Message')).toHaveAccessibleDescription(M.bannerMessageRequired);
  await expect(page.getByLabel('Shown until')).toHaveAccessibleDescription(M.bannerEndRequired);
  await expectNoAxeViolations(page, '/care/content banner with field errors');

  const id = randomUUID().slice(0, 6);
  const first = `Spring sale ${id}: 20% off every plan.`;
  await page.getByLabel('Link text (optional)').fill('See plans');
  await page.getByLabel(/Link address/).fill('/shop');
  await saveBanner(page, first, DAY_MS);
  const visitor = await browser.newPage();
  await visitor.goto('/');
  await expect(visitor.getByText(first)).toHaveCount(0);

  const firstNumber = await publishNewestDraft(page);
  // Published: the server's next page has it in its HTML, and the visitor's browser shows it.
  await expect.poll(async () => (await (await request.get('/')).text()).includes(first)).toBe(true);
  await visitor.goto('/');
  await expect(banner(visitor)).toContainText(first);
  await expectNoAxeViolations(visitor, '/ with the banner');
  // Dismissed, it stays away while the visitor moves around the site.
  await banner(visitor).getByRole('button', { name: 'Dismiss the announcement' }).click();
  await expect(banner(visitor)).toHaveCount(0);
  await visitor.getByRole('link', { name: 'FAQ' }).first().click();
  await expect(visitor).toHaveURL(/\/faq$/);
  await expect(banner(visitor)).toHaveCount(0);

  // A second version, then a roll back to the first.
  const second = `Last days of the spring sale ${id}.`;
  await saveBanner(page, second, DAY_MS);
  await publishNewestDraft(page);
  await visitor.goto('/shop');
  await expect(banner(visitor)).toContainText(second);
  await page.getByRole('button', { name: `Roll back to version ${firstNumber}` }).click();
  await expect(page.getByRole('row', { name: new RegExp(`^${firstNumber} .*Published`) })).toBeVisible();
  await visitor.goto('/shop');
  await expect(banner(visitor)).toContainText(first);
  await expect(banner(visitor).getByRole('link', { name: 'See plans' })).toHaveAttribute('href', '/shop');

  // Page titles: the FAQ page's title, published and rolled back.
  await kinds.getByRole('button', { name: 'Page titles' }).click();
  await page.getByRole('combobox', { name: 'Page' }).selectOption('faq');
  await expectNoAxeViolations(page, '/care/content page titles');
  const oldTitle = await page.getByRole('textbox', { name: 'Title', exact: true }).inputValue();
  const newTitle = `Questions and answers ${id}`;
  await page.getByRole('textbox', { name: 'Title', exact: true }).fill(newTitle);
  await page.getByRole('button', { name: 'Save draft' }).click();
  await expect(page.getByText(M.draftSaved)).toBeVisible();
  // The editor starts again from the saved draft, on the page being edited.
  await expect(page.getByRole('combobox', { name: 'Page' })).toHaveValue('faq');
  await expect(page.getByRole('textbox', { name: 'Title', exact: true })).toHaveValue(newTitle);
  const live = page.getByRole('row', { name: /Published/ }).first();
  const liveNumber = ((await live.getByRole('cell').first().textContent()) ?? '').trim();
  await publishNewestDraft(page);
  await visitor.goto('/faq');
  await expect(visitor).toHaveTitle(newTitle);
  await page.getByRole('button', { name: `Roll back to version ${liveNumber}` }).click();
  await expect(page.getByRole('row', { name: new RegExp(`^${liveNumber} .*Published`) })).toBeVisible();
  await visitor.goto('/faq');
  await expect(visitor).toHaveTitle(oldTitle);

  // The other editors are axe clean too.
  for (const [kind, heading] of [
    ['Footer', 'Footer'],
    ['Terms', 'Edit the page'],
    ['Privacy policy', 'Edit the page'],
  ] as const) {
    await kinds.getByRole('button', { name: kind }).click();
    await expect(page.getByRole('heading', { name: heading, level: 3 })).toBeVisible();
    await expectNoAxeViolations(page, `/care/content ${kind}`);
  }

  // A banner ending in a few seconds leaves the open page and the server's pages at its end (an
  // unused prerendered page starts the app then to take it off, decision 036).
  await kinds.getByRole('button', { name: 'Banner' }).click();
  const last = `Ends in a moment ${id}.`;
  await saveBanner(page, last, 8_000);
  await publishNewestDraft(page);
  await visitor.goto('/');
  await expect(banner(visitor)).toContainText(last);
  await expect(banner(visitor)).toHaveCount(0, { timeout: 20_000 });
  await visitor.goto('/');
  await expect(visitor.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(banner(visitor)).toHaveCount(0);
  expect(await (await request.get('/')).text()).not.toContain(last);
  await visitor.close();

  // At phone width the tool fits.
  await page.setViewportSize({ width: 320, height: 800 });
  await expect(page.getByRole('button', { name: 'Save draft' })).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(320);
});
