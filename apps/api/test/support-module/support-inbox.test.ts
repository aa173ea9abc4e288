import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { MESSAGES } from '@mvno/contracts/messages';
import { PRODUCT_MESSAGES } from '@mvno/contracts/product-messages';
import { ROLE_PERMISSIONS } from '@mvno/contracts/staff-roles';
import { users } from '../../src/db/schema/accounts';
import { call, codeMailedTo, latestMailTo, mailsTo, registerCustomer } from '../support/auth';
import { verify } from '../support/care';
import { newAgent, startVisitor, customerWithLineAndOrder } from '../support/chat';
import { useTestApp } from '../support/test-app';

const t = useTestApp({ overrides: { SUPPORT_HOURS: 'always' } });

type Summary = { id: string; name: string; unread: number; assignedAgent: { name: string } | null };

const list = async (token: string, view: string) =>
  (await call(t, 'GET', `/app/support/conversations?view=${view}`, { token })).json()
    .conversations as Summary[];

describe('agent sign-in', () => {
  it('takes the password, then the mailed code, and answers an agent session', async () => {
    const agent = await newAgent(t);

    const me = await call(t, 'GET', '/app/auth/agent/me', { token: agent.token });
    expect(me.statusCode).toBe(200);
    expect(me.json()).toEqual({
      id: agent.id,
      firstName: 'Sam',
      lastName: 'Rivera',
      email: agent.email,
      role: 'agent',
      permissions: [...ROLE_PERMISSIONS.agent],
    });
  });

  it('answers a customer account like a wrong password, and mails it no code', async () => {
    const customer = await registerCustomer(t);

    const response = await call(t, 'POST', '/app/auth/agent/login', {
      body: { email: customer.email, password: customer.password },
    });
    const wrong = await call(t, 'POST', '/app/auth/agent/login', {
      body: { email: 'nobody@example.com', password: customer.password },
    });

    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual({ message: PRODUCT_MESSAGES.accounts.wrongCredentials });
    expect(wrong.json()).toEqual(response.json());
    expect(await mailsTo(t.database, customer.email)).toHaveLength(1); // the welcome mail only
  });

  it('refuses a wrong code at the field, and a made-up challenge', async () => {
    const agent = await newAgent(t);
    const started = await call(t, 'POST', '/app/auth/agent/login', {
      body: { email: agent.email, password: agent.password },
    });
    const { challenge } = started.json() as { challenge: string };
    const code = await codeMailedTo(t.database, agent.email);
    const wrongCode = code === '000000' ? '111111' : '000000';

    const wrong = await call(t, 'POST', '/app/auth/agent/verify', { body: { challenge, code: wrongCode } });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().errors).toEqual([{ field: 'code', message: PRODUCT_MESSAGES.accounts.badCode }]);
    const forged = await call(t, 'POST', '/app/auth/agent/verify', {
      body: { challenge: 'abc.def.ghi', code },
    });
    expect(forged.statusCode).toBe(400);
    expect(forged.json()).toEqual({ message: PRODUCT_MESSAGES.support.agentSignInExpired });
  });

  it('keeps agent and customer sessions apart: each is refused where the other is asked for', async () => {
    const agent = await newAgent(t);
    const customer = await registerCustomer(t);

    const customerOnInbox = await call(t, 'GET', '/app/support/conversations', { token: customer.token });
    expect(customerOnInbox.statusCode).toBe(403);
    expect(customerOnInbox.json()).toEqual({ message: PRODUCT_MESSAGES.support.agentsOnly });
    expect((await call(t, 'GET', '/app/support/conversations')).statusCode).toBe(401);
    expect((await call(t, 'GET', '/app/users/view', { token: agent.token })).statusCode).toBe(401);
  });

  it('ends the agent session when the account loses the role', async () => {
    const agent = await newAgent(t);
    await t.database.db.update(users).set({ role: 'customer' }).where(eq(users.id, agent.id));

    expect((await call(t, 'GET', '/app/support/conversations', { token: agent.token })).statusCode).toBe(401);
  });
});

