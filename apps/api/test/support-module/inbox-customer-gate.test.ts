/**
 * The inbox's customer panel behind the CPNI gate (docs/decisions/028, 042): an agent who has not
 * verified the customer sees what the care console shows (the name, and that they are not
 * verified); once the agent verified them (the care console's code or account PIN), the panel
 * shows the account and every read of it is in the staff audit log.
 */
import { describe, expect, it } from 'vitest';
import { call } from '../support/auth';
import { verify } from '../support/care';
import { customerWithLineAndOrder, newAgent, newStaff, startVisitor, type TestAgent } from '../support/chat';
import { CHANNEL_HEADERS, useTestApp } from '../support/test-app';

const t = useTestApp({ overrides: { SUPPORT_HOURS: 'always' } });

/** A customer with a line and an order, chatting; the conversation's id as the inbox lists it. */
async function chattingCustomer(language: 'en-US' | 'es-US' = 'en-US') {
  const customer = await customerWithLineAndOrder(t);
  if (language !== 'en-US') {
    const chosen = await t.app.inject({
      method: 'PUT',
      url: '/app/users/language',
      headers: { ...CHANNEL_HEADERS, authorization: `Bearer ${customer.token}` },
      payload: { language },
    });
    expect(chosen.statusCode).toBe(200);
  }
  const sent = await call(t, 'POST', '/app/chat/messages', {
    token: customer.token,
    body: { message: 'Bill question' },
  });
  expect(sent.statusCode).toBe(200);
  const agent = await newAgent(t);
  const listed = await call(t, 'GET', '/app/support/conversations', { token: agent.token });
  const conversationId = (listed.json().conversations as { id: string; customerId: string }[]).find(
    (c) => c.customerId === customer.user.id,
  )!.id;
  return { customer: { id: customer.user.id as string, email: customer.email }, agent, conversationId };
}

const panel = (agent: TestAgent, conversationId: string) =>
  call(t, 'GET', `/app/support/conversations/${conversationId}/customer`, { token: agent.token });

const readsOf = async (customerId: string) => {
  const admin = await newStaff(t, 'admin', 'Ada');
  const page = await call(t, 'GET', `/app/care/audit?customerId=${customerId}&action=customer.read`, {
    token: admin.token,
  });
  return (page.json().entries as { staff: { id: string }; after: Record<string, unknown> | null }[]).map(
    (entry) => ({ staffId: entry.staff.id, via: entry.after?.via ?? null }),
  );
};

describe('the inbox list and conversation', () => {
  it("never carry a customer's email of record: only the verified panel shows it", async () => {
    const { customer, agent, conversationId } = await chattingCustomer();

    const list = await call(t, 'GET', '/app/support/conversations?view=all', { token: agent.token });
    const detail = await call(t, 'GET', `/app/support/conversations/${conversationId}`, {
      token: agent.token,
    });

    expect(list.json().conversations).toEqual([
      expect.objectContaining({ name: 'Lin Park', email: null, customerId: customer.id }),
    ]);
    expect(detail.json()).toMatchObject({ name: 'Lin Park', email: null });
    expect(list.body + detail.body).not.toContain(customer.email);
  });
});

describe("the customer's language in the inbox (decision 057)", () => {
  it('is in the list, the conversation and the panel before verification; a visitor has none', async () => {
    const { customer, agent, conversationId } = await chattingCustomer('es-US');
    await startVisitor(t);

    const list = await call(t, 'GET', '/app/support/conversations?view=all', { token: agent.token });
    const detail = await call(t, 'GET', `/app/support/conversations/${conversationId}`, {
      token: agent.token,
    });

    expect(list.json().conversations).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ customerId: customer.id, language: 'es-US' }),
        expect.objectContaining({ customerId: null, language: null }),
      ]),
    );
    expect(detail.json()).toMatchObject({ customerId: customer.id, language: 'es-US' });
    expect((await panel(agent, conversationId)).json()).toMatchObject({
      language: 'es-US',
      verifiedUntil: null,
      account: null,
    });
  });
});

describe('the inbox customer panel', () => {
  it('shows an agent who has not verified the customer only the name, and audits nothing', async () => {
    const { customer, agent, conversationId } = await chattingCustomer();

    const answer = await panel(agent, conversationId);

    expect(answer.statusCode).toBe(200);
    expect(answer.json()).toEqual({
      customerId: customer.id,
      firstName: 'Lin',
      lastName: 'Park',
      language: 'en-US',
      verifiedUntil: null,
      account: null,
    });
    expect(answer.body).not.toContain(customer.email);
    expect(answer.body).not.toContain('2125550123');
    expect(answer.body).not.toContain('Unlimited Plus');
    expect(await readsOf(customer.id)).toEqual([]);
  });

  it('shows the account once the agent verified the customer, and audits every read', async () => {
    const { customer, agent, conversationId } = await chattingCustomer();
    await verify(t, agent, customer);

    const first = await panel(agent, conversationId);
    const second = await panel(agent, conversationId);

    expect(first.statusCode).toBe(200);
    expect(first.json()).toMatchObject({
      customerId: customer.id,
      verifiedUntil: expect.any(String),
      account: {
        profile: { email: customer.email },
        lines: [{ mdn: '2125550123' }],
        orders: [{ item: 'Unlimited Plus' }],
      },
    });
    expect(second.json().account).not.toBeNull();
    // The care console's confirmation read it once; the panel twice.
    expect(await readsOf(customer.id)).toEqual([
      { staffId: agent.id, via: 'support_inbox' },
      { staffId: agent.id, via: 'support_inbox' },
      { staffId: agent.id, via: null },
    ]);

    // Another agent on the same conversation has verified no one.
    const other = await newAgent(t, 'Kim');
    expect((await panel(other, conversationId)).json()).toMatchObject({ verifiedUntil: null, account: null });
  });
});
