/**
 * Care's "Re-issue eSIM" (decision 076): a line with a physical SIM card is refused unless the
 * conversion is confirmed (its card stops working); the agent gets the new activation code; the
 * customer's mail says support made the change and carries the QR code and install steps, in the
 * account's language.
 */
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { parseActivationCode } from '@mvno/contracts/line-format';
import { ACCOUNT_MESSAGES } from '@mvno/contracts/account-messages';
import { STAFF_MESSAGES } from '@mvno/contracts/staff-messages';
import { carrierNumbers, subscriptionLines } from '../../src/db/schema/lines';
import { mailsTo } from '../support/auth';
import { careCall, verifiedStaff } from '../support/care';
import { createLine, lineCustomer, type LineCustomer } from '../support/lines';
import { chooseLanguage } from '../support/profile';
import { useTestApp } from '../support/test-app';

const M = STAFF_MESSAGES.care;
const t = useTestApp({ content: true });

const lineRow = async (id: string) =>
  (await t.database.db.select().from(subscriptionLines).where(eq(subscriptionLines.id, id)))[0]!;
const carrierSim = async (mdn: string) =>
  (await t.database.db.select().from(carrierNumbers).where(eq(carrierNumbers.mdn, mdn)))[0]?.iccid;
const simMails = async (customer: LineCustomer) =>
  (await mailsTo(t.database, customer.email)).filter((m) => /SIM/.test(m.subject));

const PHYSICAL = { simType: 'psim', iccid: '8901260123456789029', activationCode: null } as const;

describe('care: re-issuing an eSIM', () => {
  it('on a physical-SIM line is refused without the confirmed conversion: the line and its SIM card are untouched', async () => {
    const ada = await lineCustomer(t);
    const line = await createLine(t.database, ada.id, PHYSICAL);
    await t.database.db
      .update(carrierNumbers)
      .set({ iccid: PHYSICAL.iccid })
      .where(eq(carrierNumbers.mdn, line.mdn));
    const agent = await verifiedStaff(t, 'agent', ada);
    const path = `/app/care/customers/${ada.id}/lines/${line.id}/esim`;

    for (const convertToEsim of [undefined, false]) {
      const refused = await careCall(t, agent, path, {
        reason: 'device_problem',
        idempotencyKey: `reissue-${crypto.randomUUID()}`,
        ...(convertToEsim === undefined ? {} : { convertToEsim }),
      });
      expect(refused.statusCode, refused.body).toBe(409);
      expect(refused.json().message).toBe(M.esimOnPhysicalSim);
    }
    expect(await lineRow(line.id)).toMatchObject({
      simType: 'psim',
      iccid: PHYSICAL.iccid,
      activationCode: null,
    });
    expect(await carrierSim(line.mdn)).toBe(PHYSICAL.iccid);
    expect(await simMails(ada)).toEqual([]);
  });

  it('with the conversion confirmed: an eSIM line, its code shown to the agent, the mail says support did it with the QR and steps (Spanish)', async () => {
    const ada = await lineCustomer(t);
    const line = await createLine(t.database, ada.id, PHYSICAL);
    const agent = await verifiedStaff(t, 'agent', ada);
    await chooseLanguage(t, ada.token, 'es-US');
    const done = await careCall(t, agent, `/app/care/customers/${ada.id}/lines/${line.id}/esim`, {
      reason: 'device_problem',
      idempotencyKey: `reissue-${crypto.randomUUID()}`,
      convertToEsim: true,
    });
    expect(done.statusCode, done.body).toBe(200);
    expect(done.json().message).toBe(M.esimConverted);
    const after = await lineRow(line.id);
    expect(after).toMatchObject({ simType: 'esim', activationCode: expect.stringMatching(/^LPA:1\$/) });
    expect(done.json().line).toEqual({
      id: line.id,
      iccid: after.iccid,
      activationCode: after.activationCode,
    });

    const [mail] = await simMails(ada);
    const parts = parseActivationCode(after.activationCode!)!;
    expect(mail?.subject).toMatch(/^Se cambió la SIM de/);
    expect(mail?.textBody).toContain(
      'El servicio de atención al cliente de Brightline Mobile hizo este cambio a petición suya.',
    );
    expect(mail?.textBody).toContain('la tarjeta SIM de su teléfono ya no funciona');
    expect(mail?.textBody).toContain('Instale su eSIM: escanee el código QR');
    expect(mail?.textBody).toContain(`Código de activación: ${parts.matchingId}`);
    expect(mail?.htmlBody).toContain('src="cid:esim-qr@brightline"');
    expect(mail?.attachments).toEqual([
      expect.objectContaining({
        filename: 'esim-qr-code.png',
        contentType: 'image/png',
        cid: 'esim-qr@brightline',
      }),
    ]);
  });

  it('on an eSIM line needs no confirmation; the agent gets the code and the mail (English) carries it', async () => {
    const ada = await lineCustomer(t);
    const line = await createLine(t.database, ada.id);
    const agent = await verifiedStaff(t, 'agent', ada);
    const done = await careCall(t, agent, `/app/care/customers/${ada.id}/lines/${line.id}/esim`, {
      reason: 'device_problem',
      idempotencyKey: `reissue-${crypto.randomUUID()}`,
    });
    expect(done.statusCode, done.body).toBe(200);
    expect(done.json().message).toBe(M.esimReissued);
    const after = await lineRow(line.id);
    expect(after.activationCode).not.toBe(line.activationCode);
    expect(done.json().line.activationCode).toBe(after.activationCode);

    const [mail] = await simMails(ada);
    expect(mail?.textBody).toContain('Brightline Mobile support made this change at your request.');
    expect(mail?.textBody).toContain('Install your eSIM: scan the QR code in this mail');
    expect(mail?.textBody).toContain(
      `Activation code: ${parseActivationCode(after.activationCode!)!.matchingId}`,
    );
    expect(mail?.textBody).toContain('If you did not ask for this');
    expect(mail?.textBody).not.toContain('SIM card in your phone no longer works');
  });

  it('a second new eSIM within the hour is refused (429, Retry-After) and the line keeps the first', async () => {
    const ada = await lineCustomer(t);
    const line = await createLine(t.database, ada.id);
    const agent = await verifiedStaff(t, 'agent', ada);
    const path = `/app/care/customers/${ada.id}/lines/${line.id}/esim`;
    const reissue = () =>
      careCall(t, agent, path, {
        reason: 'device_problem',
        idempotencyKey: `reissue-${crypto.randomUUID()}`,
      });
    const first = await reissue();
    expect(first.statusCode, first.body).toBe(200);
    const second = await reissue();
    expect(second.statusCode, second.body).toBe(429);
    expect(second.json().message).toBe(ACCOUNT_MESSAGES.simChange.tooSoon);
    expect(Number(second.headers['retry-after'])).toBeGreaterThan(0);
    expect((await lineRow(line.id)).activationCode).toBe(first.json().line.activationCode);
    expect(await simMails(ada)).toHaveLength(1);
  });
});
