import { describe, expect, it } from 'vitest';
import { call, codeIn, latestMailTo, registerCustomer } from '../support/auth';
import { customerWithCard, payBody } from '../support/commerce';
import { waitForJobs } from '../support/jobs';
import { chooseLanguage } from '../support/profile';
import { useTestApp } from '../support/test-app';
import { renewalReceiptMail } from '../../src/modules/lines/plan-periods/renewal-mails';
import { mailFacts } from '../../src/modules/lines/plan-periods/renewal-view';
import type { RenewalFacts } from '../../src/modules/lines/plan-periods/renewal-repository';

const t = useTestApp({ content: true });

describe("mails in the account's language", () => {
  it('a Spanish account gets its login code in Spanish, an English one in English', async () => {
    const spanish = await registerCustomer(t);
    await chooseLanguage(t, spanish.token, 'es-US');
    const english = await registerCustomer(t);
    for (const { email } of [spanish, english]) {
      expect((await call(t, 'POST', '/app/auth/otp/request', { body: { email } })).statusCode).toBe(200);
    }

    const es = await latestMailTo(t.database, spanish.email);
    const code = codeIn(es.textBody);
    expect(es.subject).toBe(`Su código para iniciar sesión en Brightline Mobile: ${code}`);
    expect(es.textBody).toContain(`Su código de un solo uso para iniciar sesión es ${code}`);
    expect(es.textBody).toContain('vence en 10 minutos');
    const en = await latestMailTo(t.database, english.email);
    expect(en.subject).toBe(`Your Brightline Mobile login code: ${codeIn(en.textBody)}`);
    expect(en.textBody).toContain('It works once and expires in 10 minutes.');
  });

  it('a Spanish account gets its password reset link in Spanish, an English one in English', async () => {
    const spanish = await registerCustomer(t);
    await chooseLanguage(t, spanish.token, 'es-US');
    const english = await registerCustomer(t);
    for (const { email } of [spanish, english]) {
      expect((await call(t, 'POST', '/app/auth/forgot-password', { body: { email } })).statusCode).toBe(200);
    }

    const es = await latestMailTo(t.database, spanish.email);
    expect(es.subject).toBe('Restablezca su contraseña de Brightline Mobile');
    expect(es.textBody).toContain('Para elegir una nueva contraseña, abra este enlace:');
    expect(es.textBody).toContain('/reset-password?token=');
    const en = await latestMailTo(t.database, english.email);
    expect(en.subject).toBe('Reset your Brightline Mobile password');
    expect(en.textBody).toContain('To choose a new password, open this link:');
  });

  it('a Spanish account gets its order receipt in Spanish (text and HTML), an English one in English', async () => {
    const spanish = await customerWithCard(t);
    await chooseLanguage(t, spanish.customer.token, 'es-US');
    const english = await customerWithCard(t);
    for (const { customer, plan, card } of [spanish, english]) {
      const paid = await customer.post(
        '/app/checkout/pay',
        payBody(plan.id, card.id, { promoCode: 'WELCOME10' }),
      );
      expect(paid.statusCode).toBe(200);
    }
    await waitForJobs(t.database);

    const es = await latestMailTo(t.database, spanish.customer.email);
    expect(es.subject).toBe('Su pedido de Brightline Mobile: Unlimited');
    expect(es.textBody).toContain('Gracias por su pedido con Brightline Mobile.');
    expect(es.textBody).toContain('Total del pedido: $40.00');
    expect(es.textBody).toContain('Descuento: -$4.00');
    expect(es.textBody).toContain('Pagado con Visa terminada en 4242');
    // The renewal acknowledgment's day, written by Intl for es-US: "28 de noviembre de 2026".
    expect(es.textBody).toMatch(/el \d{1,2} de [a-z]+ de \d{4} usted aceptó que este plan se renueve/);
    expect(es.htmlBody).toContain('Total del pedido: $40.00<br>');
    expect(es.htmlBody).toContain('<p>Active su eSIM: escanee el código QR de este correo');
    const en = await latestMailTo(t.database, english.customer.email);
    expect(en.subject).toBe('Your Brightline Mobile order: Unlimited');
    expect(en.textBody).toContain('Order Total: $40.00');
    expect(en.textBody).toContain('Paid with Visa ending in 4242');
  });
});

describe('the renewal receipt in the account language', () => {
  const context = { brandName: 'Brightline Mobile', publicUrl: 'https://example.test' };
  const facts = (language: string) =>
    ({
      email: 'ana@example.test',
      firstName: 'Ana',
      nickname: 'Mi línea',
      mdn: '5125550143',
      planId: 'p',
      planName: 'Unlimited',
      planPriceCents: 4000,
      nextPlanId: null,
      cardNetwork: 'visa',
      cardLast4: '4242',
      language,
    }) as unknown as RenewalFacts;
  const period = {
    periodStart: new Date('2026-11-24T15:00:00Z'),
    periodEnd: new Date('2026-12-24T15:00:00Z'),
  };

  it('is Spanish for an es-US account: subject, Spanish days and the es-US dollar amount', () => {
    const mail = renewalReceiptMail({ ...mailFacts(facts('es-US'), 123456), ...period }, context);
    expect(mail.subject).toBe('Recibo: su plan de Brightline Mobile se renovó');
    expect(mail.text).toContain('Hola, Ana:');
    expect(mail.text).toContain('Período: del 24 de noviembre de 2026 al 24 de diciembre de 2026');
    expect(mail.text).toContain('Monto pagado: $1,234.56');
    expect(mail.text).toContain('Pagado con Visa terminada en 4242');
  });

  it('is English for an en-US account and for an unknown language', () => {
    for (const language of ['en-US', 'fr-FR']) {
      const mail = renewalReceiptMail({ ...mailFacts(facts(language), 123456), ...period }, context);
      expect(mail.subject).toBe('Receipt: your Brightline Mobile plan is renewed');
      expect(mail.text).toContain('Period: November 24, 2026 to December 24, 2026');
      expect(mail.text).toContain('Amount paid: $1234.56');
      expect(mail.text).toContain('Paid with Visa ending in 4242');
    }
  });
});
