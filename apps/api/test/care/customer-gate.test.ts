/**
 * Finding a customer and the CPNI gate (docs/decisions/028): search answers existence and name
 * only; the account opens to a staff member after the customer reads back the mailed code, and
 * each read of it is audited; a support sign-in link needs a verified customer, who is mailed.
 */
import { randomInt } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { STAFF_MESSAGES } from '@mvno/contracts/staff-messages';
import { users } from '../../src/db/schema/accounts';
import { call, codeIn, latestMailTo, mailsTo } from '../support/auth';
import { newStaff, type TestAgent } from '../support/chat';
import { customerWithCard, payBody } from '../support/commerce';
import { createLine, imeiOf } from '../support/lines';
import { useTestApp } from '../support/test-app';

const t = useTestApp({ content: true, overrides: { SUPPORT_HOURS: 'always' } });

const search = async (staff: TestAgent, q: string) => {
  const response = await call(t, 'GET', `/app/care/customers?q=${encodeURIComponent(q)}`, {
    token: staff.token,
  });
  expect(response.statusCode).toBe(200);
  return (response.json() as { customers: { id: string; firstName: string; matchedBy: string }[] }).customers;
};

/** The staff member asks for a support sign-in link to the customer's account (the answer, not yet checked). */
const supportLink = (staff: TestAgent, customerId: string) =>
  call(t, 'POST', `/app/care/customers/${customerId}/support-link`, { token: staff.token });

/** A customer with a paid order (its line, receipt), a contact number and a line with a known SIM and device. */
async function customerWorld() {
  const { plan, customer, card } = await customerWithCard(t);
  const paid = await customer.post('/app/checkout/pay', payBody(plan.id, card.id));
  expect(paid.statusCode).toBe(200);
  const { orderId, transactionId } = paid.json() as { orderId: string; transactionId: string };
  await t.database.db
    .update(users)
    .set({
      firstName: 'Grace',
      lastName: 'Hopperton',
      contactNumber: '+15125550187',
      city: 'Austin',
      state: 'TX',
    })
    .where(eq(users.id, customer.id));
  const imei = imeiOf('35209900');
  const line = await createLine(t.database, customer.id, {
    mdn: '5125550142',
    iccid: '8901260999988877761',
    imei,
    subscriberNumber: `SUB-${randomInt(100_000_000, 999_999_999)}`,
  });
  return { customer, orderId, transactionId, imei, line };
}

/** Verifies the customer with the code mailed to them (its subject in the account's language). */
async function verify(staff: TestAgent, customerId: string, email: string, subject = 'verification code') {
  const sent = await call(t, 'POST', `/app/care/customers/${customerId}/verification`, {
    token: staff.token,
  });
  expect(sent.statusCode).toBe(200);
  const code = codeIn((await latestMailTo(t.database, email, subject)).textBody);
  return call(t, 'POST', `/app/care/customers/${customerId}/verification/confirm`, {
    token: staff.token,
    body: { code },
  });
}

describe('customer search', () => {
  it('finds a customer by name, email, phone in any format, account number, ICCID, IMEI, order id and receipt number, showing only the name', async () => {
    const world = await customerWorld();
    const agent = await newStaff(t, 'agent');
    // The name, and what tells namesakes apart without the account (decision 082): never the email itself.
    const [local, domain] = world.customer.email.split('@');
    const found = (matchedBy: string) => [
      {
        id: world.customer.id,
        firstName: 'Grace',
        lastName: 'Hopperton',
        maskedEmail: `${local?.slice(0, 1)}•••@${domain}`,
        place: 'Austin, TX',
        customerSince: expect.any(String),
        matchedBy,
      },
    ];

    expect(await search(agent, 'grace hop')).toEqual(found('name'));
    expect(await search(agent, 'Hopper')).toEqual(found('name'));
    expect(await search(agent, world.customer.email.toUpperCase())).toEqual(found('email'));
    expect(await search(agent, '(512) 555-0142')).toEqual(found('phone'));
    expect(await search(agent, '+1 512.555.0187')).toEqual(found('phone'));
    expect(await search(agent, '15125550142')).toEqual(found('phone'));
    expect(await search(agent, '8901 2609 9998 8877 761')).toEqual(found('iccid'));
    expect(await search(agent, world.imei)).toEqual(found('imei'));
    // The account number the customer reads off their line card, in any case.
    expect(await search(agent, world.line.subscriberNumber)).toEqual(found('account'));
    expect(await search(agent, world.line.subscriberNumber.toLowerCase())).toEqual(found('account'));
    expect(await search(agent, world.orderId)).toEqual(found('order'));
    expect(await search(agent, world.transactionId)).toEqual(found('receipt'));
    expect(await search(agent, 'nobody-here')).toEqual([]);
    expect(await search(agent, '12345')).toEqual([]);
  });

  it('never lists staff accounts', async () => {
    const agent = await newStaff(t, 'agent', 'Sam');
    const other = await newStaff(t, 'supervisor', 'Sue');
    expect(await search(agent, other.email)).toEqual([]);
  });
});

