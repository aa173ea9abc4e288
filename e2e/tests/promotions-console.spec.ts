import { randomUUID } from 'node:crypto';
import { STAFF_MESSAGES } from '@mvno/contracts/staff-messages';
import { signInAtCare, localMomentIn } from '../support/care';
import { createStaff } from '../support/chat';
import { expect, expectNoAxeViolations, test } from '../support/fixtures';

const C = STAFF_MESSAGES.catalogue;
const DAY_MS = 24 * 3600_000;

test('a catalogue editor creates a promotion (field errors at their fields, a duplicate code refused), and ends it', async ({
  page,
  request,
}) => {
  const editor = await createStaff(request, 'catalogue_editor', 'Casey');
  await signInAtCare(page, request, editor);
  await page.getByRole('link', { name: 'Promotions' }).click();
  await expect(page.getByRole('heading', { name: 'Promotions', level: 2 })).toBeVisible();
  await expectNoAxeViolations(page, '/care/promotions');

  // An amount of 0 and an end before the start are refused at their fields, the input kept.
  const code = `SPRING-${randomUUID().slice(0, 6).toUpperCase()}`;
  await page.getByLabel('Code').fill(code);
  await page.getByLabel('Description (shown to the customer)').fill('First month $10 off');
  await page.getByLabel('Amount or percent').fill('0');
  await page.getByLabel('Starts (empty: now)').fill(await localMomentIn(page, 2 * DAY_MS));
  await page.getByLabel('Ends (empty: no end)').fill(await localMomentIn(page, DAY_MS));
  await page.getByRole('button', { name: 'Create promotion' }).click();
  await expect(page.getByLabel('Amount or percent')).toHaveAccessibleDescription(C.promoAmountRange);
  await expect(page.getByLabel('Ends (empty: no end)')).toHaveAccessibleDescription(C.promoEndBeforeStart);
  await expect(page.getByLabel('Code')).toHaveValue(code);
  await expectNoAxeViolations(page, '/care/promotions with field errors');

  // Fixed: 10 off the first period, capped at 100, once per customer, on the Unlimited plan.
  await page.getByLabel('Amount or percent').fill('10');
  await page.getByLabel('Starts (empty: now)').fill('');
  await page.getByLabel('Total redemptions cap (empty: no cap)').fill('100');
  await page.getByLabel('Once per customer').check();
  await page.getByRole('checkbox', { name: 'Unlimited', exact: true }).check();
  await page.getByRole('button', { name: 'Create promotion' }).click();
  await expect(page.getByText(C.promotionCreated)).toBeVisible();
  const row = page.getByRole('row', { name: new RegExp(code) });
  await expect(row).toContainText('$10.00 first period, once per customer');
  await expect(row).toContainText('once per customer; Unlimited');
  await expect(row).toContainText('0 of 100');
  await expect(row).toContainText('Running');

  // The same code again is refused at the Code field.
  await page.getByLabel('Code').fill(code.toLowerCase());
  await page.getByLabel('Description (shown to the customer)').fill('Again');
  await page.getByLabel('Amount or percent').fill('5');
  await page.getByRole('button', { name: 'Create promotion' }).click();
  await expect(page.getByLabel('Code')).toHaveAccessibleDescription(C.promoCodeTaken);

  // Ended: its code is refused from now on.
  await row.getByRole('button', { name: `End ${code}` }).click();
  await expect(page.getByText(C.promotionEnded)).toBeVisible();
  await expect(row).toContainText('Ended');
  await expect(row.getByRole('button')).toHaveCount(0);
  await expectNoAxeViolations(page, '/care/promotions after an end');

  // At phone width the page fits.
  await page.setViewportSize({ width: 320, height: 800 });
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(320);
});
