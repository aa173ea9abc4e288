/**
 * The lines' and care's mails in the account's language (decision 058), through the API: a plan
 * upgrade's receipt, a port-in's completion and a care refund, Spanish for an es-US account and
 * English, as before, for an en-US one.
 */
import { describe, expect, it } from 'vitest';
import { formatMdn } from '@mvno/contracts/line-format';
import { call, codeIn, latestMailTo, mailsTo } from '../support/auth';
import { newStaff } from '../support/chat';
import { createPlan, customerWithCard, payBody, type TestCustomer } from '../support/commerce';
import { waitForJobs } from '../support/jobs';
import { bringNumber, createLine, firstLineOf, numberEnding } from '../support/lines';
import { chooseLanguage } from '../support/profile';
import { useTestApp } from '../support/test-app';

// Port-in steps follow one another at once: the test waits for the queue, not for the clock.
const t = useTestApp({ content: true, overrides: { PORT_IN_STEP_SECONDS: '0' } });

/** A customer with a saved card whose account is in `language`. */
async function customerIn(language: 'es-US' | 'en-US') {
  const { plan, customer, card } = await customerWithCard(t);
  await chooseLanguage(t, customer.token, language);
  return { plan, customer, card };
}

async function paidLine(language: 'es-US' | 'en-US') {
  const { plan, customer, card } = await customerIn(language);
  const paid = await customer.post('/app/checkout/pay', payBody(plan.id, card.id));
  expect(paid.statusCode, paid.body).toBe(200);
  await waitForJobs(t.database);
  return { customer, receiptId: (paid.json() as { transactionId: string }).transactionId };
}

async function upgrade(customer: TestCustomer, planId: string) {
  const line = await firstLineOf(customer);
  const upgraded = await customer.post(`/app/users/lines/${line.id}/plan-change`, {
    planId,
    when: 'now',
    periodEnd: line.renewal?.periodEnd,
    idempotencyKey: `plan-${crypto.randomUUID()}`,
  });
  expect(upgraded.statusCode, upgraded.body).toBe(200);
  expect(upgraded.json()).toMatchObject({ successful: true });
}

describe("the lines' and care's mails in the account's language", () => {
  it('a plan upgrade receipt is Spanish for an es-US account and English for an en-US one', async () => {
    const spanish = await paidLine('es-US');
    const english = await paidLine('en-US');
    const premium = await createPlan(t.database, { retailName: 'Premium', retailPriceCents: 6000 });
    await upgrade(spanish.customer, premium.id);
    await upgrade(english.customer, premium.id);

    const es = await latestMailTo(t.database, spanish.customer.email, 'Premium');
    expect(es.subject).toBe('Recibo: su plan de Brightline Mobile ahora es Premium');
    expect(es.textBody).toContain('ahora tiene Premium en lugar de Unlimited.');
    expect(es.textBody).toMatch(
      /Monto pagado: \$\d+\.\d\d, por el resto del período hasta el \d{1,2} de [a-z]+ de \d{4}/,
    );
    expect(es.textBody).toContain('Pagado con Visa terminada en 4242');
    const en = await latestMailTo(t.database, english.customer.email, 'Premium');
    expect(en.subject).toBe('Receipt: your Brightline Mobile plan is now Premium');
    expect(en.textBody).toContain('now has Premium instead of Unlimited.');
    expect(en.textBody).toContain('Paid with Visa ending in 4242');
  });

  it("a port-in's completion is Spanish for an es-US account and English for an en-US one", async () => {
    for (const language of ['es-US', 'en-US'] as const) {
      const { customer } = await customerIn(language);
      const line = await createLine(t.database, customer.id, { nickname: 'Trabajo' });
      const msisdn = numberEnding('5550199');
      await bringNumber(customer, line.id, msisdn);
      await waitForJobs(t.database);

      const [mail] = (await mailsTo(t.database, customer.email)).filter((m) =>
        m.subject.includes(formatMdn(msisdn)),
      );
      if (language === 'es-US') {
        expect(mail?.subject).toBe(`Su número ${formatMdn(msisdn)} ya está con Brightline Mobile`);
        expect(mail?.textBody).toContain(`Buenas noticias: su número ${formatMdn(msisdn)} se transfirió`);
        expect(mail?.textBody).toContain(`El número temporal ${formatMdn(line.mdn)} ya no funciona`);
      } else {
        expect(mail?.subject).toBe(`Your number ${formatMdn(msisdn)} is now with Brightline Mobile`);
        expect(mail?.textBody).toContain(`The temporary number ${formatMdn(line.mdn)} no longer works`);
      }
    }
  });

  it('a care refund and its verification code are Spanish for an es-US account, English for an en-US one', async () => {
    const agent = await newStaff(t, 'agent', 'Sam');
    for (const language of ['es-US', 'en-US'] as const) {
      const { customer, receiptId } = await paidLine(language);
      await call(t, 'POST', `/app/care/customers/${customer.id}/verification`, { token: agent.token });
      const codeMail = await latestMailTo(t.database, customer.email);
      expect(codeMail.subject).toContain(
        language === 'es-US' ? 'Su código de verificación de Brightline Mobile' : 'verification code',
      );
      const confirmed = await call(t, 'POST', `/app/care/customers/${customer.id}/verification/confirm`, {
        token: agent.token,
        body: { code: codeIn(codeMail.textBody) },
      });
      expect(confirmed.statusCode).toBe(200);
      const refunded = await call(t, 'POST', `/app/care/customers/${customer.id}/refunds`, {
        token: agent.token,
        body: { receiptId, amount: 12.5, reason: 'duplicate_charge', idempotencyKey: crypto.randomUUID() },
      });
      expect(refunded.statusCode, refunded.body).toBe(200);

      const mail = await latestMailTo(t.database, customer.email);
      if (language === 'es-US') {
        expect(mail.subject).toBe('Brightline Mobile le reembolsó $12.50');
        expect(mail.textBody).toContain(
          'le reembolsó $12.50 de "Unlimited" a la tarjeta con la que se pagó.',
        );
        expect(mail.textBody).toContain('en un plazo de 5 a 10 días hábiles');
      } else {
        expect(mail.subject).toBe('Brightline Mobile refunded $12.50');
        expect(mail.textBody).toContain(
          'support refunded $12.50 of "Unlimited" to the card it was paid with.',
        );
      }
    }
  });
});