describe('the CPNI gate', () => {
  it('shows an unverified staff member only the name; the support link is refused', async () => {
    const world = await customerWorld();
    const agent = await newStaff(t, 'agent');

    const view = await call(t, 'GET', `/app/care/customers/${world.customer.id}`, { token: agent.token });
    const link = await supportLink(agent, world.customer.id);

    expect(view.statusCode).toBe(200);
    expect(view.json()).toEqual({
      id: world.customer.id,
      firstName: 'Grace',
      lastName: 'Hopperton',
      language: 'en-US',
      verifiedUntil: null,
      account: null,
    });
    expect(view.body).not.toContain(world.customer.email);
    expect(view.body).not.toContain('5125550142');
    expect(link.statusCode).toBe(403);
    expect(link.json()).toEqual({ message: STAFF_MESSAGES.care.notVerified });
  });

  it("shows the customer's language with the name, before and after verification (decision 057)", async () => {
    const world = await customerWorld();
    await t.database.db.update(users).set({ language: 'es-US' }).where(eq(users.id, world.customer.id));
    const agent = await newStaff(t, 'agent');

    const before = await call(t, 'GET', `/app/care/customers/${world.customer.id}`, { token: agent.token });
    // The code is mailed in the customer's language (decision 058).
    const after = await verify(agent, world.customer.id, world.customer.email, 'código de verificación');

    expect(before.json()).toMatchObject({ language: 'es-US', verifiedUntil: null, account: null });
    expect(after.json()).toMatchObject({ language: 'es-US', verifiedUntil: expect.any(String) });
  });

  it('opens the account to the staff member who verified the customer, and audits every read', async () => {
    const world = await customerWorld();
    const agent = await newStaff(t, 'agent', 'Sam');
    const other = await newStaff(t, 'agent', 'Kim');
    // The customer is chatting: the code goes to their mail only, never into the chat the agent reads.
    const chatting = await call(t, 'POST', '/app/chat/messages', {
      token: world.customer.token,
      body: { message: 'I was charged twice' },
    });
    expect(chatting.statusCode).toBe(200);

    const sent = await call(t, 'POST', `/app/care/customers/${world.customer.id}/verification`, {
      token: agent.token,
    });
    expect(sent.json()).toEqual({ message: STAFF_MESSAGES.care.verifyCodeSent });
    const mail = await latestMailTo(t.database, world.customer.email, 'verification code');
    const code = codeIn(mail.textBody);
    const wrong = await call(t, 'POST', `/app/care/customers/${world.customer.id}/verification/confirm`, {
      token: agent.token,
      body: { code: code === '000000' ? '111111' : '000000' },
    });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().errors).toEqual([{ field: 'code', message: STAFF_MESSAGES.care.verifyCodeWrong }]);
    const verified = await call(t, 'POST', `/app/care/customers/${world.customer.id}/verification/confirm`, {
      token: agent.token,
      body: { code },
    });

    expect(verified.statusCode).toBe(200);
    const account = verified.json().account;
    expect(account.profile).toMatchObject({ email: world.customer.email, contactNumber: '+15125550187' });
    expect(account.lines.map((l: { mdn: string }) => l.mdn)).toContain('5125550142');
    expect(account.payments[0]).toMatchObject({ id: world.transactionId, successful: true });
    const chat = await call(t, 'GET', '/app/chat', { token: world.customer.token });
    expect(chat.statusCode).toBe(200);
    type Messages = { messages: { text: string }[] };
    const texts = (of: Messages) => of.messages.map((m) => m.text);
    expect(texts((chat.json() as { conversation: Messages }).conversation)).toEqual(['I was charged twice']);
    const conversations = await call(t, 'GET', '/app/support/conversations', { token: agent.token });
    const conversationId = conversations.json().conversations[0].id as string;
    const inbox = await call(t, 'GET', `/app/support/conversations/${conversationId}`, {
      token: agent.token,
    });
    expect(texts(inbox.json() as Messages)).toEqual(['I was charged twice']);

    // Another staff member still sees the name only.
    expect(
      (await call(t, 'GET', `/app/care/customers/${world.customer.id}`, { token: other.token })).json()
        .account,
    ).toBeNull();
    const again = await call(t, 'GET', `/app/care/customers/${world.customer.id}`, { token: agent.token });
    // The confirmation's answer was the first read, this one the second.
    expect(again.json().account.audit.map((e: { action: string }) => e.action)).toEqual([
      'customer.read',
      'customer.read',
      'customer.verified',
      'customer.verify_failed',
      'customer.verify_sent',
    ]);
    const admin = await newStaff(t, 'admin', 'Ada');
    const reads = await call(
      t,
      'GET',
      `/app/care/audit?customerId=${world.customer.id}&action=customer.read`,
      {
        token: admin.token,
      },
    );
    expect(reads.json().entries).toHaveLength(2);
    expect(reads.json().entries[0].staff).toEqual({ id: agent.id, name: 'Sam Rivera', role: 'agent' });
  });

  it('makes a support sign-in link only for a verified customer, and mails the customer', async () => {
    const world = await customerWorld();
    const agent = await newStaff(t, 'agent', 'Sam');
    await verify(agent, world.customer.id, world.customer.email);

    const link = await supportLink(agent, world.customer.id);

    expect(link.statusCode).toBe(200);
    expect(link.json().url).toMatch(/\/crm-login\?token=/);
    const notice = (await mailsTo(t.database, world.customer.email)).find((m) =>
      m.subject.includes('support signed in'),
    );
    expect(notice?.textBody).toContain('Sam Rivera');
    const session = await call(t, 'POST', '/app/auth/crm-login', {
      body: { token: decodeURIComponent(link.json().url.split('token=')[1]) },
    });
    expect(session.statusCode).toBe(200);
  });
});
