/** The journeys' accessibility check itself: it finds a violation a page has, and names it. */
import { expect, expectNoAxeViolations, test } from '../support/fixtures';

test('the axe check fails on a field without a label and names the rule and the element', async ({
  page,
}) => {
  await page.goto('/');
  await expectNoAxeViolations(page, 'home page');
  // Outside the app's root: the app may start and adopt the prerendered page at any moment (the
  // headless shell's pointer counts as a first use), and a field added inside it is a hydration mismatch
  // that React answers by rendering its tree afresh, the field gone.
  await page.evaluate(() => {
    const field = document.createElement('input');
    field.id = 'unlabelled-field';
    document.body.append(field);
  });
  const failure = await expectNoAxeViolations(page, 'home page with a field added').then(
    () => undefined,
    (error: Error) => error.message,
  );
  expect(failure).toContain('label: Form elements must have labels (#unlabelled-field)');
});
