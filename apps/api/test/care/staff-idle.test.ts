/**
 * The staff idle timeout on the server (decision 031): STAFF_IDLE_MINUTES without a call ends a
 * staff session, whatever its page does; the next call is a 401 and a new sign-in works. Measured
 * by the app's clock, which the test moves. Customers' sessions are not affected.
 */
import { describe, expect, it } from 'vitest';
import { STAFF_IDLE_MINUTES } from '@mvno/contracts/product-constants/care';
import { createAdjustableClock } from '../../src/lib/clock';
import { call, registerCustomer } from '../support/auth';
import { newStaff } from '../support/chat';
import { useTestApp } from '../support/test-app';

const clock = createAdjustableClock();
const t = useTestApp({ clock });
const MINUTE = 60 * 1000;
const IDLE = STAFF_IDLE_MINUTES * MINUTE;

const me = (token: string) => call(t, 'GET', '/app/auth/agent/me', { token });

describe('the staff idle timeout', () => {
  it('keeps a session that calls within the idle time, and ends one that does not', async () => {
    const agent = await newStaff(t, 'agent');
    expect((await me(agent.token)).statusCode).toBe(200);

    // Each call starts the idle time again: three calls, each just under it apart.
    for (let i = 0; i < 3; i += 1) {
      clock.advance(IDLE - MINUTE);
      expect((await me(agent.token)).statusCode).toBe(200);
    }

    clock.advance(IDLE + 1000);
    expect((await me(agent.token)).statusCode).toBe(401);
    // Ended, not only late: a call soon after is refused too.
    expect((await call(t, 'GET', '/app/care/customers?q=ada', { token: agent.token })).statusCode).toBe(401);

    const again = await newStaff(t, 'agent', 'Val');
    expect((await me(again.token)).statusCode).toBe(200);
  });

  it('signing out ends the session at once; customer sessions have no staff idle time', async () => {
    const agent = await newStaff(t, 'supervisor');
    expect((await call(t, 'POST', '/app/auth/agent/logout', { token: agent.token })).statusCode).toBe(200);
    expect((await me(agent.token)).statusCode).toBe(401);

    const customer = await registerCustomer(t);
    clock.advance(IDLE * 2);
    expect((await call(t, 'GET', '/app/users/view', { token: customer.token })).statusCode).toBe(200);
  });
});
