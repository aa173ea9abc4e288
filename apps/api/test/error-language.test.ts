import { describe, expect, it } from 'vitest';
import { HEADERS } from '@mvno/contracts/constants';
import { MESSAGES } from '@mvno/contracts/messages';
import { MESSAGES_ES } from '@mvno/contracts/locales/messages-es';
import { PRODUCT_MESSAGES } from '@mvno/contracts/product-messages';
import { PRODUCT_MESSAGES_ES } from '@mvno/contracts/locales/product-messages-es';
import { CHANNEL_HEADERS, useTestApp } from './support/test-app';

const t = useTestApp();
const SPANISH = 'es-US,es;q=0.9,en;q=0.8';

function get(url: string, headers: Record<string, string | undefined>) {
  const all = { ...CHANNEL_HEADERS, ...headers };
  for (const [name, value] of Object.entries(all)) if (value === undefined) delete all[name];
  return t.app.inject({ method: 'GET', url, headers: all as Record<string, string> });
}

describe('error answers in the language of the request', () => {
  it('answers a specification error in Spanish with Accept-Language: es-US, and in English otherwise', async () => {
    const spanish = await get('/app/plans', { [HEADERS.apiKey]: undefined, 'accept-language': SPANISH });
    expect(spanish.statusCode).toBe(401);
    expect(spanish.json()).toEqual({ message: MESSAGES_ES.api.missingApiKey });
    expect(spanish.headers.vary).toContain('accept-language');

    for (const language of [undefined, 'en-US,en;q=0.9', 'fr-FR', 'en-US,es;q=0.5']) {
      const english = await get('/app/plans', { [HEADERS.apiKey]: undefined, 'accept-language': language });
      expect(english.json(), String(language)).toEqual({ message: MESSAGES.api.missingApiKey });
    }
  });

  it('answers an unknown address and a bad channel header in Spanish', async () => {
    const notFound = await get('/app/no-such-thing', { 'accept-language': 'es' });
    expect(notFound.statusCode).toBe(404);
    expect(notFound.json()).toEqual({ message: MESSAGES_ES.api.notFound });

    const badCode = await get('/app/plans', { [HEADERS.companyCode]: 'APP', 'accept-language': 'es-US' });
    expect(badCode.json()).toEqual({ message: MESSAGES_ES.api.badCompanyCode });
  });

  it('puts the field messages of a refused form in Spanish too', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/app/auth/login',
      headers: { ...CHANNEL_HEADERS, 'accept-language': SPANISH },
      payload: { email: 'not-an-email', password: '' },
    });
    expect(response.statusCode).toBe(400);
    const body = response.json<{ message: string; errors: { field: string; message: string }[] }>();
    expect(body.message).toBe(MESSAGES_ES.api.validation);
    expect(body.errors.map((e) => e.message)).toContain(MESSAGES_ES.invalidEmail);
    expect(body.errors.every((e) => !Object.values(MESSAGES).includes(e.message as never))).toBe(true);
  });

  it('says a product message in Spanish: wrong credentials', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/app/auth/login',
      headers: { ...CHANNEL_HEADERS, 'accept-language': 'es-US' },
      payload: { email: 'nobody@example.com', password: 'Wrong-pass1!' },
    });
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual({ message: PRODUCT_MESSAGES_ES.accounts?.wrongCredentials });
    expect(PRODUCT_MESSAGES_ES.accounts?.wrongCredentials).not.toBe(
      PRODUCT_MESSAGES.accounts.wrongCredentials,
    );
  });
});
