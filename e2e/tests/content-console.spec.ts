import { randomUUID } from 'node:crypto';
import type { Page } from '@playwright/test';
import { STAFF_MESSAGES } from '@mvno/contracts/staff-messages';
import { expect, expectNoAxeViolations, test } from '../support/fixtures';
import { openContentAsEditor } from '../support/care';

const QUESTION = 'Can I keep my current number?';

/** The answer the visitor reads on the prerendered /faq, opened from its question. */
async function faqAnswer(visitor: Page) {
  await visitor.goto('/faq');
  const item = visitor.locator('details', { hasText: QUESTION });
  await item.getByText(QUESTION).click();
  return item.locator('p');
}

test('a content editor edits an FAQ answer and publishes it, the visitor sees it on /faq, and a roll back restores it', async ({
  page,
  browser,
  request,
}) => {
  await openContentAsEditor(page, request);
  await expect(page.getByRole('heading', { name: 'FAQ', level: 2 })).toBeVisible();
  await expectNoAxeViolations(page, '/care/content');

  const visitor = await browser.newPage();
  const oldAnswer = (await (await faqAnswer(visitor)).textContent()) ?? '';
  expect(oldAnswer.length).toBeGreaterThan(0);
  const live = page.getByRole('row', { name: /Published/ }).first();
  const liveNumber = ((await live.getByRole('cell').first().textContent()) ?? '').trim();

  // An empty answer is refused at its field, the other answers kept.
  const answer = page.getByLabel(QUESTION);
  await answer.fill(' ');
  await page.getByRole('button', { name: 'Save draft' }).click();
  await expect(answer).toHaveAccessibleDescription(STAFF_MESSAGES.content.faqAnswerRequired);
  await expectNoAxeViolations(page, '/care/content with a field error');

  const newAnswer = `Yes, and it moves over within the hour (${randomUUID().slice(0, 6)}).`;
  await answer.fill(newAnswer);
  await page.getByRole('button', { name: 'Save draft' }).click();
  await expect(page.getByText(STAFF_MESSAGES.content.faqSaved)).toBeVisible();
  // A saved draft is not on the visitor's page.
  await expect(await faqAnswer(visitor)).toHaveText(oldAnswer);

  const draftRow = page.getByRole('row', { name: /Not published/ }).first();
  const draftNumber = ((await draftRow.getByRole('cell').first().textContent()) ?? '').trim();
  await page.getByRole('button', { name: `Publish version ${draftNumber}` }).click();
  await expect(page.getByText(STAFF_MESSAGES.content.faqPublished)).toBeVisible();

  // Published: the visitor's next visit to the prerendered /faq shows it, without a server restart.
  await expect(await faqAnswer(visitor)).toHaveText(newAnswer);
  await expectNoAxeViolations(visitor, '/faq with the new answer');

  // Roll back to the version published before, by keyboard.
  const rollBack = page.getByRole('button', { name: `Roll back to version ${liveNumber}` });
  await rollBack.focus();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('row', { name: new RegExp(`^${liveNumber} .*Published`) })).toBeVisible();
  await expect(await faqAnswer(visitor)).toHaveText(oldAnswer);
  await expectNoAxeViolations(page, '/care/content after a roll back');
  await visitor.close();

  // At phone width the tool fits: nothing wider than the screen but the versions table's own scroller.
  await page.setViewportSize({ width: 375, height: 800 });
  await expect(page.getByRole('button', { name: 'Save draft' })).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
});
