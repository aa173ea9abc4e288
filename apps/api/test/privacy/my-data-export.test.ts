/**
 * The right to know (decision 027): the export holds the customer's profile, lines, orders and
 * receipts, cards as brand and last four, sessions, chats, contact messages, consents and audit
 * entries, and nothing of another customer's, and no secret.
 */
import { describe, expect, it } from 'vitest';
import type { MyData } from '@mvno/contracts/api/my-data';
import { RENEWAL_TERMS_VERSION } from '@mvno/contracts/product-constants/renewal-consent';
import { users } from '../../src/db/schema/accounts';
import { sandboxPaymentMethods } from '../../src/db/schema/payments';
import { customerWithCard, payBody, type TestCustomer } from '../support/commerce';
import { useTestApp } from '../support/test-app';

const t = useTestApp({ content: true });

/** A customer with a line, a chat message and a contact message, all through the API. */
async function activeCustomer(firstName: string) {
  const { plan, customer, card } = await customerWithCard(t);
  const placed = (await customer.post('/app/checkout/pay', payBody(plan.id, card.id))).json();
  expect(placed.successful).toBe(true);
  await customer.post('/app/chat/messages', { message: `Hello from ${firstName}` });
  await t.app.inject({
    method: 'POST',
    url: '/app/users/contactus',
    headers: t.headers,
    payload: { name: firstName, email: customer.email, message: `Contact from ${firstName}` },
  });
  return { customer, card, line: placed.line as { id: string; mdn: string } };
}

const exportOf = async (customer: TestCustomer) => {
  const response = await customer.get('/app/users/my-data');
  expect(response.statusCode).toBe(200);
  expect(response.headers['content-disposition']).toMatch(
    /^attachment; filename="my-data-\d{4}-\d{2}-\d{2}\.json"$/,
  );
  return { data: response.json() as MyData, text: response.body };
};

describe('my data export', () => {
  it("holds everything about the customer and nothing of another's", async () => {
    const ada = await activeCustomer('Ada');
    const bob = await activeCustomer('Bob');

    const { data, text } = await exportOf(ada.customer);

    expect(data.profile).toMatchObject({ id: ada.customer.id, email: ada.customer.email });
    expect(data.lines).toEqual([expect.objectContaining({ id: ada.line.id, mdn: ada.line.mdn })]);
    expect(data.orders).toHaveLength(1);
    expect(data.receipts).toEqual([expect.objectContaining({ successful: true, finalCents: 4480 })]);
    expect(data.cards).toEqual([{ brand: ada.card.network, last4: ada.card.last4Digits }]);
    expect(data.sessions.length).toBeGreaterThan(0);
    expect(JSON.stringify(data.chats)).toContain('Hello from Ada');
    expect(data.contactMessages).toEqual([expect.objectContaining({ message: 'Contact from Ada' })]);
    expect(data.consents).toEqual([
      expect.objectContaining({ kind: 'automatic_renewal', termsVersion: RENEWAL_TERMS_VERSION }),
    ]);
    expect(Array.isArray(data.auditEntries)).toBe(true);

    // Nothing of Bob's: not his email, number, line, card or messages.
    for (const foreign of [bob.customer.email, bob.line.mdn, bob.line.id, bob.card.id, 'Bob']) {
      expect(text).not.toContain(foreign);
    }
    // No secret: password hash, card tokens.
    const [stored] = await t.database.db.select({ hash: users.passwordHash }).from(users);
    expect(text).not.toContain(stored?.hash ?? 'no hash');
    for (const method of await t.database.db.select().from(sandboxPaymentMethods)) {
      expect(text).not.toContain(method.token);
    }
    expect(text).not.toMatch(/passwordHash|codeHash|tokenHash|pinHash/);
  });

  it('answers a logged-out caller 401', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/app/users/my-data', headers: t.headers });
    expect(response.statusCode).toBe(401);
  });
});
