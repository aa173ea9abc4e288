import { describe, expect, it } from 'vitest';
import { SOCKET_CLOSE } from '@mvno/contracts/chat-socket';
import { HEADERS } from '@mvno/contracts/constants';
import { call, registerCustomer } from '../support/auth';
import { listenWhileTesting, newAgent, openSocket, startVisitor } from '../support/chat';
import { useTestApp } from '../support/test-app';

const t = useTestApp({ overrides: { SUPPORT_HOURS: 'always' } });

listenWhileTesting(t);

describe('the live connection', () => {
  it('closes the socket when the hello carries a wrong api key', async () => {
    const visitor = await startVisitor(t);
    const socket = await openSocket(
      t.app,
      { kind: 'visitor', visitorToken: visitor.visitorToken },
      { headers: { ...t.headers, [HEADERS.apiKey]: 'wrong-key' }, expectReady: false },
    );

    expect((await socket.closed).code).toBe(SOCKET_CLOSE.badHello);
    expect(socket.events).toEqual([]);
  });

  it('closes the socket for a token that is not valid', async () => {
    for (const auth of [
      { kind: 'customer', token: 'not-a-token' },
      { kind: 'agent', token: 'not-a-token' },
      { kind: 'visitor', visitorToken: 'z'.repeat(43) },
    ] as const) {
      const socket = await openSocket(t.app, auth, { expectReady: false });
      expect((await socket.closed).code).toBe(SOCKET_CLOSE.unauthorized);
    }
  });

  it("refuses a customer's token in an agent's hello", async () => {
    const customer = await registerCustomer(t);
    const socket = await openSocket(t.app, { kind: 'agent', token: customer.token }, { expectReady: false });

    expect((await socket.closed).code).toBe(SOCKET_CLOSE.unauthorized);
  });

  it('delivers a reply live to the customer it is for, and to no one else', async () => {
    const customer = await registerCustomer(t);
    const other = await registerCustomer(t);
    const agent = await newAgent(t);
    await call(t, 'POST', '/app/chat/messages', { token: customer.token, body: { message: 'Hi there' } });
    const { conversation } = (await call(t, 'GET', '/app/chat', { token: customer.token })).json() as {
      conversation: { id: string };
    };
    const mine = await openSocket(t.app, { kind: 'customer', token: customer.token });
    const theirs = await openSocket(t.app, { kind: 'customer', token: other.token });
    const agents = await openSocket(t.app, { kind: 'agent', token: agent.token });

    await call(t, 'POST', `/app/support/conversations/${conversation.id}/messages`, {
      token: agent.token,
      body: { message: 'Hello from support' },
    });

    const event = await mine.waitFor((e) => e.type === 'message');
    expect(event).toMatchObject({
      type: 'message',
      conversationId: conversation.id,
      message: { author: 'agent', agentName: 'Sam', text: 'Hello from support' },
    });
    await agents.waitFor((e) => e.type === 'message' && e.message.text === 'Hello from support');
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(theirs.events.filter((e) => e.type !== 'ready')).toEqual([]);
    for (const socket of [mine, theirs, agents]) socket.close();
  });

  it("tells every agent about a visitor's new conversation and messages", async () => {
    const agent = await newAgent(t);
    const socket = await openSocket(t.app, { kind: 'agent', token: agent.token });

    const visitor = await startVisitor(t, { message: 'Is anyone there?' });

    const event = await socket.waitFor((e) => e.type === 'message');
    expect(event).toMatchObject({
      conversationId: visitor.conversationId,
      message: { author: 'customer', text: 'Is anyone there?' },
    });
    socket.close();
  });

  it('delivers to the visitor by the visitor token, and stops once the conversation joins an account', async () => {
    const agent = await newAgent(t);
    const visitor = await startVisitor(t);
    const socket = await openSocket(t.app, { kind: 'visitor', visitorToken: visitor.visitorToken });
    const base = `/app/support/conversations/${visitor.conversationId}`;

    await call(t, 'POST', `${base}/messages`, { token: agent.token, body: { message: 'First reply' } });
    await socket.waitFor((e) => e.type === 'message' && e.message.text === 'First reply');

    const customer = await registerCustomer(t);
    await call(t, 'POST', '/app/chat/claim', {
      token: customer.token,
      body: { visitorToken: visitor.visitorToken },
    });
    await call(t, 'POST', `${base}/messages`, { token: agent.token, body: { message: 'Second reply' } });
    await new Promise((resolve) => setTimeout(resolve, 300));

    expect(socket.events.some((e) => e.type === 'message' && e.message.text === 'Second reply')).toBe(false);
    socket.close();
  });
});
