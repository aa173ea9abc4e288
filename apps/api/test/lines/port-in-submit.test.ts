// portin/bring/number: what it submits, keeps sealed, checks and refuses (temp/update and make/start
// in port-in-details.test.ts).
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { MESSAGES } from '@mvno/contracts/messages';
import { PRODUCT_MESSAGES } from '@mvno/contracts/product-messages';
import { portRequests } from '../../src/db/schema/lines';
import { createFieldCipher } from '../../src/lib/field-cipher';
import { createLine, lineCustomer, linesOf, numberEnding, OLD_SERVICE, PARTNER_SIM } from '../support/lines';
import { useTestApp } from '../support/test-app';

const t = useTestApp({ content: true });
const cipher = () => createFieldCipher(t.secrets.dataEncryptionKey);
const L = PRODUCT_MESSAGES.lines;

describe('POST /app/users/portin/bring/number', () => {
  it("submits a port of the number onto the customer's line with the old carrier's account", async () => {
    const ada = await lineCustomer(t, { firstName: 'Ada', lastName: 'Lovelace' });
    const line = await createLine(t.database, ada.id);
    const msisdn = numberEnding('5550199');

    const response = await ada.post('/app/users/portin/bring/number', {
      replaceNumber: true,
      msisdn,
      zipCode: '10001',
      oldService: OLD_SERVICE,
      tempSubscriptionId: line.id,
    });

    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ message: L.portInStarted });
    const [listed] = await linesOf(ada);
    expect(listed).toMatchObject({
      mdn: line.mdn,
      status: 'port_in_pending',
      statusReason: null,
      port: {
        msisdn,
        status: 'submitted',
        reason: null,
        billingAccountNumber: OLD_SERVICE.billingAccountNumber,
        firstName: 'Ada',
        lastName: 'Lovelace',
        zipCode: '10001',
        usesPartnerSim: false,
        events: [{ type: 'submitted', reason: null }],
      },
    });
    // The PIN is kept for the old carrier but never sent back.
    expect(JSON.stringify(listed)).not.toContain(OLD_SERVICE.billingAccountPassword);
  });

  it("keeps the old carrier's PIN and account number encrypted at rest while the port is open", async () => {
    const ada = await lineCustomer(t, { firstName: 'Ada', lastName: 'Lovelace' });
    const line = await createLine(t.database, ada.id);
    const secret = { billingAccountNumber: '908172635', billingAccountPassword: '731902' };

    await ada.post('/app/users/portin/bring/number', {
      replaceNumber: true,
      msisdn: numberEnding('5550199'),
      zipCode: '10001',
      oldService: secret,
      tempSubscriptionId: line.id,
    });

    const rows = await t.database.db.select().from(portRequests).where(eq(portRequests.lineId, line.id));
    expect(rows).toHaveLength(1);
    const raw = JSON.stringify(rows);
    expect(raw).not.toContain(secret.billingAccountPassword);
    expect(raw).not.toContain(secret.billingAccountNumber);
    expect(rows[0]?.pin).toMatch(/^enc1:/);
    expect(cipher().open(rows[0]?.pin ?? null)).toBe(secret.billingAccountPassword);
    // The customer still sees the account number they gave.
    expect((await linesOf(ada))[0]).toMatchObject({
      port: { billingAccountNumber: secret.billingAccountNumber },
    });
  });

  it('takes the account holder name given instead of the profile one', async () => {
    const ada = await lineCustomer(t, { firstName: 'Ada', lastName: 'Lovelace' });
    const line = await createLine(t.database, ada.id);

    await ada.post('/app/users/portin/bring/number', {
      replaceNumber: true,
      msisdn: numberEnding('5550199'),
      zipCode: '10001',
      oldService: OLD_SERVICE,
      accountDetails: { firstName: 'Augusta', lastName: 'King' },
      tempSubscriptionId: line.id,
    });

    expect((await linesOf(ada))[0]).toMatchObject({ port: { firstName: 'Augusta', lastName: 'King' } });
  });

  it('validates the account fields with the SPEC messages and the partner SIM variant', async () => {
    const ada = await lineCustomer(t);
    const line = await createLine(t.database, ada.id);
    const base = { msisdn: numberEnding('5550199'), zipCode: '10001', tempSubscriptionId: line.id };

    const cases: [Record<string, unknown>, { field: string; message: string }[]][] = [
      [
        base,
        [
          { field: 'oldService.billingAccountNumber', message: MESSAGES.enterBillingAccount },
          { field: 'oldService.billingAccountPassword', message: MESSAGES.enterPinPassword },
        ],
      ],
      [
        { ...base, oldService: { billingAccountNumber: '123456', billingAccountPassword: 'x'.repeat(31) } },
        [
          { field: 'oldService.billingAccountNumber', message: 'min validation failed on billingAccount' },
          { field: 'oldService.billingAccountPassword', message: 'max validation failed on pinPassword' },
        ],
      ],
      [
        { ...base, iccid: '89014101234567', isAttSim: true },
        [{ field: 'iccid', message: MESSAGES.invalidIccid }],
      ],
      [
        { ...base, iccid: '8901410123456789017', isAttSim: true },
        [{ field: 'iccid', message: L.iccidCheckDigit }],
      ],
      [
        { ...base, iccid: PARTNER_SIM },
        [{ field: 'isAttSim', message: 'required validation failed on isAttSim' }],
      ],
      [
        { ...base, iccid: '8901260123456789011', isAttSim: false },
        [{ field: 'iccid', message: L.notCarrierSim }],
      ],
    ];
    for (const [body, errors] of cases) {
      const response = await ada.post('/app/users/portin/bring/number', body);
      expect(response.statusCode, JSON.stringify(body)).toBe(400);
      expect(response.json()).toEqual({ message: MESSAGES.api.validation, errors });
    }
    expect(await t.database.db.select().from(portRequests)).toEqual([]);
  });

  it("answers 404 for another customer's line and creates nothing", async () => {
    const ada = await lineCustomer(t);
    const bob = await lineCustomer(t);
    const bobs = await createLine(t.database, bob.id);

    for (const id of [bobs.id, crypto.randomUUID(), 'nope']) {
      const response = await ada.post('/app/users/portin/bring/number', {
        replaceNumber: true,
        msisdn: numberEnding('5550199'),
        zipCode: '10001',
        oldService: OLD_SERVICE,
        tempSubscriptionId: id,
      });
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({ message: L.lineNotFound });
    }
    expect(await t.database.db.select().from(portRequests)).toEqual([]);
  });

  it('answers the same call made again as the first, without a second port or command', async () => {
    const ada = await lineCustomer(t, { firstName: 'Ada', lastName: 'Lovelace' });
    const line = await createLine(t.database, ada.id);
    const body = {
      replaceNumber: true,
      msisdn: numberEnding('5550199'),
      zipCode: '10001',
      oldService: OLD_SERVICE,
      tempSubscriptionId: line.id,
    };
    const first = await ada.post('/app/users/portin/bring/number', body);
    // The first answer lost on the way: the customer's phone sends the call again.
    const again = await ada.post('/app/users/portin/bring/number', body);
    // Other details for the same number are not the same call: they go through temp/update.
    const changed = await ada.post('/app/users/portin/bring/number', {
      ...body,
      oldService: { ...OLD_SERVICE, billingAccountPassword: '9876' },
    });

    expect([first.statusCode, first.json()]).toEqual([200, { message: L.portInStarted }]);
    expect([again.statusCode, again.json()]).toEqual([200, { message: L.portInStarted }]);
    expect([changed.statusCode, changed.json()]).toEqual([409, { message: L.lineBusy }]);
    const ports = await t.database.db.select().from(portRequests).where(eq(portRequests.lineId, line.id));
    expect(ports.map((port) => [port.status, port.attempt])).toEqual([['submitted', 1]]);
    const [listed] = await linesOf(ada);
    expect(listed).toMatchObject({ port: { events: [{ type: 'submitted', reason: null }] } });
    expect((listed as { port: { events: unknown[] } }).port.events).toHaveLength(1);
  });

  it('refuses a second number on a line whose port runs, and a number that cannot move', async () => {
    const ada = await lineCustomer(t);
    const line = await createLine(t.database, ada.id);
    const other = await createLine(t.database, ada.id);
    const body = {
      zipCode: '10001',
      oldService: OLD_SERVICE,
      tempSubscriptionId: line.id,
      replaceNumber: true,
    };
    await ada.post('/app/users/portin/bring/number', { ...body, msisdn: numberEnding('5550199') });

    const busy = await ada.post('/app/users/portin/bring/number', {
      ...body,
      msisdn: numberEnding('5550188'),
    });
    const notEligible = await ada.post('/app/users/portin/bring/number', {
      ...body,
      tempSubscriptionId: other.id,
      msisdn: numberEnding('5550100'),
    });
    const ours = await ada.post('/app/users/portin/bring/number', {
      ...body,
      tempSubscriptionId: other.id,
      msisdn: line.mdn,
    });

    expect([busy.statusCode, busy.json()]).toEqual([409, { message: L.lineBusy }]);
    expect([notEligible.statusCode, notEligible.json()]).toEqual([400, { message: L.carrierRefused }]);
    expect([ours.statusCode, ours.json()]).toEqual([400, { message: L.alreadyOurs }]);
  });
});
