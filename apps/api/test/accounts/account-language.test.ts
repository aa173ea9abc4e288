import { describe, expect, it } from 'vitest';
import { MESSAGES } from '@mvno/contracts/messages';
import { call, loginWithPassword, registerCustomer } from '../support/auth';
import { CHANNEL_HEADERS, useTestApp } from '../support/test-app';

const t = useTestApp();

const setLanguage = (token: string, language: unknown) =>
  t.app.inject({
    method: 'PUT',
    url: '/app/users/language',
    headers: { ...CHANNEL_HEADERS, authorization: `Bearer ${token}` },
    payload: { language },
  });
const languageOf = async (token: string) =>
  (await call(t, 'GET', '/app/users/language', { token })).json<{ language: string }>().language;

describe("the account's language", () => {
  it('is English for a new account, keeps Spanish once chosen, and reads it back on the next sign-in', async () => {
    const customer = await registerCustomer(t);
    expect(await languageOf(customer.token)).toBe('en-US');

    const set = await setLanguage(customer.token, 'es-US');
    expect(set.statusCode).toBe(200);
    expect(set.json()).toEqual({ language: 'es-US' });
    expect(await languageOf(customer.token)).toBe('es-US');

    const login = await loginWithPassword(t, customer.email, customer.password);
    const { token } = login.json<{ token: string }>();
    expect(await languageOf(token)).toBe('es-US');

    await setLanguage(token, 'en-US');
    expect(await languageOf(customer.token)).toBe('en-US');
  });

  it('refuses a language the product does not speak, and a caller without a session', async () => {
    const customer = await registerCustomer(t);
    const refused = await setLanguage(customer.token, 'fr-FR');
    expect(refused.statusCode).toBe(400);
    expect(refused.json<{ message: string }>().message).toBe(MESSAGES.api.validation);
    expect(await languageOf(customer.token)).toBe('en-US');

    expect((await call(t, 'GET', '/app/users/language')).statusCode).toBe(401);
  });
});
