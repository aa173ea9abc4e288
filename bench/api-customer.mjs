// A customer for the logged-in calls of the bench, made the way the web app makes one: register,
// save a card on the sandbox card page, then pay with it.
import { apiJson as call, CHANNEL } from './api-servers.mjs';

export async function createBenchCustomer(baseUrl) {
  const password = 'Bench#2026x';
  const email = `bench.${Date.now().toString(36)}.${process.pid}@example.com`;
  const { token } = await call(baseUrl, 'POST', '/app/auth/register', {
    body: {
      firstName: 'Bench',
      lastName: 'Customer',
      email,
      regPassword: password,
      confirmRegPassword: password,
    },
  });
  const { url, sessionId } = await call(baseUrl, 'POST', '/app/payments/storecardpage', { token });
  const year = String((new Date().getUTCFullYear() + 3) % 100).padStart(2, '0');
  const form = new URLSearchParams({
    cardholderName: 'Bench Customer',
    number: '4242 4242 4242 4242',
    expiry: `12/${year}`,
    cvv: '123',
  });
  const posted = await fetch(`${baseUrl}${new URL(url).pathname}`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: form.toString(),
    redirect: 'manual',
  });
  if (posted.status !== 303) throw new Error(`sandbox card page: ${posted.status}`);
  const { card } = await call(baseUrl, 'POST', '/app/payments/storecardpage/confirm', {
    token,
    body: { sessionId },
  });
  const plans = await call(baseUrl, 'GET', '/app/plans');
  const plan = plans[0] ?? plans.plans?.[0];
  const order = {
    planId: plan.id,
    simType: 'esim',
    numberChoice: { type: 'new', zipCode: '78702' },
    billingState: 'TX',
  };
  // Paying needs the consent to the automatic renewal, naming the terms the quote shows (decision 027).
  const quote = await call(baseUrl, 'POST', '/app/checkout/quote', { token, body: order });
  return {
    token,
    auth: { ...CHANNEL, authorization: `Bearer ${token}` },
    payBody: () => ({
      ...order,
      cardId: card.id,
      idempotencyKey: `bench-${crypto.randomUUID()}`,
      renewalConsent: true,
      renewalTermsVersion: quote.renewal.termsVersion,
    }),
  };
}
