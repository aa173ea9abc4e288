/**
 * Care actions and work queues (docs/decisions/031): a port-in refused for a wrong PIN (the
 * simulated carrier's documented test number ending 5550122) shows in the work queues; the agent
 * verifies the customer, resubmits it with the corrected PIN and a reason, and the customer sees
 * the number arrive. axe on the new console pages at 1280 and 768 px.
 */
import type { APIRequestContext } from '@playwright/test';
import { PRODUCT_MESSAGES } from '@mvno/contracts/product-messages';
import { STAFF_MESSAGES } from '@mvno/contracts/staff-messages';
import { createCustomer, latestMail, logIn, type Customer } from '../support/accounts';
import { findAndVerifyCustomer } from '../support/care';
import { uniqueLetters } from '../support/chat';
import { expect, test } from '../support/fixtures';
import { buyLineByApi, formatted, testNumber } from '../support/lines';
import { CHANNEL_HEADERS } from '../support/server';
import { axeAtBothWidths, createStaff, signInAtCare } from '../support/staff';

const care = STAFF_MESSAGES.care;
const L = PRODUCT_MESSAGES.lines;
// A port takes a few steps of a second each (PORT_IN_STEP_SECONDS in e2e/support/server.ts).
const PORT_TIMEOUT = { timeout: 20_000 };

/** The customer brings a number whose old carrier refuses the first PIN; answers it once refused. */
async function refusedPort(request: APIRequestContext, customer: Customer, lineId: string) {
  const headers = { ...CHANNEL_HEADERS, authorization: `Bearer ${customer.token}` };
  const msisdn = testNumber('5550122');
  const brought = await request.post('/app/users/portin/bring/number', {
    headers,
    data: {
      msisdn,
      zipCode: '10001',
      oldService: { billingAccountNumber: '123456789', billingAccountPassword: '1111' },
      tempSubscriptionId: lineId,
      replaceNumber: true,
    },
  });
  expect(brought.status(), await brought.text()).toBe(200);
  await expect
    .poll(async () => {
      const lines = (await (await request.get('/app/users/lines', { headers })).json()) as {
        lines: { id: string; port: { status: string } | null }[];
      };
      return lines.lines.find((l) => l.id === lineId)?.port?.status;
    }, PORT_TIMEOUT)
    .toBe('rejected');
  return msisdn;
}

test('a port-in refused for a wrong PIN is resubmitted by the agent with the corrected PIN and completes', async ({
  page,
  request,
}) => {
  const customer = await createCustomer(request, { firstName: 'Lin', lastName: `Port${uniqueLetters(4)}` });
  const line = await buyLineByApi(request, customer);
  const msisdn = await refusedPort(request, customer, line.id);

  // The refused port is in the agent's work queue.
  const agent = await createStaff(request, 'agent', 'Nia');
  await signInAtCare(page, request, agent);
  await page.getByRole('link', { name: 'Work queues' }).click();
  const ports = page.getByRole('region', { name: 'Port-ins stuck or refused' });
  await expect(ports.getByRole('row').filter({ hasText: formatted(msisdn) })).toContainText(
    STAFF_MESSAGES.careLines.portReason('pin_mismatch'),
  );
  await expect(page.getByRole('region', { name: 'Failed jobs' })).toHaveCount(0);
  await axeAtBothWidths(page, 'the work queues');

  // The agent finds and verifies the customer.
  await findAndVerifyCustomer(page, request, customer, `Lin ${customer.lastName}`);

  // The corrected PIN, with a reason: without one the form says so.
  const form = page.getByRole('form', { name: 'Care action' });
  await form.getByRole('combobox', { name: 'Action' }).selectOption('port');
  await form.getByRole('textbox', { name: 'Old carrier account number' }).fill('123456789');
  await form.getByRole('textbox', { name: 'Old carrier PIN' }).fill('2468');
  await form.getByRole('button', { name: 'Apply' }).click();
  await expect(form.getByRole('combobox', { name: 'Reason' })).toHaveAccessibleDescription('Choose a reason');
  await axeAtBothWidths(page, 'the care actions form');
  await form.getByRole('combobox', { name: 'Reason' }).selectOption('port_details_corrected');
  await form.getByRole('button', { name: 'Apply' }).click();
  // It changes service, so it asks first (decision 082).
  const confirm = page.getByRole('dialog', { name: 'Resubmit port-in with corrected details?' });
  await expect(confirm).toContainText(`Lin ${customer.lastName}`);
  await confirm.getByRole('button', { name: 'Resubmit port-in with corrected details' }).click();
  await expect(form.getByRole('status')).toHaveText(care.portResubmitted);
  await expect(page.getByRole('cell', { name: 'line.port_resubmit' })).toBeVisible();
  await axeAtBothWidths(page, 'the customer page after a care action');

  // The customer was told, and sees the number arrive.
  await latestMail(request, customer.email, /is on its way again/);
  await latestMail(request, customer.email, /is now with/);
  const customerPage = await page.context().browser()!.newPage();
  await logIn(customerPage, customer, '/dashboard');
  const card = customerPage.getByRole('region', { name: 'My lines' }).getByRole('listitem').first();
  await expect(card.getByText(L.statusLabels.active)).toBeVisible(PORT_TIMEOUT);
  await expect(card.locator('.line-card__number')).toHaveText(formatted(msisdn));
  await customerPage.close();
});
