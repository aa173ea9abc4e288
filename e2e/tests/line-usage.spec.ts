import type { APIRequestContext, Page } from '@playwright/test';
import type { LineUsage } from '@mvno/contracts/api/line-usage';
import { BRAND_TIME_ZONE } from '@mvno/contracts/product-constants/display';
import { PRODUCT_MESSAGES } from '@mvno/contracts/product-messages';
import { formatDataMb, formatMinutes, formatTexts } from '@mvno/contracts/usage-format';
import { createCustomer, latestMail, logIn, type Customer } from '../support/accounts';
import { expect, expectNoAxeViolations, test } from '../support/fixtures';
import { buyLineByApi, sticksOut } from '../support/lines';
import { CHANNEL_HEADERS } from '../support/server';

const U = PRODUCT_MESSAGES.usage;

const authed = (customer: Customer) => ({ ...CHANNEL_HEADERS, authorization: `Bearer ${customer.token}` });
const lineCard = (page: Page, nickname: string) =>
  page.getByRole('region', { name: 'My lines' }).getByRole('listitem', { name: nickname });
// The page shows dates in the browser's time zone, which is this machine's, as here.
const day = (iso: string) => new Intl.DateTimeFormat('en-US', { dateStyle: 'long' }).format(new Date(iso));
// The mails write the day in the brand's time zone (decision 038).
const mailDay = (iso: string) =>
  new Intl.DateTimeFormat('en-US', { dateStyle: 'long', timeZone: BRAND_TIME_ZONE }).format(new Date(iso));

async function usageOf(request: APIRequestContext, customer: Customer, lineId: string): Promise<LineUsage> {
  const response = await request.get(`/app/users/lines/${lineId}/usage`, { headers: authed(customer) });
  expect(response.status(), await response.text()).toBe(200);
  return (await response.json()) as LineUsage;
}

test('a line card shows its usage this period, and the 80% note once the carrier counts more data', async ({
  page,
  request,
}) => {
  await page.setViewportSize({ width: 375, height: 800 });
  const customer = await createCustomer(request, { firstName: 'Uma', lastName: 'Sage' });
  const line = await buyLineByApi(request, customer, 'Starter 5GB');
  const usage = await usageOf(request, customer, line.id);
  await logIn(page, customer, '/dashboard');

  const part = lineCard(page, 'Line 1').getByRole('region', { name: U.title });
  const data = part.getByRole('meter', { name: U.dataLabel });
  await expect(data).toBeVisible();
  await expect(data).toHaveAttribute('max', String(5 * 1024));
  await expect(part.getByText(U.ofAllowance(formatDataMb(usage.dataMb.used), '5 GB'))).toBeVisible();
  await expect(part.getByText(U.unlimitedUsed(formatMinutes(usage.talkMinutes.used)))).toBeVisible();
  await expect(part.getByText(U.unlimitedUsed(formatTexts(usage.texts.used)))).toBeVisible();
  await expect(part.getByRole('meter')).toHaveCount(1);
  await expect(part.getByText(U.resetsOn(day(usage.periodEnd)))).toBeVisible();
  await expect(part.getByRole('note')).toHaveCount(0);
  expect(await sticksOut(lineCard(page, 'Line 1'))).toBe(false);
  await expectNoAxeViolations(page, 'dashboard with a line’s usage');

  // The simulated carrier counts 4.2 GB more on this line (outside production only).
  const added = await request.post('/dev/carrier/usage', { data: { mdn: line.mdn, dataMb: 4200 } });
  expect(added.status(), await added.text()).toBe(200);
  await page.reload();

  await expect(part.getByRole('note')).toHaveText(`${U.dataAt80} ${U.getMore}`);
  const now = await usageOf(request, customer, line.id);
  expect(now.dataMb.used).toBeGreaterThanOrEqual(4200);
  await expect(data).toHaveAttribute('value', String(now.dataMb.used));
  await expect(part.getByText(U.ofAllowance(formatDataMb(now.dataMb.used), '5 GB'))).toBeVisible();
  expect(await sticksOut(lineCard(page, 'Line 1'))).toBe(false);
  await expectNoAxeViolations(page, 'dashboard with 80% of the data used');

  // The customer is mailed too, with the amount, the reset date and the way to get more.
  const mail = await latestMail(request, customer.email, /^You have used 80% of your/);
  expect(mail.text).toContain(`${formatDataMb(now.dataMb.used)} of 5 GB`);
  expect(mail.text).toContain(mailDay(now.periodEnd));
  expect(mail.text).toContain('/dashboard');
});
