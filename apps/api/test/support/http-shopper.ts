/**
 * A customer of a server running as its own process, over real HTTP: registers, saves a card on
 * the sandbox card page as a browser would, and pays. For the tests that start `dist/server.js`.
 */
import { randomUUID } from 'node:crypto';
import { registrationBody } from './auth';
import { cardForm, orderBody, renewalConsent, type CardForm } from './commerce';
import { CHANNEL_HEADERS } from './test-app';

export type HttpShopper = {
  id: string;
  email: string;
  token: string;
  cardId: string;
  /**
   * Pays for the plan with the saved card under a new key, at this server or another one on the
   * same data; answers the status (or throws when the connection dies).
   */
  pay: (planId: string, at?: string) => Promise<{ status: number; body: unknown }>;
};

async function send(baseUrl: string, method: string, url: string, body?: unknown, token?: string) {
  const response = await fetch(`${baseUrl}${url}`, {
    method,
    headers: {
      ...CHANNEL_HEADERS,
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
      ...(token ? { authorization: `Bearer ${token}` } : {}),
    },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
  const text = await response.text();
  return { status: response.status, body: text ? (JSON.parse(text) as unknown) : undefined };
}

async function expectOk<T>(what: string, answer: Promise<{ status: number; body: unknown }>): Promise<T> {
  const { status, body } = await answer;
  if (status !== 200) throw new Error(`${what}: ${status} ${JSON.stringify(body)}`);
  return body as T;
}

/** The id of the first plan on sale. */
export async function firstPlanId(baseUrl: string): Promise<string> {
  const plans = await expectOk<{ id: string }[]>('plans', send(baseUrl, 'GET', '/app/plans'));
  if (!plans[0]) throw new Error('no plan on sale');
  return plans[0].id;
}

/** Registers a customer and saves a card (the good test card unless another number is given). */
export async function newHttpShopper(baseUrl: string, card: Partial<CardForm> = {}): Promise<HttpShopper> {
  const registration = registrationBody();
  const session = await expectOk<{ token: string; user: { id: string } }>(
    'register',
    send(baseUrl, 'POST', '/app/auth/register', registration),
  );
  const { url, sessionId } = await expectOk<{ url: string; sessionId: string }>(
    'storecardpage',
    send(baseUrl, 'POST', '/app/payments/storecardpage', undefined, session.token),
  );
  const page = await fetch(`${baseUrl}${new URL(url).pathname}`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams(cardForm(card) as Record<string, string>).toString(),
    redirect: 'manual',
  });
  if (page.status !== 303) throw new Error(`sandbox card page: ${page.status} ${await page.text()}`);
  const saved = await expectOk<{ card: { id: string } }>(
    'confirm card',
    send(baseUrl, 'POST', '/app/payments/storecardpage/confirm', { sessionId }, session.token),
  );
  return {
    id: session.user.id,
    email: String(registration.email),
    token: session.token,
    cardId: saved.card.id,
    pay: (planId, at = baseUrl) =>
      send(
        at,
        'POST',
        '/app/checkout/pay',
        {
          ...orderBody(planId),
          cardId: saved.card.id,
          idempotencyKey: `key-${randomUUID()}`,
          ...renewalConsent(),
        },
        session.token,
      ),
  };
}