describe('the inbox', () => {
  it('refuses every inbox call to a customer with 403', async () => {
    const customer = await registerCustomer(t);
    const { conversationId } = await startVisitor(t);
    const calls = [
      ['GET', `/app/support/conversations/${conversationId}`],
      ['POST', `/app/support/conversations/${conversationId}/take`],
      ['POST', `/app/support/conversations/${conversationId}/messages`],
      ['POST', `/app/support/conversations/${conversationId}/read`],
      ['POST', `/app/support/conversations/${conversationId}/close`],
      ['GET', `/app/support/conversations/${conversationId}/customer`],
    ] as const;
    for (const [method, url] of calls) {
      const response = await call(t, method, url, {
        token: customer.token,
        body: { message: 'x', sendTranscript: false },
      });
      expect({ url, status: response.statusCode }).toEqual({ url, status: 403 });
    }
  });

  it('lists open conversations newest activity first, by view, with unread counts', async () => {
    const sam = await newAgent(t, 'Sam');
    const kim = await newAgent(t, 'Kim');
    const first = await startVisitor(t, { name: 'First Person' });
    const second = await startVisitor(t, { name: 'Second Person' });
    await call(t, 'POST', '/app/chat/visitor/messages', {
      body: { visitorToken: first.visitorToken, message: 'Anyone there?' },
    });

    expect((await list(sam.token, 'all')).map((c) => [c.name, c.unread])).toEqual([
      ['First Person', 2],
      ['Second Person', 1],
    ]);

    const taken = await call(t, 'POST', `/app/support/conversations/${second.conversationId}/take`, {
      token: sam.token,
    });
    expect(taken.statusCode).toBe(200);
    expect(taken.json().assignedAgent).toEqual({ id: sam.id, name: 'Sam Rivera' });
    expect((await list(sam.token, 'mine')).map((c) => c.name)).toEqual(['Second Person']);
    expect((await list(sam.token, 'unassigned')).map((c) => c.name)).toEqual(['First Person']);
    expect(await list(kim.token, 'mine')).toEqual([]);

    const stolen = await call(t, 'POST', `/app/support/conversations/${second.conversationId}/take`, {
      token: kim.token,
    });
    expect(stolen.statusCode).toBe(409);
    expect(stolen.json()).toEqual({ message: PRODUCT_MESSAGES.support.takenByOther });

    await call(t, 'POST', `/app/support/conversations/${first.conversationId}/read`, { token: kim.token });
    expect((await list(kim.token, 'all')).find((c) => c.name === 'First Person')!.unread).toBe(0);
  });

  it('answers 404 for a conversation that does not exist or an id that is not one', async () => {
    const agent = await newAgent(t);
    for (const id of ['6f1c2a57-3d55-4c8e-9a3b-4d0c7f1e2a10', 'not-an-id']) {
      const response = await call(t, 'GET', `/app/support/conversations/${id}`, { token: agent.token });
      expect(response.statusCode).toBe(404);
    }
  });

  it('replies (taking an unassigned conversation), closes it and mails the transcript when asked', async () => {
    const agent = await newAgent(t);
    const visitor = await startVisitor(t, { name: 'Tess Tran' });
    const base = `/app/support/conversations/${visitor.conversationId}`;

    const replied = await call(t, 'POST', `${base}/messages`, {
      token: agent.token,
      body: { message: 'Yes, you can keep it: https://example.com/port' },
    });
    expect(replied.statusCode).toBe(200);
    expect(replied.json().assignedAgent).toEqual({ id: agent.id, name: 'Sam Rivera' });
    const visitorView = await call(t, 'POST', '/app/chat/visitor/conversation', {
      body: { visitorToken: visitor.visitorToken },
    });
    expect(visitorView.json().conversation.messages.at(-1)).toMatchObject({
      author: 'agent',
      agentName: 'Sam',
      text: 'Yes, you can keep it: https://example.com/port',
    });

    const closed = await call(t, 'POST', `${base}/close`, {
      token: agent.token,
      body: { sendTranscript: true },
    });
    expect(closed.statusCode).toBe(200);
    expect(closed.json()).toMatchObject({
      message: PRODUCT_MESSAGES.support.transcriptSent,
      conversation: { status: 'closed' },
    });
    const transcript = await latestMailTo(t.database, visitor.email);
    expect(transcript.subject).toBe('Your conversation with Brightline Mobile support');
    expect(transcript.textBody).toContain(visitor.message);
    expect(transcript.textBody).toContain('https://example.com/port');
    expect(await list(agent.token, 'all')).toEqual([]);

    // Closed: no more replies; the customer writing again reopens it.
    const late = await call(t, 'POST', `${base}/messages`, {
      token: agent.token,
      body: { message: 'Hello?' },
    });
    expect(late.statusCode).toBe(409);
    await call(t, 'POST', '/app/chat/visitor/messages', {
      body: { visitorToken: visitor.visitorToken, message: 'One more thing' },
    });
    expect((await list(agent.token, 'all')).map((c) => c.name)).toEqual(['Tess Tran']);
  });

  it("shows a verified agent the customer's profile, lines and recent orders read-only; a visitor has none (404)", async () => {
    const agent = await newAgent(t);
    const customer = await customerWithLineAndOrder(t);
    await call(t, 'POST', '/app/chat/messages', {
      token: customer.token,
      body: { message: 'Bill question' },
    });
    const [conversation] = await list(agent.token, 'all');
    await verify(t, agent, { id: customer.user.id, email: customer.email });

    const overview = await call(t, 'GET', `/app/support/conversations/${conversation!.id}/customer`, {
      token: agent.token,
    });

    expect(overview.statusCode).toBe(200);
    expect(overview.json()).toMatchObject({
      customerId: customer.user.id,
      firstName: 'Lin',
      lastName: 'Park',
      account: {
        profile: { firstName: 'Lin', lastName: 'Park', email: customer.email },
        lines: [{ nickname: 'Work phone', mdn: '2125550123', simType: 'esim' }],
        orders: [{ item: 'Unlimited Plus', successful: true, amount: 45.05 }],
      },
    });
    const visitor = await startVisitor(t);
    const none = await call(t, 'GET', `/app/support/conversations/${visitor.conversationId}/customer`, {
      token: agent.token,
    });
    expect(none.statusCode).toBe(404);
    expect(none.json()).toEqual({ message: MESSAGES.api.notFound });
  });

  it('puts contact-form messages in the inbox; a reply to one is mailed to the sender', async () => {
    const agent = await newAgent(t);
    const form = { name: 'Dana Smith', email: 'dana@example.com', message: 'Do you cover rural Maine?' };
    expect((await call(t, 'POST', '/app/users/contactus', { body: form })).statusCode).toBe(200);

    const [conversation] = (await call(t, 'GET', '/app/support/conversations', { token: agent.token })).json()
      .conversations as (Summary & { source: string; lastMessage: string })[];
    expect(conversation).toMatchObject({
      name: 'Dana Smith',
      source: 'contact_form',
      lastMessage: form.message,
    });

    await call(t, 'POST', `/app/support/conversations/${conversation!.id}/messages`, {
      token: agent.token,
      body: { message: 'Yes, most of it.' },
    });
    const mail = await latestMailTo(t.database, 'dana@example.com');
    expect(mail.subject).toBe('Sam from Brightline Mobile support replied');
    expect(mail.textBody).toContain('> Yes, most of it.');
  });
});
