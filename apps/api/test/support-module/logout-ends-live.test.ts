import { describe, expect, it } from 'vitest';
import { SOCKET_CLOSE } from '@mvno/contracts/chat-socket';
import { call, registerCustomer } from '../support/auth';
import { closedWithin, listenWhileTesting, newAgent, openSocket } from '../support/chat';
import { useTestApp } from '../support/test-app';

const t = useTestApp({ overrides: { SUPPORT_HOURS: 'always' } });

listenWhileTesting(t);

describe('logging out ends the live connection at once', () => {
  it("refuses an agent's token on HTTP and closes its socket right after the agent logs out", async () => {
    const agent = await newAgent(t);
    const copy = await newAgent(t, 'Kim');
    const socket = await openSocket(t.app, { kind: 'agent', token: agent.token });
    expect((await call(t, 'GET', '/app/support/conversations', { token: agent.token })).statusCode).toBe(200);

    const logout = await call(t, 'POST', '/app/auth/agent/logout', { token: agent.token });
    expect(logout.statusCode).toBe(200);

    expect((await call(t, 'GET', '/app/auth/agent/me', { token: agent.token })).statusCode).toBe(401);
    expect((await call(t, 'GET', '/app/support/conversations', { token: agent.token })).statusCode).toBe(401);
    expect(await closedWithin(socket.closed, 3000)).toMatchObject({ code: SOCKET_CLOSE.unauthorized });
    const again = await openSocket(t.app, { kind: 'agent', token: agent.token }, { expectReady: false });
    expect((await again.closed).code).toBe(SOCKET_CLOSE.unauthorized);
    // Another agent's session is untouched.
    expect((await call(t, 'GET', '/app/auth/agent/me', { token: copy.token })).statusCode).toBe(200);
  });

  it("closes a customer's socket at once when that device logs out, and leaves the other device's", async () => {
    const customer = await registerCustomer(t);
    const login = await call(t, 'POST', '/app/auth/login', {
      body: { email: customer.email, password: customer.password },
    });
    const other = (login.json() as { token: string }).token;
    const mine = await openSocket(t.app, { kind: 'customer', token: customer.token });
    const theirs = await openSocket(t.app, { kind: 'customer', token: other });

    expect((await call(t, 'POST', '/app/auth/logout', { token: customer.token })).statusCode).toBe(200);

    expect(await closedWithin(mine.closed, 3000)).toMatchObject({ code: SOCKET_CLOSE.unauthorized });
    expect(await closedWithin(theirs.closed, 500)).toBe('open');
    theirs.close();
  });
});
