import { asc, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import {
  ASSISTED_SESSION_TTL_SECONDS,
  SESSION_TTL_SECONDS,
} from '@mvno/contracts/product-constants/accounts';
import { ACCOUNT_MESSAGES } from '@mvno/contracts/account-messages';
import { PRODUCT_MESSAGES } from '@mvno/contracts/product-messages';
import { supportAudit, users } from '../../src/db/schema/accounts';
import { subscriptionLines } from '../../src/db/schema/lines';
import { assistedSessionOf as assistedSessionOfCustomer } from '../support/assisted';
import { claimsOf, loginWithPassword, OTHER_PASSWORD, STRONG_PASSWORD } from '../support/auth';
import {
  customerWithCard,
  orderBody,
  orderCounts,
  payBody,
  saveCard,
  type TestCustomer,
} from '../support/commerce';
import { createLine, numberEnding, OLD_SERVICE } from '../support/lines';
import { useTestApp } from '../support/test-app';

const t = useTestApp({ content: true });
const REFUSED = { message: PRODUCT_MESSAGES.accounts.assistedRefused };
const SERVICE_REFUSED = { message: PRODUCT_MESSAGES.accounts.assistedServiceRefused };
const CHANGE_REFUSED = { message: ACCOUNT_MESSAGES.assisted.changeRefused };
const EXPORT_REFUSED = { message: ACCOUNT_MESSAGES.myData.assistedRefused };

const assistedSessionOf = (email: string) => assistedSessionOfCustomer(t, email);

/** The customer's requests, made with another session's token. */
function withToken(customer: TestCustomer, token: string): TestCustomer {
  const send = (method: 'GET' | 'POST' | 'DELETE', url: string, body?: unknown) =>
    t.app.inject({
      method,
      url,
      headers: { ...t.headers, authorization: `Bearer ${token}` },
      ...(body === undefined ? {} : { payload: body as object }),
    });
  return {
    ...customer,
    token,
    get: (url) => send('GET', url),
    post: (url, body) => send('POST', url, body),
    del: (url, body) => send('DELETE', url, body),
  };
}

const secondsLeft = (token: string) => claimsOf(token).exp! - Math.floor(Date.now() / 1000);

describe('a session opened by a support sign-in link', () => {
  it('lasts an hour', async () => {
    const { customer } = await customerWithCard(t);
    const session = await assistedSessionOf(customer.email);

    expect(session.assisted).toBe(true);
    expect(secondsLeft(session.token)).toBeGreaterThan(ASSISTED_SESSION_TTL_SECONDS - 60);
    expect(secondsLeft(session.token)).toBeLessThanOrEqual(ASSISTED_SESSION_TTL_SECONDS);
    expect(secondsLeft(customer.token)).toBeGreaterThan(SESSION_TTL_SECONDS - 60);
  });

  it('is refused the export of all the data, suspending a line and the password change, which change nothing (decision 043)', async () => {
    const { customer } = await customerWithCard(t);
    const line = await createLine(t.database, customer.id);
    const agent = withToken(customer, (await assistedSessionOf(customer.email)).token);

    const exported = await agent.get('/app/users/my-data');
    const suspended = await agent.post(`/app/users/lines/${line.id}/suspend-lost`);
    const password = await agent.post('/app/users/changepassword', {
      currentPassword: STRONG_PASSWORD,
      newPassword: OTHER_PASSWORD,
      confirmNewPassword: OTHER_PASSWORD,
    });

    expect([exported.statusCode, exported.json()]).toEqual([403, EXPORT_REFUSED]);
    expect(exported.body).not.toContain(customer.email);
    for (const response of [suspended, password])
      expect([response.statusCode, response.json()]).toEqual([403, CHANGE_REFUSED]);
    // The line still works, the password is the same, the customer's own session lives.
    const [row] = await t.database.db
      .select()
      .from(subscriptionLines)
      .where(eq(subscriptionLines.id, line.id));
    expect(row?.status).toBe(line.status);
    expect((await loginWithPassword(t, customer.email, STRONG_PASSWORD)).statusCode).toBe(200);
    expect((await customer.get('/app/users/view')).statusCode).toBe(200);
    // The customer's own session still exports and suspends.
    expect((await customer.get('/app/users/my-data')).statusCode).toBe(200);
    expect((await customer.post(`/app/users/lines/${line.id}/suspend-lost`)).statusCode).toBe(200);
  });

  it('is refused payments and card changes, which change nothing', async () => {
    const { plan, customer, card } = await customerWithCard(t);
    const agent = withToken(customer, (await assistedSessionOf(customer.email)).token);
    const before = await orderCounts(t.database);

    const calls = [
      await agent.post('/app/checkout/pay', payBody(plan.id, card.id)),
      await agent.post('/app/payments/storecardpage'),
      await agent.post('/app/payments/storecardpage/confirm', { sessionId: 'cs_anything' }),
      await agent.del('/app/payments/cards', { cardId: card.id }),
      await agent.post('/app/payments/cards/setdefault', { cardId: card.id }),
    ];

    for (const response of calls) {
      expect(response.statusCode).toBe(403);
      expect(response.json()).toEqual(REFUSED);
    }
    expect(await orderCounts(t.database)).toEqual(before);
    const cards = (await customer.get('/app/payments/cards')).json().cards;
    expect(cards).toHaveLength(1);
    // What it may do: read the cards and price an order.
    expect((await agent.get('/app/payments/cards')).statusCode).toBe(200);
    expect((await agent.post('/app/checkout/quote', orderBody(plan.id))).statusCode).toBe(200);
    // The customer's own session still pays and saves cards.
    expect((await customer.post('/app/checkout/pay', payBody(plan.id, card.id))).json().successful).toBe(
      true,
    );
    expect((await saveCard(t, customer)).id).toBeTruthy();
  });

  it('is refused changes of the service, the address, Number Lock and signed-in devices, which change nothing', async () => {
    const { customer } = await customerWithCard(t);
    const line = await createLine(t.database, customer.id);
    const portLine = await createLine(t.database, customer.id);
    const agent = withToken(customer, (await assistedSessionOf(customer.email)).token);
    const holder = { firstName: 'Alex', lastName: 'Smith' };
    const address = { address: '1 Main St', city: 'Austin', state: 'TX', zipCode: '78702' };
    const [before] = await t.database.db.select().from(users).where(eq(users.id, customer.id));

    const calls = {
      endOthers: await agent.post('/app/users/sessions/end-others'),
      endOne: await agent.del(`/app/users/sessions/${claimsOf(customer.token).sid}`),
      autoRenewOff: await agent.post(`/app/users/lines/${line.id}/auto-renew`, { autoRenew: false }),
      address: await agent.post('/app/users/edit', address),
      portIn: await agent.post('/app/users/portin/bring/number', {
        replaceNumber: true,
        msisdn: numberEnding('5550199'),
        zipCode: '10001',
        oldService: OLD_SERVICE,
        tempSubscriptionId: portLine.id,
      }),
      startPort: await agent.post('/app/users/portin/make/start', {
        msisdn: numberEnding('5550198'),
        oldService: { ...OLD_SERVICE, ...holder },
        accountDetails: { ...holder, zipCode: '10001' },
        activationDetails: { tempSubscriptionId: portLine.id },
      }),
      unlockCode: await agent.post(`/app/users/lines/${line.id}/number-lock/code`),
      cancelPlanChange: await agent.del(`/app/users/lines/${line.id}/plan-change`),
    };

    for (const [name, response] of Object.entries(calls)) {
      expect({ name, status: response.statusCode }).toEqual({ name, status: 403 });
      expect(response.json()).toEqual(SERVICE_REFUSED);
    }
    // Nothing changed: the customer is still signed in, the line renews, the address is the same.
    expect((await customer.get('/app/users/view')).statusCode).toBe(200);
    const [after] = await t.database.db.select().from(users).where(eq(users.id, customer.id));
    expect(after).toEqual(before);
    const rows = await t.database.db
      .select()
      .from(subscriptionLines)
      .where(eq(subscriptionLines.userId, customer.id));
    expect(rows.map((row) => [row.autoRenew, row.status])).toEqual([
      [true, line.status],
      [true, portLine.status],
    ]);
    // Reading stays allowed.
    for (const url of ['/app/users/view', '/app/users/lines', '/app/users/sessions'])
      expect((await agent.get(url)).statusCode).toBe(200);
  });

  it('writes down every call it makes, refused ones too, and the customer sees them with the session', async () => {
    const { plan, customer, card } = await customerWithCard(t);
    const agentSession = await assistedSessionOf(customer.email);
    const agent = withToken(customer, agentSession.token);

    await agent.get('/app/payments/cards');
    await agent.post('/app/checkout/quote', orderBody(plan.id));
    await agent.post('/app/checkout/pay', payBody(plan.id, card.id));

    const rows = await t.database.db
      .select()
      .from(supportAudit)
      .where(eq(supportAudit.action, 'assisted_call'))
      .orderBy(asc(supportAudit.createdAt));
    expect(rows.map((row) => row.call)).toEqual([
      'GET /app/payments/cards',
      'POST /app/checkout/quote',
      'POST /app/checkout/pay',
    ]);
    for (const row of rows) {
      expect(row.userId).toBe(customer.id);
      expect(row.createdAt).toBeInstanceOf(Date);
      expect(row.sessionId).toBe(claimsOf(agentSession.token).sid);
    }

    // The customer's own calls are not written down.
    const listed = (await customer.get('/app/users/sessions')).json().sessions as {
      assisted: boolean;
      supportCalls?: { call: string; at: string }[];
    }[];
    const own = listed.find((session) => !session.assisted);
    const support = listed.find((session) => session.assisted);
    expect(own?.supportCalls).toBeUndefined();
    expect(support?.supportCalls?.map((entry) => entry.call)).toEqual([
      'POST /app/checkout/pay',
      'POST /app/checkout/quote',
      'GET /app/payments/cards',
    ]);
    expect(
      (await t.database.db.select().from(supportAudit).where(eq(supportAudit.action, 'assisted_call')))
        .length,
    ).toBe(3);
  });
});
