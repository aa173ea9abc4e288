import { describe, expect, it } from 'vitest';
import { MESSAGES } from '@mvno/contracts/messages';
import { CHAT_MESSAGE_MAX_LENGTH, CHAT_MESSAGES_PER_MINUTE } from '@mvno/contracts/product-constants/support';
import { PRODUCT_MESSAGES } from '@mvno/contracts/product-messages';
import { supportConversations, supportMessages } from '../../src/db/schema/support';
import { call, mailsTo, registerCustomer } from '../support/auth';
import { newAgent, startVisitor } from '../support/chat';
import { useTestApp } from '../support/test-app';

const t = useTestApp({ overrides: { SUPPORT_HOURS: 'always' } });

type State = {
  conversation: {
    id: string;
    status: string;
    unread: number;
    messages: { author: string; text: string; agentName: string | null }[];
  } | null;
  hours: { open: boolean; nextOpenAt: string | null; schedule: string };
};

describe('a visitor (no account)', () => {
  it('starts a conversation with name, email and a first message, and reads it back with the token', async () => {
    const visitor = await startVisitor(t);

    const again = await call(t, 'POST', '/app/chat/visitor/conversation', {
      body: { visitorToken: visitor.visitorToken },
    });
    expect(again.statusCode).toBe(200);
    const state = again.json() as State;
    expect(state.conversation).toMatchObject({
      id: visitor.conversationId,
      status: 'open',
      unread: 0,
      messages: [{ author: 'customer', text: visitor.message, agentName: null }],
    });
    expect(state.hours).toEqual({ open: true, nextOpenAt: null, schedule: 'Always open' });
    // Only a keyed hash of the token is stored.
    const [row] = await t.database.db.select().from(supportConversations);
    expect(row!.visitorTokenHash).not.toContain(visitor.visitorToken);
    expect(row).toMatchObject({ name: visitor.name, email: visitor.email, customerId: null, source: 'chat' });
  });

  it('needs a name and a valid email, with the SPEC messages at the fields', async () => {
    const response = await call(t, 'POST', '/app/chat/visitor/start', {
      body: { name: '', email: 'nope', message: 'Hi' },
    });

    expect(response.statusCode).toBe(400);
    expect(response.json().errors).toEqual([
      { field: 'name', message: MESSAGES.enterName },
      { field: 'email', message: MESSAGES.invalidEmail },
    ]);
    expect(await t.database.db.select().from(supportConversations)).toHaveLength(0);
  });

  it('gets a 404 for a token that is not theirs (or anyone’s)', async () => {
    await startVisitor(t);
    for (const url of ['/app/chat/visitor/conversation', '/app/chat/visitor/read']) {
      const response = await call(t, 'POST', url, { body: { visitorToken: 'x'.repeat(43) } });
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({ message: PRODUCT_MESSAGES.support.conversationNotFound });
    }
    const write = await call(t, 'POST', '/app/chat/visitor/messages', {
      body: { visitorToken: 'y'.repeat(43), message: 'Hello?' },
    });
    expect(write.statusCode).toBe(404);
  });
});

describe('message rules', () => {
  const send = (visitorToken: string, message: unknown) =>
    call(t, 'POST', '/app/chat/visitor/messages', { body: { visitorToken, message } });

  it.each([
    ['empty', '   ', MESSAGES.enterMessage],
    ['over the length limit', 'a'.repeat(CHAT_MESSAGE_MAX_LENGTH + 1), PRODUCT_MESSAGES.support.chatTooLong],
    // The API's shared rule for every string field answers first.
    ['with a control character', 'bell \u0007 here', MESSAGES.api.controlCharacters],
    ['with a bidirectional override', 'abc \u202e gnp.exe', PRODUCT_MESSAGES.support.chatTextOnly],
    ['not text at all', { html: '<b>hi</b>' }, MESSAGES.enterMessage],
  ])('refuses a message %s with 400 at the field, and stores nothing', async (_what, message, text) => {
    const visitor = await startVisitor(t);

    const response = await send(visitor.visitorToken, message);

    expect(response.statusCode).toBe(400);
    expect(response.json().errors).toEqual([{ field: 'message', message: text }]);
    expect(await t.database.db.select().from(supportMessages)).toHaveLength(1);
  });

  it('keeps a message of exactly the limit, and markup exactly as typed (as text, never run)', async () => {
    const visitor = await startVisitor(t);
    const longest = 'b'.repeat(CHAT_MESSAGE_MAX_LENGTH);
    const markup = '<img src=x onerror="alert(1)"> <script>alert(2)</script>\nline two';

    expect((await send(visitor.visitorToken, longest)).statusCode).toBe(200);
    const response = await send(visitor.visitorToken, markup);

    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('application/json');
    const texts = (response.json() as State).conversation!.messages.map((m) => m.text);
    expect(texts.slice(-2)).toEqual([longest, markup]);
  });

  it(`lets one conversation send ${CHAT_MESSAGES_PER_MINUTE} messages a minute, then answers 429`, async () => {
    const visitor = await startVisitor(t);
    const statuses: number[] = [];
    // The first message (start) counts too.
    for (let i = 1; i <= CHAT_MESSAGES_PER_MINUTE; i += 1) {
      statuses.push((await send(visitor.visitorToken, `message ${i}`)).statusCode);
    }

    expect(statuses.slice(0, CHAT_MESSAGES_PER_MINUTE - 1).every((s) => s === 200)).toBe(true);
    expect(statuses.at(-1)).toBe(429);
    const refused = await send(visitor.visitorToken, 'one more');
    expect(refused.json()).toEqual({ message: MESSAGES.api.tooManyRequests });
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    // Another conversation is not held back.
    const other = await startVisitor(t);
    expect((await send(other.visitorToken, 'hello')).statusCode).toBe(200);
  });
});

