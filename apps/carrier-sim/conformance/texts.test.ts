// Texts and their delivery reports (docs/carrier-api.md "Texts"): `sms.sent`, then a signed
// `message.delivered` or `message.failed` with a reason and whether a new try may reach the phone;
// the fault setting `smsFailRate` / `smsFailReasons`; the status query and `GET /v1/sms/:smsId`.
import { describe, expect, test } from 'vitest';
import { eventually } from './harness';
import { useCarrier } from './setup';

const c = useCarrier();

describe('delivery reports', () => {
  test('a text to an active line is reported delivered, and the text and its request say so', async () => {
    const line = await c.activeLine();
    const sms = await c.send('/v1/sms', { to: line.mdn, text: 'Your payment went through.' });
    const sent = await c.delivered(sms, 'sms.sent');
    const report = await c.delivered(sms, 'message.delivered');
    expect(report.sequence).toBe(sent.sequence + 1);
    expect(report.eventId).not.toBe(sent.eventId);
    expect(report.data).toMatchObject({
      smsId: sms,
      to: line.mdn,
      status: 'delivered',
      dlrStatus: 'DELIVRD',
    });
    expect(await c.status(sms)).toMatchObject({ status: 'completed', state: 'delivered', error: null });
    const text = await c.api('GET', `/v1/sms/${sms}`);
    expect(text.body).toMatchObject({ status: 'delivered', reportedAt: report.data.reportedAt });
    expect(text.body.failure).toBeUndefined();
  });

  test('a failed delivery names its reason, is not retryable for a filtered text, and is kept', async () => {
    await c.faults({ smsFailRate: 1, smsFailReasons: ['spam_filtered'] });
    expect((await c.api('GET', '/admin/faults')).body).toMatchObject({
      smsFailRate: 1,
      smsFailReasons: ['spam_filtered'],
    });
    const line = await c.activeLine();
    const sms = await c.send('/v1/sms', { to: line.mdn, text: 'A text the filter stops.' });
    const failed = await c.delivered(sms, 'message.failed');
    expect(failed.data).toMatchObject({
      smsId: sms,
      status: 'failed',
      reason: 'spam_filtered',
      dlrStatus: 'REJECTD',
      retryable: false,
    });
    expect(failed.error).toMatchObject({
      code: 'MESSAGE_UNDELIVERED',
      reason: 'spam_filtered',
      retryable: false,
    });
    const status = await c.status(sms);
    expect(status).toMatchObject({ status: 'failed', state: 'failed' });
    expect(status.events.map((e) => e.type)).toEqual(['sms.sent', 'message.failed']);
    const text = await c.api('GET', `/v1/sms/${sms}`);
    expect(text.body).toMatchObject({
      status: 'failed',
      failure: { reason: 'spam_filtered', dlrStatus: 'REJECTD', retryable: false },
    });
  });

  test('an unreachable handset fails as retryable; the rate 0 again delivers', async () => {
    await c.faults({ smsFailRate: 1, smsFailReasons: ['handset_unreachable'] });
    const line = await c.activeLine();
    const sms = await c.send('/v1/sms', { to: line.mdn, text: 'The phone is off.' });
    const failed = await c.delivered(sms, 'message.failed');
    expect(failed.data).toMatchObject({
      reason: 'handset_unreachable',
      dlrStatus: 'EXPIRED',
      retryable: true,
    });
    expect(failed.error).toMatchObject({ code: 'MESSAGE_UNDELIVERED', retryable: true });
    await c.faults({ smsFailRate: 0 });
    const again = await c.send('/v1/sms', { to: line.mdn, text: 'The phone is on.' });
    await c.delivered(again, 'message.delivered');
  });

  test('a text to a barred line fails as not active, with no fault set', async () => {
    const line = await c.activeLine();
    const bar = await c.send(`/v1/lines/${line.mdn}/barring`, { barred: true });
    await c.delivered(bar, 'line.barred');
    const sms = await c.send('/v1/sms', { to: line.mdn, text: 'Your line is suspended.' });
    const failed = await c.delivered(sms, 'message.failed');
    expect(failed.data).toMatchObject({
      reason: 'number_not_active',
      dlrStatus: 'UNDELIV',
      retryable: false,
    });
  });

  test('a lost report is found by the status query and the text listing', async () => {
    const line = await c.activeLine();
    await c.faults({ lostRate: 1, smsFailRate: 1, smsFailReasons: ['unknown_number'] });
    const sms = await c.send('/v1/sms', { to: line.mdn, text: 'Nobody hears this.' });
    const status = await eventually('reported', async () => {
      const s = await c.status(sms);
      return s.status === 'failed' && s;
    });
    expect(status.events.at(-1)).toMatchObject({
      type: 'message.failed',
      data: { reason: 'unknown_number' },
    });
    const page = await c.api('GET', `/v1/sms?to=${line.mdn}`);
    expect(page.body.items).toEqual([expect.objectContaining({ smsId: sms, status: 'failed' })]);
    expect(c.receiver.of(sms)).toHaveLength(0);
  });

  test('the failure rate is taken from 0 to 1, and refused outside', async () => {
    expect((await c.api('PUT', '/admin/faults', { smsFailRate: 0.5 })).body).toMatchObject({
      smsFailRate: 0.5,
    });
    const answer = await c.api('PUT', '/admin/faults', { smsFailRate: 2 });
    expect(answer.status).toBe(400);
  });
});
