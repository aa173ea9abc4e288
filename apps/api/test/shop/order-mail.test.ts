import jsQR from 'jsqr';
import { PNG } from 'pngjs';
import { describe, expect, it } from 'vitest';
import { esimInstallUrl, formatMdn, parseActivationCode } from '@mvno/contracts/line-format';
import { DEMO_ADDRESS } from '../../src/db/seed-data/catalog';
import { latestMailTo } from '../support/auth';
import { customerWithCard, payBody } from '../support/commerce';
import { JOB_SCHEMA } from '../../src/modules/platform/jobs/pg-boss-queue';
import { MAIL_JOB } from '../../src/modules/platform/mail/queued-mail-sender';
import { waitForJobs } from '../support/jobs';
import { useTestApp } from '../support/test-app';

const t = useTestApp({ content: true });

/** The text a QR code in a PNG holds. */
function decodeQr(base64: string): string | undefined {
  const png = PNG.sync.read(Buffer.from(base64, 'base64'));
  return jsQR(new Uint8ClampedArray(png.data), png.width, png.height)?.data;
}

async function confirmationOf(email: string) {
  await waitForJobs(t.database);
  return latestMailTo(t.database, email);
}

describe('order confirmation mail', () => {
  it('an eSIM order: what was bought, the totals, and a QR code of exactly the activation code', async () => {
    const { plan, customer, card } = await customerWithCard(t);
    const placed = (
      await customer.post('/app/checkout/pay', payBody(plan.id, card.id, { promoCode: 'WELCOME10' }))
    ).json();
    const code: string = placed.line.activationCode;

    const mail = await confirmationOf(customer.email);

    expect(mail.subject).toBe('Your Brightline Mobile order: Unlimited');
    const text = mail.textBody;
    expect(text).toContain('Plan: Unlimited');
    expect(text).toContain('SIM: eSIM');
    expect(text).toContain(`Number: ${formatMdn(placed.line.mdn)}`);
    expect(text).toContain('Order Total: $40.00');
    expect(text).toContain('Discount: -$4.00');
    expect(text).toContain(`Final Checkout Amount: $${placed.quote.finalCheckoutAmount.toFixed(2)}`);
    expect(text).toContain('Paid with Visa ending in 4242');
    const parts = parseActivationCode(code)!;
    expect(text).toContain(`SM-DP+ address: ${parts.smdpAddress}`);
    expect(text).toContain(`Activation code: ${parts.matchingId}`);
    expect(text).toContain(esimInstallUrl(code));
    expect(mail.attachments).toHaveLength(1);
    const [qr] = mail.attachments!;
    expect(qr).toMatchObject({ filename: 'esim-qr-code.png', contentType: 'image/png' });
    expect(mail.htmlBody).toContain(`src="cid:${qr!.cid}"`);
    expect(decodeQr(qr!.content)).toBe(code);
  });

  it('the paying request only names the QR code: the mail job draws it', async () => {
    const { plan, customer, card } = await customerWithCard(t);
    const placed = (await customer.post('/app/checkout/pay', payBody(plan.id, card.id))).json();
    await waitForJobs(t.database);

    const { rows } = await t.database.execute(
      `select data from ${JOB_SCHEMA}.job where name = '${MAIL_JOB}' order by created_on`,
    );
    const queued = rows
      .map((row) => (row as { data: { to: string; attachments?: Record<string, unknown>[] } }).data)
      .filter((mail) => mail.to === customer.email && mail.attachments);
    expect(queued).toHaveLength(1);
    expect(queued[0]!.attachments).toEqual([
      { filename: 'esim-qr-code.png', qrCodeOf: placed.line.activationCode, cid: expect.any(String) },
    ]);
  });

  it('a physical SIM order names the shipping address and has no QR code', async () => {
    const { plan, customer, card } = await customerWithCard(t);
    await customer.post(
      '/app/checkout/pay',
      payBody(plan.id, card.id, {
        simType: 'psim',
        billingState: undefined,
        shippingAddress: DEMO_ADDRESS,
      }),
    );

    const mail = await confirmationOf(customer.email);

    expect(mail.textBody).toContain('SIM: Physical SIM');
    expect(mail.textBody).toContain('Activation Fee: $10.00');
    expect(mail.textBody).toContain('We ship your SIM to:\n1200 E Cesar Chavez St\nAustin, TX 78702');
    expect(mail.attachments).toBeNull();
  });

  it('a brought number: the temporary number and the next step', async () => {
    const { plan, customer, card } = await customerWithCard(t);
    const placed = (
      await customer.post(
        '/app/checkout/pay',
        payBody(plan.id, card.id, { numberChoice: { type: 'port', number: '(415) 555-0134' } }),
      )
    ).json();

    const mail = await confirmationOf(customer.email);

    expect(mail.textBody).toContain(
      `Number: bringing (415) 555-0134; your temporary number ${formatMdn(placed.line.mdn)} works until it moves`,
    );
    expect(mail.textBody).toContain("Next: tell us your old carrier's account number and PIN");
  });
});
