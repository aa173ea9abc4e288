/**
 * Care actions (decision 031): each on a verified customer only, with a reason code; each writes
 * its audit entry (before and after), mails the customer and has its effect, through the same
 * services the customer's own calls use.
 */
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { AuditEntry } from '@mvno/contracts/api/care-audit';
import { formatMdn } from '@mvno/contracts/line-format';
import { STAFF_MESSAGES } from '@mvno/contracts/staff-messages';
import { carrierNumbers, lineEndings, portRequests, subscriptionLines } from '../../src/db/schema/lines';
import { call, mailsTo } from '../support/auth';
import { careCall, verifiedStaff } from '../support/care';
import { newStaff, type TestAgent } from '../support/chat';
import { waitForJobs } from '../support/jobs';
import { bringNumber, createLine, lineCustomer, linesOf, numberEnding, OLD_SERVICE } from '../support/lines';
import { useTestApp } from '../support/test-app';

const M = STAFF_MESSAGES.care;
const t = useTestApp({ content: true, overrides: { PORT_IN_STEP_SECONDS: '0' } });

/** The customer's audit entries as the verified staff member's customer page shows them. */
async function auditOf(staff: TestAgent, customerId: string): Promise<AuditEntry[]> {
  const view = await call(t, 'GET', `/app/care/customers/${customerId}`, { token: staff.token });
  return (view.json() as { account: { audit: AuditEntry[] } }).account.audit;
}

const entry = async (staff: TestAgent, customerId: string, action: string) =>
  (await auditOf(staff, customerId)).find((e) => e.action === action);

const lineRow = async (id: string) =>
  (await t.database.db.select().from(subscriptionLines).where(eq(subscriptionLines.id, id)))[0]!;

describe('care actions need a verified customer and a reason', () => {
  it('an unverified agent is refused every action; a missing reason is a 400', async () => {
    const ada = await lineCustomer(t);
    const line = await createLine(t.database, ada.id);
    const agent = await newStaff(t, 'agent');
    const base = `/app/care/customers/${ada.id}`;
    for (const path of [`${base}/lines/${line.id}/suspend`, `${base}/sessions/end`]) {
      const refused = await careCall(t, agent, path, { reason: 'customer_request' });
      expect(refused.statusCode).toBe(403);
      expect(refused.json().message).toBe(M.notVerified);
    }
    expect((await lineRow(line.id)).status).toBe('active');
    const verifiedAgent = await verifiedStaff(t, 'agent', ada, 'Val');
    const noReason = await careCall(t, verifiedAgent, `${base}/lines/${line.id}/suspend`, {});
    expect(noReason.statusCode).toBe(400);
    expect((await lineRow(line.id)).status).toBe('active');
  });
});

