/**
 * Verifying a caller with the account PIN (docs/decisions/042): the second way through the CPNI
 * gate, for a customer who cannot read the mailed code. Wrong PINs are audited and limited per
 * customer and per staff member; a staff member learns only whether a PIN is set.
 */
import { describe, expect, it } from 'vitest';
import {
  CPNI_PIN_TRIES_PER_CUSTOMER_HOUR,
  CPNI_PIN_TRIES_PER_STAFF_HOUR,
} from '@mvno/contracts/product-constants/care';
import { STAFF_MESSAGES } from '@mvno/contracts/staff-messages';
import { call, registerCustomer } from '../support/auth';
import { newStaff, type TestAgent } from '../support/chat';
import { stepUp } from '../support/step-up';
import { useTestApp } from '../support/test-app';

const t = useTestApp();

async function customerWithPin(pin: string | undefined) {
  const customer = await registerCustomer(t);
  if (pin) {
    await stepUp(t, customer.token, customer.email);
    const set = await call(t, 'POST', '/app/users/account-pin', { token: customer.token, body: { pin } });
    expect(set.statusCode).toBe(200);
  }
  return { id: customer.user.id as string, email: customer.email };
}

const tryPin = (staff: TestAgent, customerId: string, pin: string) =>
  call(t, 'POST', `/app/care/customers/${customerId}/verification/pin`, {
    token: staff.token,
    body: { pin },
  });

const audit = async (customerId: string) => {
  const admin = await newStaff(t, 'admin', 'Ada');
  const page = await call(t, 'GET', `/app/care/audit?customerId=${customerId}`, { token: admin.token });
  return (page.json().entries as { action: string; after: Record<string, unknown> | null }[]).map((e) => [
    e.action,
    e.after?.by ?? null,
  ]);
};

describe('verifying a caller with the account PIN', () => {
  it('opens the account with the right PIN; a wrong one is refused at the field and audited', async () => {
    const customer = await customerWithPin('4820');
    const agent = await newStaff(t, 'agent', 'Sam');

    const wrong = await tryPin(agent, customer.id, '4821');
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().errors).toEqual([{ field: 'pin', message: STAFF_MESSAGES.care.verifyPinWrong }]);
    expect(
      (await call(t, 'GET', `/app/care/customers/${customer.id}`, { token: agent.token })).json().account,
    ).toBeNull();

    const right = await tryPin(agent, customer.id, '4820');
    expect(right.statusCode).toBe(200);
    expect(right.json().verifiedUntil).not.toBeNull();
    expect(right.json().account.profile.email).toBe(customer.email);
    // The confirmation's answer is a read of the account.
    expect(await audit(customer.id)).toEqual([
      ['customer.read', null],
      ['customer.verified', 'pin'],
      ['customer.verify_failed', 'pin'],
    ]);
    // Another staff member still sees the name only.
    const other = await newStaff(t, 'agent', 'Kim');
    expect(
      (await call(t, 'GET', `/app/care/customers/${customer.id}`, { token: other.token })).json().account,
    ).toBeNull();
  });

  it('tells the staff member when the customer has set no PIN, and nothing else opens', async () => {
    const customer = await customerWithPin(undefined);
    const agent = await newStaff(t, 'agent');

    const answer = await tryPin(agent, customer.id, '4820');
    expect(answer.statusCode).toBe(400);
    expect(answer.json().errors).toEqual([{ field: 'pin', message: STAFF_MESSAGES.care.verifyPinNotSet }]);
    const malformed = await tryPin(agent, customer.id, '12');
    expect(malformed.json().errors).toEqual([{ field: 'pin', message: STAFF_MESSAGES.care.verifyPinField }]);
  });

  it(`limits tries to ${CPNI_PIN_TRIES_PER_CUSTOMER_HOUR} an hour per customer, whoever tries`, async () => {
    const customer = await customerWithPin('730519');
    const sam = await newStaff(t, 'agent', 'Sam');
    const kim = await newStaff(t, 'agent', 'Kim');
    for (let i = 0; i < CPNI_PIN_TRIES_PER_CUSTOMER_HOUR; i += 1) {
      expect((await tryPin(i % 2 ? kim : sam, customer.id, '111222')).statusCode).toBe(400);
    }
    const lee = await newStaff(t, 'agent', 'Lee');
    const limited = await tryPin(lee, customer.id, '730519');
    expect(limited.statusCode).toBe(429);
    expect(
      (await call(t, 'GET', `/app/care/customers/${customer.id}`, { token: lee.token })).json().account,
    ).toBeNull();
  });

  it(`limits tries to ${CPNI_PIN_TRIES_PER_STAFF_HOUR} an hour per staff member, across customers`, async () => {
    const agent = await newStaff(t, 'agent', 'Sam');
    const perCustomer = CPNI_PIN_TRIES_PER_CUSTOMER_HOUR;
    let tries = 0;
    while (tries < CPNI_PIN_TRIES_PER_STAFF_HOUR) {
      const customer = await customerWithPin('582047');
      for (let i = 0; i < perCustomer && tries < CPNI_PIN_TRIES_PER_STAFF_HOUR; i += 1, tries += 1) {
        expect((await tryPin(agent, customer.id, '999000')).statusCode).toBe(400);
      }
    }
    const fresh = await customerWithPin('582047');
    expect((await tryPin(agent, fresh.id, '582047')).statusCode).toBe(429);
    // Another staff member is not held back by Sam's tries.
    const kim = await newStaff(t, 'agent', 'Kim');
    expect((await tryPin(kim, fresh.id, '582047')).statusCode).toBe(200);
  });
});
