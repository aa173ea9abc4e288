import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sessions } from '../../src/db/schema/accounts';
import {
  call,
  claimsOf,
  loginWithPassword,
  OTHER_PASSWORD,
  registerCustomer,
  type Client,
} from '../support/auth';
import { createTestApp, useTestApp, type TestApp } from '../support/test-app';

/**
 * Two app instances on one database, as behind a load balancer: each answers the session check of
 * a logged-in call from memory, and a session ended through either one is refused by the other
 * within a second (the change is announced on the event bus).
 */
const t = useTestApp();
let second: TestApp | undefined;
beforeAll(async () => {
  second = await createTestApp();
  await second.app.ready();
});
afterAll(async () => {
  await second?.close();
});
const other = (): TestApp => second!;

const view = (client: Client, token: string) => call(client, 'GET', '/app/users/view', { token });

/** How long until `token` is refused by `client` (polling); fails after two seconds. */
async function refusedWithin(client: Client, token: string): Promise<number> {
  const started = performance.now();
  while ((await view(client, token)).statusCode !== 401) {
    if (performance.now() - started > 2_000) throw new Error('the ended session is still accepted');
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  return performance.now() - started;
}

async function twoDevices() {
  const customer = await registerCustomer(t);
  const login = await loginWithPassword(t, customer.email, customer.password);
  expect(login.statusCode).toBe(200);
  const laptop = customer.token;
  const phone = (login.json() as { token: string }).token;
  // Both devices have made a call through the second instance, which now holds their sessions.
  expect((await view(other(), laptop)).statusCode).toBe(200);
  expect((await view(other(), phone)).statusCode).toBe(200);
  return { customer, laptop, phone };
}

describe('the session check of a logged-in call', () => {
  it('is answered from memory: a session ended behind the app is accepted until a change is announced', async () => {
    const { laptop, phone } = await twoDevices();
    await t.database.db
      .update(sessions)
      .set({ endedAt: new Date() })
      .where(eq(sessions.id, claimsOf(phone).sid as string));

    // No database read: the second instance still accepts the phone it holds.
    expect((await view(other(), phone)).statusCode).toBe(200);

    // Logging out on the first instance announces the change; the second reads again.
    expect((await call(t, 'POST', '/app/auth/logout', { token: laptop })).statusCode).toBeLessThan(300);
    expect(await refusedWithin(other(), laptop)).toBeLessThan(1_000);
    expect((await view(other(), phone)).statusCode).toBe(401);
  });

  it('refuses a logged-out token on the other instance within a second', async () => {
    const { laptop, phone } = await twoDevices();

    expect((await call(t, 'POST', '/app/auth/logout', { token: phone })).statusCode).toBeLessThan(300);

    expect(await refusedWithin(other(), phone)).toBeLessThan(1_000);
    expect((await view(other(), laptop)).statusCode).toBe(200);
  });

  it('refuses the other devices on the other instance within a second of "sign out other devices"', async () => {
    const { laptop, phone } = await twoDevices();

    const ended = await call(t, 'POST', '/app/users/sessions/end-others', { token: laptop });
    expect(ended.statusCode).toBe(200);

    expect(await refusedWithin(other(), phone)).toBeLessThan(1_000);
    expect((await view(other(), laptop)).statusCode).toBe(200);
  });

  it('refuses the other devices on the other instance within a second of a password change', async () => {
    const { customer, laptop, phone } = await twoDevices();

    const changed = await call(t, 'POST', '/app/users/changepassword', {
      token: laptop,
      body: {
        currentPassword: customer.password,
        newPassword: OTHER_PASSWORD,
        confirmNewPassword: OTHER_PASSWORD,
      },
    });
    expect(changed.statusCode).toBe(200);

    expect(await refusedWithin(other(), phone)).toBeLessThan(1_000);
  });

  it('reads a changed profile on the other instance', async () => {
    const { laptop } = await twoDevices();

    const edited = await call(t, 'POST', '/app/users/edit', {
      token: laptop,
      body: { firstName: 'Grace', lastName: 'Hopper' },
    });
    expect(edited.statusCode).toBe(200);

    const started = performance.now();
    let firstName = '';
    while (performance.now() - started < 2_000) {
      firstName = ((await view(other(), laptop)).json() as { firstName: string }).firstName;
      if (firstName === 'Grace') break;
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
    expect(firstName).toBe('Grace');
  });
});
