/**
 * A mail to an address with no account goes out in the language of the page the request came
 * from (decision 066): the "no account" login code and password reset mails, Spanish for a
 * request with `Accept-Language: es-US` (as a Spanish page sends it), English otherwise.
 */
import { describe, expect, it } from 'vitest';
import { latestMailTo } from '../support/auth';
import { useTestApp } from '../support/test-app';

const t = useTestApp({ content: true });

const ask = (url: string, email: string, language?: string) =>
  t.app.inject({
    method: 'POST',
    url,
    headers: { ...t.headers, ...(language ? { 'accept-language': language } : {}) },
    payload: { email },
  });

describe('mails to an address with no account, in the request language', () => {
  it('the login code asked from a Spanish page is answered in Spanish, from an English one in English', async () => {
    const spanish = `nadie-${Date.now()}@example.com`;
    const english = `nobody-${Date.now()}@example.com`;
    const unnamed = `unnamed-${Date.now()}@example.com`;
    expect((await ask('/app/auth/otp/request', spanish, 'es-US,es;q=0.9')).statusCode).toBe(200);
    expect((await ask('/app/auth/otp/request', english, 'en-US')).statusCode).toBe(200);
    expect((await ask('/app/auth/otp/request', unnamed)).statusCode).toBe(200);

    const es = await latestMailTo(t.database, spanish);
    expect(es.subject).toBe('Su código para iniciar sesión en Brightline Mobile');
    expect(es.textBody).toContain('pero no hay ninguna cuenta con este correo electrónico');
    expect(es.textBody).toContain('/register');
    for (const address of [english, unnamed]) {
      const en = await latestMailTo(t.database, address);
      expect(en.subject).toBe('Your Brightline Mobile login code');
      expect(en.textBody).toContain('but there is no account with this email');
    }
  });

  it('the password reset asked from a Spanish page is answered in Spanish, from an English one in English', async () => {
    const spanish = `nadie-reset-${Date.now()}@example.com`;
    const english = `nobody-reset-${Date.now()}@example.com`;
    expect((await ask('/app/auth/forgot-password', spanish, 'es-US')).statusCode).toBe(200);
    expect((await ask('/app/auth/forgot-password', english, 'en-US')).statusCode).toBe(200);

    const es = await latestMailTo(t.database, spanish);
    expect(es.subject).toBe('Restablezca su contraseña de Brightline Mobile');
    expect(es.textBody).toContain('Alguien pidió restablecer la contraseña de Brightline Mobile de');
    const en = await latestMailTo(t.database, english);
    expect(en.subject).toBe('Reset your Brightline Mobile password');
    expect(en.textBody).toContain('Someone asked to reset the Brightline Mobile password for');
  });
});
