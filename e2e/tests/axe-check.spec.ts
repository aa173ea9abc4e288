/** The journeys' accessibility check itself: it finds a violation a page has, and names it. */
import { expect, expectNoAxeViolations, test } from '../support/fixtures';

test('the axe check fails on a field without a label and names the rule and the element', async ({
  page,
}) => {
  await page.goto('/');
  await expectNoAxeViolations(page, 'home page');
  await page.evaluate(() => {
    const field = document.createElement('input');
    field.id = 'unlabelled-field';
    document.querySelector('main')?.append(field);
  });
  const failure = await expectNoAxeViolations(page, 'home page with a field added').then(
    () => undefined,
    (error: Error) => error.message,
  );
  expect(failure).toContain('label: Form elements must have labels (#unlabelled-field)');
});
