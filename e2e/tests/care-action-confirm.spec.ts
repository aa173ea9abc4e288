/**
 * The care action form reads in full and asks before it changes service (issue 30 item 10, decision
 * 082): the agent verifies a customer; the Action, Line and Reason selects take the form's width and show
 * the chosen line's whole label at 1280 px and at 375 px; Suspend asks in a dialog naming the customer,
 * the line and the action; Escape and Go back send nothing and give the focus back to Apply; Confirm
 * suspends the line. axe on the form and on the dialog.
 */
import type { Locator, Page } from '@playwright/test';
import { STAFF_MESSAGES } from '@mvno/contracts/staff-messages';
import { createCustomer } from '../support/accounts';
import { findAndVerifyCustomer } from '../support/care';
import { uniqueLetters } from '../support/chat';
import { expect, expectNoAxeViolations, test } from '../support/fixtures';
import { buyLineByApi, formatted } from '../support/lines';
import { createStaff, signInAtCare } from '../support/staff';

const lineStatus = STAFF_MESSAGES.careLines.lineStatus;

/** A select's width against the form's, and whether its chosen option's text fits inside it. */
async function selectFit(select: Locator) {
  return select.evaluate((el) => {
    const s = el as HTMLSelectElement;
    const form = s.closest('form')!;
    // The chosen option's text in the select's own font, against the room inside its padding.
    const style = getComputedStyle(s);
    const probe = document.createElement('span');
    probe.style.font = style.font;
    probe.style.whiteSpace = 'pre';
    probe.style.position = 'absolute';
    probe.style.visibility = 'hidden';
    probe.textContent = s.selectedOptions[0]?.textContent ?? '';
    document.body.append(probe);
    const text = probe.getBoundingClientRect().width;
    probe.remove();
    const padding = parseFloat(style.paddingLeft) + parseFloat(style.paddingRight);
    return {
      width: s.getBoundingClientRect().width,
      formWidth: form.getBoundingClientRect().width,
      text,
      room: s.clientWidth - padding,
      label: probe.textContent,
    };
  });
}

/** Each select is at least 90% of the form's width, over 200 px, and shows its chosen option whole. */
async function expectFullWidth(page: Page, form: Locator, width: number) {
  await page.setViewportSize({ width, height: 900 });
  for (const name of ['Action', 'Line', 'Reason']) {
    const fit = await selectFit(form.getByRole('combobox', { name, exact: true }));
    const at = `${name} at ${width} px: ${JSON.stringify(fit)}`;
    expect(fit.width, at).toBeGreaterThanOrEqual(0.9 * fit.formWidth);
    expect(fit.width, at).toBeGreaterThan(200);
    // The select draws its arrow inside the padding-right, so the text has the room inside the padding.
    expect(fit.text, at).toBeLessThanOrEqual(fit.room);
  }
}

test('the care action form shows its selects whole and asks before suspending a line, naming customer, line and action', async ({
  page,
  request,
}) => {
  const customer = await createCustomer(request, { firstName: 'Sue', lastName: `Pend${uniqueLetters(4)}` });
  const line = await buyLineByApi(request, customer);
  const lineLabel = `${formatted(line.mdn)} (${lineStatus('active')})`;
  const name = `Sue ${customer.lastName}`;

  // The agent finds and verifies the customer.
  const agent = await createStaff(request, 'agent', 'Vera');
  await signInAtCare(page, request, agent);
  await findAndVerifyCustomer(page, request, customer, name);
  const lineFacts = page.getByRole('region', { name: `Line ${formatted(line.mdn)}` });
  await expect(lineFacts).toContainText(lineStatus('active'));

  // The form: Suspend line, on the customer's line, for a reason; every select reads in full.
  const form = page.getByRole('form', { name: 'Care action' });
  await form.getByRole('combobox', { name: 'Action' }).selectOption({ label: 'Suspend line' });
  await expect(form.getByRole('combobox', { name: 'Line' })).toHaveValue(line.id);
  await expect(form.getByRole('combobox', { name: 'Line' }).locator('option:checked')).toHaveText(lineLabel);
  await form.getByRole('combobox', { name: 'Reason' }).selectOption({ label: 'Lost or stolen phone' });
  await expectFullWidth(page, form, 1280);
  await expectNoAxeViolations(page, 'the care action form at 1280 px');
  await expectFullWidth(page, form, 375);
  await expectNoAxeViolations(page, 'the care action form at 375 px');
  await page.setViewportSize({ width: 1280, height: 900 });

  // Apply asks first; the dialog names the customer, the line and the action.
  const apply = form.getByRole('button', { name: 'Apply' });
  const dialog = page.getByRole('dialog', { name: 'Suspend line?' });
  const sent: string[] = [];
  page.on('request', (r) => {
    if (r.method() !== 'GET' && r.url().includes('/app/care/customers/'))
      sent.push(`${r.method()} ${r.url()}`);
  });
  await apply.click();
  await expect(dialog).toBeVisible();
  await expect(dialog).toContainText(name);
  await expect(dialog).toContainText(lineLabel);
  await expect(dialog).toContainText('Suspend line');
  await expect(dialog).toContainText('Lost or stolen phone');
  await expectNoAxeViolations(page, 'the suspend confirmation at 1280 px');
  await page.setViewportSize({ width: 375, height: 800 });
  await expectNoAxeViolations(page, 'the suspend confirmation at 375 px');
  await page.setViewportSize({ width: 1280, height: 900 });

  // Escape sends nothing and gives the focus back to Apply.
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(apply).toBeFocused();
  // Go back does the same.
  await apply.press('Enter');
  await expect(dialog).toBeVisible();
  await dialog.getByRole('button', { name: 'Go back' }).click();
  await expect(dialog).toBeHidden();
  await expect(apply).toBeFocused();
  expect(sent).toEqual([]);
  await expect(lineFacts).toContainText(lineStatus('active'));

  // Confirm suspends the line.
  await apply.click();
  await dialog.getByRole('button', { name: 'Suspend line' }).click();
  await expect(dialog).toBeHidden();
  await expect(form.getByRole('status')).not.toBeEmpty();
  expect(sent.filter((s) => s.startsWith('POST'))).toHaveLength(1);
  await expect(lineFacts).toContainText(lineStatus('lost_suspended'));
  await expect(lineFacts).not.toContainText(lineStatus('active'));
});