describe('a logged-in customer', () => {
  it('is known by the session: the agent sees the account’s name and id', async () => {
    const customer = await registerCustomer(t, { firstName: 'Ada', lastName: 'Lovelace' });
    const agent = await newAgent(t);

    const sent = await call(t, 'POST', '/app/chat/messages', {
      token: customer.token,
      body: { message: 'My eSIM does not activate' },
    });
    expect(sent.statusCode).toBe(200);

    const inbox = await call(t, 'GET', '/app/support/conversations?view=all', { token: agent.token });
    expect(inbox.json().conversations).toEqual([
      expect.objectContaining({
        name: 'Ada Lovelace',
        // The email of record is shown only once the agent verified the customer (decision 042).
        email: null,
        customerId: customer.user.id,
        lastMessage: 'My eSIM does not activate',
        unread: 1,
      }),
    ]);
  });

  it('reads only their own conversation: another customer sees none of it', async () => {
    const ada = await registerCustomer(t);
    const bob = await registerCustomer(t);
    await call(t, 'POST', '/app/chat/messages', { token: ada.token, body: { message: 'Private question' } });

    const bobs = await call(t, 'GET', '/app/chat', { token: bob.token });
    expect(bobs.statusCode).toBe(200);
    expect((bobs.json() as State).conversation).toBeNull();
    const adas = await call(t, 'GET', '/app/chat', { token: ada.token });
    expect((adas.json() as State).conversation!.messages.map((m) => m.text)).toEqual(['Private question']);
  });

  it('needs a session for the customer calls', async () => {
    for (const [method, url] of [
      ['GET', '/app/chat'],
      ['POST', '/app/chat/messages'],
      ['POST', '/app/chat/read'],
      ['POST', '/app/chat/claim'],
    ] as const) {
      expect((await call(t, method, url, { body: {} })).statusCode).toBe(401);
    }
  });

  it('takes over the conversation started before logging in, and the visitor token stops working', async () => {
    const visitor = await startVisitor(t);
    const customer = await registerCustomer(t, { firstName: 'Vera', lastName: 'Stone' });

    const claimed = await call(t, 'POST', '/app/chat/claim', {
      token: customer.token,
      body: { visitorToken: visitor.visitorToken },
    });

    expect(claimed.statusCode).toBe(200);
    expect((claimed.json() as State).conversation).toMatchObject({ id: visitor.conversationId });
    const mine = await call(t, 'GET', '/app/chat', { token: customer.token });
    expect((mine.json() as State).conversation!.messages[0]!.text).toBe(visitor.message);
    const [row] = await t.database.db.select().from(supportConversations);
    expect(row).toMatchObject({ customerId: customer.user.id, visitorTokenHash: null, name: 'Vera Stone' });
    const old = await call(t, 'POST', '/app/chat/visitor/conversation', {
      body: { visitorToken: visitor.visitorToken },
    });
    expect(old.statusCode).toBe(404);
    // Someone else cannot claim it again with the same token.
    const other = await registerCustomer(t);
    const again = await call(t, 'POST', '/app/chat/claim', {
      token: other.token,
      body: { visitorToken: visitor.visitorToken },
    });
    expect(again.statusCode).toBe(404);
  });

  it('counts the agent’s replies as unread until the customer has seen them', async () => {
    const customer = await registerCustomer(t);
    const agent = await newAgent(t);
    await call(t, 'POST', '/app/chat/messages', { token: customer.token, body: { message: 'Hi' } });
    const { id } = ((await call(t, 'GET', '/app/chat', { token: customer.token })).json() as State)
      .conversation!;
    for (const message of ['Hello!', 'How can I help?']) {
      await call(t, 'POST', `/app/support/conversations/${id}/messages`, {
        token: agent.token,
        body: { message },
      });
    }

    const before = (await call(t, 'GET', '/app/chat', { token: customer.token })).json() as State;
    expect(before.conversation).toMatchObject({ unread: 2 });
    expect(before.conversation!.messages.at(-1)).toMatchObject({ author: 'agent', agentName: 'Sam' });
    expect((await call(t, 'POST', '/app/chat/read', { token: customer.token })).json()).toEqual({
      unread: 0,
    });
    const after = (await call(t, 'GET', '/app/chat', { token: customer.token })).json() as State;
    expect(after.conversation!.unread).toBe(0);
    // Within support hours nothing is mailed: the customer reads it in the chat.
    expect(await mailsTo(t.database, customer.email)).toHaveLength(1); // the welcome mail only
  });
});
