/**
 * The right to know (decision 027): the export holds the customer's profile, lines, orders and
 * receipts, cards as brand and last four, sessions, chats, contact messages, consents, audit
 * entries, each line's E911 address with its 911-notice acknowledgment, Number Lock and transfer
 * PIN history (made, valid until, used), and nothing of another customer's, and no secret.
 */
import { describe, expect, it } from 'vitest';
import type { MyData } from '@mvno/contracts/api/my-data';
import { RENEWAL_TERMS_VERSION } from '@mvno/contracts/product-constants/renewal-consent';
import { E911_DISCLOSURE_VERSION } from '@mvno/contracts/product-constants/privacy';
import { users } from '../../src/db/schema/accounts';
import { transferPins } from '../../src/db/schema/lines';
import { sandboxPaymentMethods } from '../../src/db/schema/payments';
import { customerWithCard, payBody, type TestCustomer } from '../support/commerce';
import { addLine } from '../support/profile';
import { stepUp } from '../support/step-up';
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

/**
 * The customer's line gets an E911 address (the 911 notice acknowledged) and Number Lock; a
 * second line gets a transfer PIN, which another carrier then uses to move its number away.
 */
async function withLineServices(who: Awaited<ReturnType<typeof activeCustomer>>, street: string) {
  const { customer, line } = who;
  const address = { addressOne: street, city: 'Austin', state: 'TX', zipCode: '78701' };
  const saved = await customer.put(`/app/users/lines/${line.id}/emergency-address`, {
    ...address,
    disclosureAccepted: true,
    disclosureVersion: E911_DISCLOSURE_VERSION,
  });
  expect(saved.statusCode).toBe(200);
  expect((await customer.post(`/app/users/lines/${line.id}/number-lock`)).statusCode).toBe(200);
  const second = await addLine(t.database, customer.id);
  await stepUp(t, customer.token, customer.email);
  const made = await customer.post(`/app/users/lines/${second.id}/transfer-pin`);
  expect(made.statusCode).toBe(200);
  const { pin, accountNumber } = made.json() as { pin: string; accountNumber: string };
  const moved = await t.app.inject({
    method: 'POST',
    url: '/dev/carrier/port-out',
    payload: { mdn: second.mdn, accountNumber, pin, requestedBy: 'Rival Wireless' },
  });
  expect(moved.statusCode).toBe(200);
  expect(moved.json()).toMatchObject({ accepted: true });
  return { address, second };
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
    const adas = await withLineServices(ada, '500 Congress Ave');
    const bobs = await withLineServices(bob, '77 Bobcat Trail');
    // Ada's notice choices (decision 087); Bob's are different and not hers to see.
    const adasChoice = { billing: 'mail', usage: 'text', service: 'both', family: 'mail' };
    expect((await ada.customer.put('/app/users/notice-preferences', adasChoice)).statusCode).toBe(200);
    const bobsChoice = { billing: 'both', usage: 'both', service: 'both', family: 'both' };
    expect((await bob.customer.put('/app/users/notice-preferences', bobsChoice)).statusCode).toBe(200);

    const { data, text } = await exportOf(ada.customer);

    expect(data.profile).toMatchObject({ id: ada.customer.id, email: ada.customer.email });
    expect(data.lines).toEqual([
      expect.objectContaining({ id: ada.line.id, mdn: ada.line.mdn }),
      expect.objectContaining({ id: adas.second.id, status: 'ported_out' }),
    ]);
    expect(data.orders).toHaveLength(1);
    expect(data.receipts).toEqual([expect.objectContaining({ successful: true, finalCents: 4480 })]);
    // The receipt's invoice, with its lines (decision 069).
    expect(data.invoices).toEqual([
      expect.objectContaining({
        kind: 'invoice',
        totalCents: 4480,
        lines: expect.arrayContaining([expect.objectContaining({ kind: 'item' })]),
      }),
    ]);
    expect(data.cards).toEqual([{ brand: ada.card.network, last4: ada.card.last4Digits }]);
    expect(data.sessions.length).toBeGreaterThan(0);
    expect(JSON.stringify(data.chats)).toContain('Hello from Ada');
    expect(data.contactMessages).toEqual([expect.objectContaining({ message: 'Contact from Ada' })]);
    expect(data.consents).toEqual([
      expect.objectContaining({ kind: 'automatic_renewal', termsVersion: RENEWAL_TERMS_VERSION }),
    ]);
    expect(Array.isArray(data.auditEntries)).toBe(true);
    expect(data.emergencyAddresses).toEqual([
      expect.objectContaining({
        lineId: ada.line.id,
        ...adas.address,
        disclosureVersion: E911_DISCLOSURE_VERSION,
        acknowledgedAt: expect.any(String),
      }),
    ]);
    expect(data.numberLocks).toEqual([{ lineId: ada.line.id, lockedAt: expect.any(String) }]);
    // The notice choices as saved, with when (decision 094).
    expect(data.noticePreferences).toEqual([{ ...adasChoice, updatedAt: expect.any(String) }]);
    // The transfer PIN's history: made, valid until, used (by the port-out); never the PIN.
    expect(data.transferPins).toEqual([
      {
        lineId: adas.second.id,
        createdAt: expect.any(String),
        expiresAt: expect.any(String),
        usedAt: expect.any(String),
      },
    ]);

    // Nothing of Bob's: not his email, number, line, card or messages.
    const bobsThings = [bob.customer.email, bob.line.mdn, bob.line.id, bob.card.id, 'Bob'];
    for (const foreign of [...bobsThings, bobs.second.id, bobs.second.mdn]) {
      expect(text).not.toContain(foreign);
    }
    // No secret: password hash, card tokens.
    const [stored] = await t.database.db.select({ hash: users.passwordHash }).from(users);
    expect(text).not.toContain(stored?.hash ?? 'no hash');
    for (const method of await t.database.db.select().from(sandboxPaymentMethods)) {
      expect(text).not.toContain(method.token);
    }
    for (const pin of await t.database.db.select().from(transferPins)) {
      expect(text).not.toContain(pin.pinHash);
    }
    expect(text).not.toMatch(/passwordHash|codeHash|tokenHash|pinHash|"pin"/);
  });

  it('answers a logged-out caller 401', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/app/users/my-data', headers: t.headers });
    expect(response.statusCode).toBe(401);
  });
});