describe('care actions', () => {
  it('re-issues an eSIM: a new ICCID and activation code, the old one void at the carrier; audited and mailed', async () => {
    const ada = await lineCustomer(t);
    const line = await createLine(t.database, ada.id);
    const agent = await verifiedStaff(t, 'agent', ada);
    const body = { reason: 'device_problem', idempotencyKey: `reissue-${crypto.randomUUID()}` };
    const path = `/app/care/customers/${ada.id}/lines/${line.id}/esim`;

    const done = await careCall(t, agent, path, body);
    expect(done.statusCode, done.body).toBe(200);
    expect(done.json().message).toBe(M.esimReissued);
    const after = await lineRow(line.id);
    expect(after.iccid).not.toBe(line.iccid);
    expect(after.activationCode).not.toBe(line.activationCode);
    expect(done.json().line).toEqual({
      id: line.id,
      iccid: after.iccid,
      activationCode: after.activationCode,
    });
    const [carrierRow] = await t.database.db
      .select()
      .from(carrierNumbers)
      .where(eq(carrierNumbers.mdn, line.mdn));
    expect(carrierRow?.iccid).toBe(after.iccid);
    // The same key again: the same eSIM, no second change.
    expect((await careCall(t, agent, path, body)).json().line.iccid).toBe(after.iccid);

    const audited = (await auditOf(agent, ada.id)).filter((e) => e.action === 'line.esim_reissue');
    expect(audited).toHaveLength(1);
    expect(audited[0]).toMatchObject({
      reason: 'device_problem',
      staff: { id: agent.id, role: 'agent' },
      before: { iccid: line.iccid, mdn: line.mdn },
      after: { iccid: after.iccid, simType: 'esim' },
    });
    const notices = (await mailsTo(t.database, ada.email)).filter((m) => m.subject.includes('SIM of'));
    expect(notices).toHaveLength(1);
  });

  it('resubmits a port refused for a wrong PIN with the corrected PIN: it completes; audited (no PIN) and mailed', async () => {
    const ada = await lineCustomer(t);
    const line = await createLine(t.database, ada.id);
    const msisdn = numberEnding('5550122');
    await bringNumber(ada, line.id, msisdn);
    await waitForJobs(t.database);
    expect((await linesOf(ada))[0]).toMatchObject({ port: { status: 'rejected', reason: 'pin_mismatch' } });

    const agent = await verifiedStaff(t, 'agent', ada);
    const resubmitted = await careCall(t, agent, `/app/care/customers/${ada.id}/lines/${line.id}/port-in`, {
      reason: 'port_details_corrected',
      billingAccountNumber: OLD_SERVICE.billingAccountNumber,
      billingAccountPassword: '9876',
    });
    expect(resubmitted.statusCode, resubmitted.body).toBe(200);
    expect(resubmitted.json().message).toBe(M.portResubmitted);
    await waitForJobs(t.database);

    expect((await linesOf(ada))[0]).toMatchObject({ mdn: msisdn, port: { status: 'completed' } });
    const [port] = await t.database.db.select().from(portRequests).where(eq(portRequests.lineId, line.id));
    expect(port).toMatchObject({ attempt: 2, status: 'completed' });
    const audited = await entry(agent, ada.id, 'line.port_resubmit');
    expect(audited).toMatchObject({
      reason: 'port_details_corrected',
      before: { status: 'rejected', reason: 'pin_mismatch', msisdn },
      after: { status: 'submitted', accountDetails: 'corrected' },
    });
    expect(JSON.stringify(audited)).not.toContain('9876');
    const subjects = (await mailsTo(t.database, ada.email)).map((m) => m.subject);
    expect(subjects).toContain(`Your number ${formatMdn(msisdn)} is on its way again`);
  });

  it('suspends a line at once (the carrier bars it) and restores it; both audited and mailed', async () => {
    const ada = await lineCustomer(t);
    const line = await createLine(t.database, ada.id);
    const agent = await verifiedStaff(t, 'agent', ada);
    const base = `/app/care/customers/${ada.id}/lines/${line.id}`;
    const barred = async () =>
      (await t.database.db.select().from(carrierNumbers).where(eq(carrierNumbers.mdn, line.mdn)))[0]
        ?.barredAt != null;

    const refusedRestore = await careCall(t, agent, `${base}/restore`, { reason: 'customer_request' });
    expect(refusedRestore.statusCode).toBe(409);
    expect(refusedRestore.json().message).toBe(M.lineNotSuspended);

    const badChurn = await careCall(t, agent, `${base}/suspend`, {
      reason: 'lost_or_stolen',
      churnReason: 'x',
    });
    expect(badChurn.statusCode).toBe(400);
    expect(badChurn.json()).toMatchObject({ errors: [{ field: 'churnReason' }] });
    const suspended = await careCall(t, agent, `${base}/suspend`, {
      reason: 'lost_or_stolen',
      churnReason: 'device_issue',
    });
    expect(suspended.json().message).toBe(M.lineSuspended);
    const endings = () => t.database.db.select().from(lineEndings).where(eq(lineEndings.lineId, line.id));
    expect(await endings()).toEqual([
      expect.objectContaining({ cause: 'care', reasonCode: 'device_issue', withdrawnAt: null }),
    ]);
    expect((await lineRow(line.id)).status).toBe('lost_suspended');
    expect(await barred()).toBe(true);
    expect(await entry(agent, ada.id, 'line.suspend')).toMatchObject({
      reason: 'lost_or_stolen',
      before: { status: 'active' },
      after: { status: 'lost_suspended' },
    });

    const restored = await careCall(t, agent, `${base}/restore`, { reason: 'customer_request' });
    expect(restored.json().message).toBe(M.lineRestored);
    expect((await endings())[0]?.withdrawnAt).toBeInstanceOf(Date);
    expect((await lineRow(line.id)).status).toBe('active');
    expect(await barred()).toBe(false);
    expect(await entry(agent, ada.id, 'line.restore')).toMatchObject({
      before: { status: 'lost_suspended' },
      after: { status: 'active' },
    });
    const subjects = (await mailsTo(t.database, ada.email)).map((m) => m.subject);
    expect(subjects).toContain(`Your line ${formatMdn(line.mdn)} is suspended`);
    expect(subjects).toContain(`Your line ${formatMdn(line.mdn)} works again`);
  });

  it('ends every session of the customer: their token stops working; audited and mailed', async () => {
    const ada = await lineCustomer(t);
    expect((await ada.get('/app/users/lines')).statusCode).toBe(200);
    const agent = await verifiedStaff(t, 'agent', ada);

    const ended = await careCall(t, agent, `/app/care/customers/${ada.id}/sessions/end`, {
      reason: 'security_concern',
    });
    expect(ended.statusCode, ended.body).toBe(200);
    expect(ended.json().message).toBe(M.sessionsEnded(1));
    expect((await ada.get('/app/users/lines')).statusCode).toBe(401);
    expect(await entry(agent, ada.id, 'sessions.end')).toMatchObject({
      reason: 'security_concern',
      before: { activeSessions: 1 },
      after: { activeSessions: 0 },
    });
    const subjects = (await mailsTo(t.database, ada.email)).map((m) => m.subject);
    expect(subjects).toContain('You were signed out of Brightline Mobile everywhere');
  });
});
