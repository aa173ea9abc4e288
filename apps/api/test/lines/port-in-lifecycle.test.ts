import { describe, expect, it } from 'vitest';
import { formatMdn } from '@mvno/contracts/line-format';
import { PORT_REJECTION_REASONS, type PortRejectionReason } from '@mvno/contracts/product-messages';
import { portRequests } from '../../src/db/schema/lines';
import { REJECTED_SUFFIXES } from '@mvno/telecom/sandbox-numbers';
import { mailsTo } from '../support/auth';
import { waitForJobs } from '../support/jobs';
import {
  createLine,
  lineCustomer,
  linesOf,
  numberEnding,
  bringNumber,
  PARTNER_SIM,
  partnerSimBring,
  portStartBody,
  REFUSED_THEN_MOVED,
} from '../support/lines';
import { useTestApp } from '../support/test-app';

// Steps follow one another at once: the tests wait for the queue, not for the clock.
const t = useTestApp({ content: true, overrides: { PORT_IN_STEP_SECONDS: '0' } });

type ListedPort = {
  status: string;
  reason: string | null;
  events: { type: string; reason: string | null }[];
};

/** The port-in mails of a customer (their welcome mail aside), newest first. */
const portMails = async (to: string) =>
  (await mailsTo(t.database, to)).filter((mail) => / number /.test(mail.subject));

describe('a port moves through its states on the job queue', () => {
  it('completes: the line takes the number, is active, the PIN is erased and the customer is mailed', async () => {
    const ada = await lineCustomer(t, { firstName: 'Ada' });
    const line = await createLine(t.database, ada.id, { nickname: 'Work phone' });
    const msisdn = numberEnding('5550199');

    await bringNumber(ada, line.id, msisdn);
    await waitForJobs(t.database);

    const [listed] = await linesOf(ada);
    expect(listed).toMatchObject({
      mdn: msisdn,
      status: 'active',
      statusReason: null,
      port: { status: 'completed' },
    });
    const port = listed!.port as ListedPort;
    expect(port.events.map((e) => e.type)).toEqual(['submitted', 'pending', 'completed']);
    const [stored] = await t.database.db.select().from(portRequests);
    expect(stored).toMatchObject({ pin: null, notifiedAt: expect.any(Date) });
    const mails = await portMails(ada.email);
    expect(mails.map((m) => m.subject)).toEqual([
      `Your number ${formatMdn(msisdn)} is now with Brightline Mobile`,
    ]);
    expect(mails[0]!.textBody).toContain(`The temporary number ${formatMdn(line.mdn)} no longer works`);
    expect(mails[0]!.textBody).toContain('"Work phone"');
  });

  it.each(Object.entries(REJECTED_SUFFIXES))(
    'the test number ending %s is refused for %s, then a re-submission completes',
    async (suffix, reason) => {
      const ada = await lineCustomer(t);
      const line = await createLine(t.database, ada.id);
      const msisdn = numberEnding(suffix);

      await bringNumber(ada, line.id, msisdn);
      await waitForJobs(t.database);

      const [refused] = await linesOf(ada);
      const reasonText = PORT_REJECTION_REASONS[reason as PortRejectionReason];
      expect(refused).toMatchObject({
        mdn: line.mdn,
        status: 'port_in_attention',
        statusReason: reasonText,
        port: { status: 'rejected', reason, reasonText },
      });
      expect((refused!.port as ListedPort).events.at(-1)).toMatchObject({ type: 'rejected', reason });
      const [mail] = await portMails(ada.email);
      expect(mail!.subject).toBe(
        `Action needed: your number ${formatMdn(msisdn)} could not move to Brightline Mobile yet`,
      );
      expect(mail!.textBody).toContain(reasonText);

      const resubmitted = await ada.post('/app/users/portin/make/start', portStartBody(msisdn, line.id));
      expect(resubmitted.statusCode).toBe(200);
      await waitForJobs(t.database);

      const [moved] = await linesOf(ada);
      expect(moved).toMatchObject({
        mdn: msisdn,
        status: 'active',
        port: { status: 'completed', reason: null },
      });
      expect((moved!.port as ListedPort).events.map((e) => e.type)).toEqual(REFUSED_THEN_MOVED);
    },
  );

  it('a partner SIM moves a number whose account details would not match', async () => {
    const ada = await lineCustomer(t);
    // The line activated on the partner SIM ("Use the SIM I have"): the SIM moves the number.
    const line = await createLine(t.database, ada.id, {
      simType: 'psim',
      iccid: PARTNER_SIM,
      activationCode: null,
    });
    const msisdn = numberEnding('5550111');
    await t.database.db
      .insert(portRequests)
      .values({ userId: ada.id, lineId: line.id, msisdn, status: 'draft', zipCode: '78702' });

    const response = await ada.post('/app/users/portin/bring/number', partnerSimBring(line.id, msisdn));
    expect(response.statusCode).toBe(200);
    await waitForJobs(t.database);

    expect((await linesOf(ada))[0]).toMatchObject({
      mdn: msisdn,
      status: 'active',
      iccid: PARTNER_SIM,
      simType: 'psim',
      activationCode: null,
      port: { status: 'completed', usesPartnerSim: true },
    });
  });
});
