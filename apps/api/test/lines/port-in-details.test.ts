// The port-in's details after the first call: a bought number's details through portin/temp/update,
// and a refused port sent again through portin/make/start (bring/number in port-in-submit.test.ts).
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { MESSAGES } from '@mvno/contracts/messages';
import { PORT_REJECTION_REASONS, PRODUCT_MESSAGES } from '@mvno/contracts/product-messages';
import { portRequests, subscriptionLines } from '../../src/db/schema/lines';
import { createFieldCipher } from '../../src/lib/field-cipher';
import {
  createLine,
  customerWithStoredPort,
  lineCustomer,
  linesOf,
  numberEnding,
  OLD_SERVICE,
  PARTNER_SIM,
  partnerSimBring,
  portStartBody,
} from '../support/lines';
import { useTestApp } from '../support/test-app';

const t = useTestApp({ content: true });
const cipher = () => createFieldCipher(t.secrets.dataEncryptionKey);
const L = PRODUCT_MESSAGES.lines;

describe('a number bought with "Bring my number"', () => {
  /** A draft port, as a paid order with a brought number leaves it. */
  async function boughtNumber() {
    const { ada, line, msisdn } = await customerWithStoredPort(
      t,
      'port_in_attention',
      { status: 'draft', zipCode: '78702' },
      { firstName: 'Ada', lastName: 'Lovelace' },
    );
    return { ada, line, msisdn };
  }

  it('waits for the details, then portin/temp/update submits it', async () => {
    const { ada, msisdn } = await boughtNumber();
    expect((await linesOf(ada))[0]).toMatchObject({
      status: 'port_in_attention',
      statusReason: L.detailsNeeded,
      port: { status: 'draft', reasonText: L.detailsNeeded },
    });

    const response = await ada.post('/app/users/portin/temp/update', {
      msisdn,
      oldService: OLD_SERVICE,
      accountDetails: { firstName: 'Ada', lastName: 'Lovelace', zipCode: '10001' },
    });

    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ message: L.portInStarted });
    expect((await linesOf(ada))[0]).toMatchObject({
      status: 'port_in_pending',
      statusReason: null,
      port: { status: 'submitted', zipCode: '10001', billingAccountNumber: OLD_SERVICE.billingAccountNumber },
    });

    // Corrected while it runs: saved, and the timeline says so.
    const edited = await ada.post('/app/users/portin/temp/update', {
      msisdn,
      oldService: { ...OLD_SERVICE, billingAccountNumber: '987654321' },
      accountDetails: { firstName: 'Ada', lastName: 'Lovelace', zipCode: '10001' },
    });
    expect(edited.json()).toEqual({ message: L.portDetailsSaved });
    const [listed] = await linesOf(ada);
    expect(listed).toMatchObject({ port: { status: 'submitted', billingAccountNumber: '987654321' } });
    expect((listed!.port as { events: { type: string }[] }).events.map((e) => e.type)).toEqual([
      'submitted',
      'details_updated',
    ]);
  });

  it('moves with a partner SIM after payment without an account number', async () => {
    const { ada, line, msisdn } = await boughtNumber();
    // Bought with "Use the SIM I have": the line is on the partner SIM (decision 076).
    await t.database.db
      .update(subscriptionLines)
      .set({ simType: 'psim', iccid: PARTNER_SIM, activationCode: null })
      .where(eq(subscriptionLines.id, line.id));

    const response = await ada.post('/app/users/portin/bring/number', partnerSimBring(line.id, msisdn));

    expect(response.statusCode).toBe(200);
    expect((await linesOf(ada))[0]).toMatchObject({
      status: 'port_in_pending',
      port: { status: 'submitted', usesPartnerSim: true, billingAccountNumber: null, firstName: 'Ada' },
    });
  });

  it('validates temp/update and answers 404 for a number the customer is not bringing', async () => {
    const { ada, msisdn } = await boughtNumber();
    const bob = await lineCustomer(t);

    const invalid = await ada.post('/app/users/portin/temp/update', {
      msisdn,
      oldService: { billingAccountNumber: '', billingAccountPassword: '' },
      accountDetails: { firstName: '', lastName: 'L', zipCode: 'abcde' },
    });
    const notBobs = await bob.post('/app/users/portin/temp/update', {
      msisdn,
      oldService: OLD_SERVICE,
      accountDetails: { firstName: 'Bob', lastName: 'Smith', zipCode: '10001' },
    });

    expect(invalid.statusCode).toBe(400);
    expect(invalid.json().errors).toEqual([
      { field: 'oldService.billingAccountNumber', message: MESSAGES.enterBillingAccount },
      { field: 'oldService.billingAccountPassword', message: MESSAGES.enterPinPassword },
      { field: 'accountDetails.firstName', message: MESSAGES.enterFirstName },
      { field: 'accountDetails.lastName', message: 'min validation failed on lastName' },
      { field: 'accountDetails.zipCode', message: MESSAGES.enterZipCode },
    ]);
    expect([notBobs.statusCode, notBobs.json()]).toEqual([404, { message: L.portNotFound }]);
    expect((await linesOf(ada))[0]).toMatchObject({ port: { status: 'draft' } });
  });
});

