import { readFile } from 'node:fs/promises';
import { STAFF_MESSAGES } from '@mvno/contracts/staff-messages';
import { expect, test } from '../support/fixtures';
import { axeAtBothWidths, createStaff, signInAtCare } from '../support/staff';

const K = STAFF_MESSAGES.kpis;

test('a supervisor reads the business figures: this month, the funnel and the cohorts, at both console widths, filtered, and as CSV', async ({
  page,
  request,
}) => {
  const supervisor = await createStaff(request, 'supervisor', 'Sky');
  await signInAtCare(page, request, supervisor);
  await page.getByRole('link', { name: 'Business figures' }).click();
  await expect(page.getByRole('heading', { name: K.title, level: 2 })).toBeVisible();

  const month = new Date().toISOString().slice(0, 7);
  const now = page.getByRole('region', { name: `${K.thisMonth} (${month})` });
  await expect(now).toContainText(K.figures.activeLines.label);
  // The funnel's steps computed live: a row per month of the 13, the current one last.
  for (const title of [
    K.esimInstalled.title,
    K.firstUsage.title,
    K.activeAfter30Days.title,
    K.firstResponse.title,
  ]) {
    const block = page.getByRole('region', { name: title });
    await expect(block.getByRole('row', { name: new RegExp(`^${month}`) })).toBeVisible();
  }
  const usage = page.getByRole('region', { name: K.firstUsage.title });
  await expect(usage.getByRole('row')).toHaveCount(14); // the header and 13 months
  await expect(page.getByRole('region', { name: K.cohorts.title })).toBeVisible();
  await axeAtBothWidths(page, 'the KPI page');

  // A definition one click away, by keyboard.
  await usage.getByText(K.definition).focus();
  await page.keyboard.press('Enter');
  await expect(usage.getByText(K.firstUsage.definition)).toBeVisible();
  await axeAtBothWidths(page, 'the KPI page with a definition open');

  // Filtered by a state: the funnel is split; the chats' first response is the whole business's, not shown.
  const asked = page.waitForResponse((r) => r.url().includes('/app/care/kpis/live?') && r.ok());
  await page.getByLabel(K.stateFilter).selectOption('TX');
  await asked;
  await expect(page.getByRole('region', { name: K.firstResponse.title })).toHaveCount(0);
  await expect(
    page
      .getByRole('region', { name: K.firstUsage.title })
      .getByRole('row', { name: new RegExp(`^${month}`) }),
  ).toBeVisible();
  await axeAtBothWidths(page, 'the KPI page filtered by a state');

  // The CSV: a row per month with the live columns.
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: K.download }).click();
  const csv = await readFile((await (await download).path())!, 'utf8');
  const [head, ...rows] = csv.trim().split('\n');
  expect(head).toContain('firstUsagePaid,firstUsageUsed,activeAfter30DaysReached,activeAfter30DaysActive');
  expect(rows).toHaveLength(13);
  expect(rows.at(-1)).toMatch(new RegExp(`^${month},`));
});
