// Broadband Facts labels (47 CFR 8.1; decision 061): on /shop each plan's label is in the page's
// HTML, folded in a native <details> that opens by keyboard before any script of the app runs, with
// a unique FCC id; axe clean on a 320 px phone, in English and Spanish; the machine-readable files.
import { BROADBAND_LABEL_ID_PATTERN } from '@mvno/contracts/api/broadband-labels';
import type { Page } from '@playwright/test';
import { expect, expectNoAxeViolations, test } from '../support/fixtures';
import { CHANNEL_HEADERS } from '../support/server';

const ID = /M\d{10}[A-Z0-9]{15}/;

async function plansOnSale(page: Page) {
  const response = await page.request.get('/app/plans', { headers: CHANNEL_HEADERS });
  return (await response.json()) as { id: string; retailName: string }[];
}

for (const [path, summaryText, priceHeading] of [
  ['/shop', 'Broadband Facts', 'Monthly Price'],
  ['/es/shop', 'Datos sobre el servicio de banda ancha', 'Precio mensual'],
] as const) {
  test(`${path} shows every plan's label on a phone, opened by keyboard, with a unique id, axe clean`, async ({
    page,
  }) => {
    await page.setViewportSize({ width: 320, height: 740 });
    const plans = await plansOnSale(page);
    expect(plans.length).toBeGreaterThan(0);
    // In the HTML the server sends: no script is needed to show it.
    const html = await (await page.request.get(path)).text();
    expect(html.match(/class="broadband-label"/g)).toHaveLength(plans.length);

    await page.goto(path);
    const ids: string[] = [];
    for (const plan of plans) {
      const tile = page.getByRole('article', { name: plan.retailName, exact: true });
      const details = tile.locator('details.broadband-label');
      await expect(details).not.toHaveAttribute('open');
      const id = (await details.locator('.broadband-label__id span').textContent()) ?? '';
      expect(id).toMatch(ID);
      ids.push(id);
    }
    expect(new Set(ids).size).toBe(plans.length);

    const first = page.getByRole('article', { name: plans[0]!.retailName, exact: true });
    const summary = first.locator('summary');
    await expect(summary).toContainText(summaryText);
    await summary.focus();
    await page.keyboard.press('Enter');
    const details = first.locator('details.broadband-label');
    await expect(details).toHaveAttribute('open');
    await expect(details.getByText(priceHeading, { exact: true })).toBeVisible();
    await expect(details.getByText(ids[0]!)).toBeVisible();
    const width = await page.evaluate(() => [document.documentElement.scrollWidth, window.innerWidth]);
    expect(width[0], 'no sideways scrolling at 320 px').toBeLessThanOrEqual(width[1]!);
    await expectNoAxeViolations(page, `${path} with a label open`);
    await page.keyboard.press('Enter');
    await expect(details).not.toHaveAttribute('open');
  });
}

test('the labels are published as JSON naming its schema, and as CSV', async ({ request }) => {
  const json = await request.get('/broadband-labels.json');
  expect(json.ok()).toBe(true);
  const body = (await json.json()) as { $schema: string; labels: { uniquePlanIdentifier: string }[] };
  expect(body.labels.length).toBeGreaterThan(0);
  for (const label of body.labels) expect(label.uniquePlanIdentifier).toMatch(BROADBAND_LABEL_ID_PATTERN);
  expect((await request.get(body.$schema)).ok()).toBe(true);
  const csv = await request.get('/broadband-labels.csv');
  expect(csv.headers()['content-type']).toContain('text/csv');
  expect((await csv.text()).split('\r\n')[0]).toContain('unique_plan_identifier');
});
