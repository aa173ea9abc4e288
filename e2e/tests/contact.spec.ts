import { expect, expectNoAxeViolations, test } from '../support/fixtures';

test('the contact form checks its fields, sends, and its notification closes itself after 5 s', async ({
  page,
}) => {
  await page.goto('/contact-us');
  // The visitor's pointer reaches the button before it presses it, which starts the app on this
  // prerendered page (decision 036); Playwright presses only an enabled button.
  await page.getByRole('button', { name: 'Send Message' }).hover();
  await page.getByRole('button', { name: 'Send Message' }).click();
  await expect(page.getByText('Please enter your name')).toBeVisible();
  await expect(page.getByText('Please enter a message')).toBeVisible();
  await expectNoAxeViolations(page, 'contact form with errors');

  await page.getByRole('textbox', { name: 'Name' }).fill('Jamie Park');
  await page.getByRole('textbox', { name: 'Email' }).fill('jamie@example.com');
  const message = page.getByRole('textbox', { name: 'Message' });
  await message.fill('First line');
  // Enter in the multi-line message adds a line; it never sends the form.
  await message.press('Enter');
  await message.pressSequentially('Second line');
  await expect(message).toHaveValue('First line\nSecond line');
  await expect(page.getByText('Please enter your name')).toBeHidden();

  await page.getByRole('button', { name: 'Send Message' }).click();
  const notice = page.getByRole('status').filter({ hasText: 'Thanks for your message!' });
  await expect(notice).toBeVisible();
  const shownAt = Date.now();
  await expect(message).toHaveValue('');
  await expect(notice).toBeHidden({ timeout: 8000 });
  expect(Date.now() - shownAt).toBeGreaterThanOrEqual(4000);
});