describe('POST /app/users/portin/make/start', () => {
  it('re-submits a rejected port as a new attempt with the corrected details', async () => {
    const { ada, line, msisdn, port } = await customerWithStoredPort(t, 'port_in_attention', {
      status: 'rejected',
      reason: 'name_mismatch',
      attempt: 1,
      firstName: 'Ada',
      lastName: 'Byron',
      zipCode: '10001',
    });
    expect((await linesOf(ada))[0]).toMatchObject({
      status: 'port_in_attention',
      statusReason: PORT_REJECTION_REASONS.name_mismatch,
      port: { status: 'rejected', reason: 'name_mismatch' },
    });

    const response = await ada.post('/app/users/portin/make/start', portStartBody(msisdn, line.id));

    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ message: L.portInStarted });
    expect((await linesOf(ada))[0]).toMatchObject({
      status: 'port_in_pending',
      port: { status: 'submitted', reason: null, reasonText: null, lastName: 'Lovelace' },
    });
    const [stored] = await t.database.db.select().from(portRequests).where(eq(portRequests.id, port.id));
    expect(stored?.attempt).toBe(2);
    expect(cipher().open(stored?.pin ?? null)).toBe(OLD_SERVICE.billingAccountPassword);

    // A port the old carrier is answering cannot be re-submitted.
    const again = await ada.post('/app/users/portin/make/start', portStartBody(msisdn, line.id));
    expect([again.statusCode, again.json()]).toEqual([409, { message: L.portStillRunning }]);
  });

  it("answers 404 for another customer's line or port, and validates every part", async () => {
    const ada = await lineCustomer(t);
    const bob = await lineCustomer(t);
    const bobs = await createLine(t.database, bob.id);
    const msisdn = numberEnding('5550199');
    await t.database.db.insert(portRequests).values({
      userId: bob.id,
      lineId: bobs.id,
      msisdn,
      status: 'rejected',
      reason: 'pin_mismatch',
      zipCode: '1',
    });
    const adas = await createLine(t.database, ada.id);

    const notHers = await ada.post('/app/users/portin/make/start', portStartBody(msisdn, bobs.id));
    const noPort = await ada.post('/app/users/portin/make/start', portStartBody(msisdn, adas.id));
    const invalid = await ada.post('/app/users/portin/make/start', {
      msisdn: '',
      oldService: { billingAccountNumber: '1234567' },
      accountDetails: {},
      activationDetails: {},
    });

    expect([notHers.statusCode, notHers.json()]).toEqual([404, { message: L.lineNotFound }]);
    expect([noPort.statusCode, noPort.json()]).toEqual([404, { message: L.portNotFound }]);
    expect(invalid.statusCode).toBe(400);
    expect(invalid.json().errors).toEqual([
      { field: 'msisdn', message: MESSAGES.enterPortInNumber },
      { field: 'oldService.billingAccountPassword', message: MESSAGES.enterPinPassword },
      { field: 'oldService.firstName', message: MESSAGES.enterFirstName },
      { field: 'oldService.lastName', message: MESSAGES.enterLastName },
      { field: 'accountDetails.firstName', message: MESSAGES.enterFirstName },
      { field: 'accountDetails.lastName', message: MESSAGES.enterLastName },
      { field: 'accountDetails.zipCode', message: MESSAGES.enterZipCode },
      {
        field: 'activationDetails.tempSubscriptionId',
        message: 'required validation failed on tempSubscriptionId',
      },
    ]);
  });
});
