/**
 * Issue 32 (decisions 078 and 092): the renewal, data add-on and plan change receipts, and a receipt
 * care mails again, name every tax of the charge with its jurisdiction beneath the Tax Amount, in
 * the account's language, and the lines add up to that amount.
 */
import { describe, expect, it } from 'vitest';
import { latestMailTo } from '../support/auth';
import { careCall, verifiedStaff } from '../support/care';
import {
  CHICAGO_ORDER,
  createPlan,
  newCustomer,
  payBody,
  saveCard,
  type TestCustomer,
} from '../support/commerce';
import { waitForJobs } from '../support/jobs';
import { firstLineOf } from '../support/lines';
import { chooseLanguage } from '../support/profile';
import { useTestApp } from '../support/test-app';

const t = useTestApp({ content: true });

/** A customer in Chicago with a paid line, their account in `language`. */
async function chicagoLine(language: 'en-US' | 'es-US') {
  // A plan with 1 GB a period, so a data add-on can be bought.
  const plan = await createPlan(t.database, { retailName: 'Starter 1GB', dataAllowanceMb: 1024 });
  const customer = await newCustomer(t);
  const card = await saveCard(t, customer);
  await chooseLanguage(t, customer.token, language);
  const paid = await customer.post('/app/checkout/pay', payBody(plan.id, card.id, CHICAGO_ORDER));
  expect(paid.json(), paid.body).toMatchObject({ successful: true });
  await waitForJobs(t.database);
  const receiptId = (paid.json() as { transactionId: string }).transactionId;
  return { customer, receiptId, line: await firstLineOf(customer) };
}

const cents = (text: string) => Math.round(Number(text.replace(/[^0-9.]/g, '')) * 100);

/** The receipt's Tax Amount and the indented lines beneath it, checked to add up. */
function taxesIn(text: string, label: string) {
  const lines = text.split('\n');
  const at = lines.findIndex((line) => line.startsWith(`${label}: `));
  expect(at, text).toBeGreaterThanOrEqual(0);
  const total = cents(lines[at]!.slice(label.length + 2));
  const items: string[] = [];
  for (const line of lines.slice(at + 1)) {
    if (!line.startsWith('  ')) break;
    items.push(line.trim());
  }
  expect(items.length, text).toBeGreaterThan(0);
  expect(items.reduce((sum, item) => sum + cents(item.slice(item.lastIndexOf(': ') + 2)), 0)).toBe(total);
  return items;
}

async function renewAndTopUpAndUpgrade(customer: TestCustomer, lineId: string, periodEnd: string) {
  const renewed = await customer.post(`/app/users/lines/${lineId}/renew`, { periodEnd });
  expect(renewed.json(), renewed.body).toMatchObject({ successful: true });
  const topUp = await customer.post(`/app/users/lines/${lineId}/top-ups`, {
    topUpId: 'data-1gb',
    idempotencyKey: `key-${crypto.randomUUID()}`,
  });
  expect(topUp.json(), topUp.body).toMatchObject({ successful: true });
  const premium = await createPlan(t.database, { retailName: 'Premium', retailPriceCents: 6000 });
  const line = await firstLineOf(customer);
  const upgraded = await customer.post(`/app/users/lines/${lineId}/plan-change`, {
    planId: premium.id,
    when: 'now',
    periodEnd: line.renewal?.periodEnd,
    idempotencyKey: `plan-${crypto.randomUUID()}`,
  });
  expect(upgraded.json(), upgraded.body).toMatchObject({ successful: true });
  await waitForJobs(t.database);
}

/** Each language's receipts: their subjects (renewal, data add-on, upgrade), the tax label and the lines under it. */
const RECEIPTS = [
  {
    test: 'in English: each tax with its jurisdiction beneath the Tax Amount, adding up to it',
    language: 'en-US',
    subjects: ['is renewed', '1 GB', 'is now Premium'],
    label: 'Tax Amount',
    taxes: [
      /^Sales tax \(Chicago\): \$\d+\.\d\d$/,
      /^Prepaid wireless 911 charge \(Chicago\): \$\d+\.\d\d$/,
      /^Prepaid wireless 911 charge \(Illinois\): \$\d+\.\d\d$/,
    ],
  },
  {
    test: 'in Spanish for an es-US account',
    language: 'es-US',
    subjects: ['se renovó', '1 GB', 'ahora es Premium'],
    label: 'Impuestos',
    taxes: [
      /^Impuesto sobre las ventas \(Chicago\): \$\d+\.\d\d$/,
      /^Cargo 911 de telefonía inalámbrica prepagada \(Chicago\): \$\d+\.\d\d$/,
    ],
  },
] as const;

describe('tax lines on the receipts of renewals, data add-ons and plan changes', () => {
  for (const receipt of RECEIPTS) {
    it(receipt.test, async () => {
      const { customer, line } = await chicagoLine(receipt.language);
      await renewAndTopUpAndUpgrade(customer, line.id, line.renewal!.periodEnd);

      for (const subject of receipt.subjects) {
        const mail = await latestMailTo(t.database, customer.email, subject);
        const items = taxesIn(mail.textBody, receipt.label);
        expect(items, mail.textBody).toEqual(
          expect.arrayContaining(receipt.taxes.map((tax) => expect.stringMatching(tax))),
        );
      }
    });
  }
});

describe('tax lines on a receipt care mails again', () => {
  it('lists each tax with its jurisdiction beneath the Tax Amount, in English and in Spanish', async () => {
    for (const [language, label, subject, expected] of [
      [
        'en-US',
        'Tax Amount',
        'receipt',
        [/^Sales tax \(Chicago\): \$\d+\.\d\d$/, /^Prepaid wireless 911 charge \(Chicago\): \$\d+\.\d\d$/],
      ],
      [
        'es-US',
        'Impuestos',
        'recibo',
        [
          /^Impuesto sobre las ventas \(Chicago\): \$\d+\.\d\d$/,
          /^Cargo 911 de telefonía inalámbrica prepagada \(Illinois\): \$\d+\.\d\d$/,
        ],
      ],
    ] as const) {
      const { customer, receiptId } = await chicagoLine('en-US');
      // Verified first (the code is mailed in the account's language), then the account's language set.
      const agent = await verifiedStaff(t, 'agent', customer);
      const set = await t.app.inject({
        method: 'PUT',
        url: '/app/users/language',
        headers: { ...t.headers, authorization: `Bearer ${customer.token}` },
        payload: { language },
      });
      expect(set.statusCode).toBe(200);
      const resent = await careCall(
        t,
        agent,
        `/app/care/customers/${customer.id}/receipts/${receiptId}/resend`,
        {
          reason: 'customer_request',
        },
      );
      expect(resent.statusCode, resent.body).toBe(200);
      const mail = await latestMailTo(t.database, customer.email, receiptId);
      expect(mail.subject).toContain(subject);
      const items = taxesIn(mail.textBody, label);
      expect(items, mail.textBody).toEqual(
        expect.arrayContaining(expected.map((line) => expect.stringMatching(line))),
      );
    }
  });
});
