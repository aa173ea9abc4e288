// Every command: accepted at once (202, request id, accepted time), its outcome delivered later as
// signed events in sequence, and the same outcome in the status query and the listings.
import { describe, expect, test } from 'vitest';
import { freshNumber, testNumber } from './harness';
import { useCarrier } from './setup';

const c = useCarrier();
const sequences = (requestId: string) => c.receiver.of(requestId).map((r) => r.event.sequence);

describe('lines', () => {
  test('a physical SIM line is activated with a number in the ZIP area and listed', async () => {
    const line = await c.activeLine('psim');
    expect(line.mdn).toMatch(/^(212|646|917)\d{7}$/);
    expect(line.iccid).toMatch(/^89\d{17}$/);
    expect(line.activationCode).toBeNull();
    const status = await c.status(line.requestId);
    expect(status.status).toBe('completed');
    expect(status.result).toMatchObject({ mdn: line.mdn });
    const numbers = await c.api('GET', `/v1/numbers?limit=500`);
    expect(numbers.status).toBe(200);
  });

  test('an eSIM line is released with an activation code, then downloaded and installed on the phone', async () => {
    const line = await c.activeLine('esim');
    expect(line.activationCode).toMatch(/^LPA:1\$[^$]+\$[A-Z0-9-]+$/);
    expect((await c.status(line.requestId)).state).toBe('released');
    expect(
      (await c.api('POST', `/admin/esims/${line.iccid}/download`, { outcome: 'installed' })).status,
    ).toBe(202);
    await c.delivered(line.requestId, 'esim.downloaded');
    const installed = await c.delivered(line.requestId, 'esim.installed');
    expect(installed.state).toBe('installed');
    expect(sequences(line.requestId).sort()).toEqual([1, 2, 3]);
    // Played once: a second download of an installed profile is refused.
    const again = await c.api('POST', `/admin/esims/${line.iccid}/download`, {});
    expect(again.body.error?.code).toBe('INVALID_STATE');
  });

  test('a new eSIM goes ordered then released; a failed installation is reported', async () => {
    const requestId = await c.send('/v1/sims', { simType: 'esim' });
    const ordered = await c.delivered(requestId, 'esim.ordered');
    const released = await c.delivered(requestId, 'esim.released');
    expect(released.sequence).toBe(ordered.sequence + 1);
    const { iccid } = released.data as { iccid: string };
    await c.api('POST', `/admin/esims/${iccid}/download`, { outcome: 'failed' });
    const failed = await c.delivered(requestId, 'esim.failed');
    expect(failed.state).toBe('failed');
  });

  test('the number moves to a new physical SIM; the old SIM is void', async () => {
    const line = await c.activeLine();
    const iccid = '8901260' + String(Math.floor(Math.random() * 1e12)).padStart(12, '0');
    const ready = await c.send('/v1/sims', { simType: 'psim', iccid });
    await c.delivered(ready, 'sim.ready');
    const moved = await c.send(`/v1/lines/${line.mdn}/sim`, { iccid });
    expect((await c.delivered(moved, 'sim.changed')).data).toEqual({
      mdn: line.mdn,
      iccid,
      previousIccid: line.iccid,
    });
    const sims = (await c.api('GET', '/v1/sims?limit=500')).body.items as {
      iccid: string;
      status: string;
      mdn: string;
    }[];
    expect(sims.find((s) => s.iccid === line.iccid)?.status).toBe('void');
    expect(sims.find((s) => s.iccid === iccid)).toMatchObject({ status: 'active', mdn: line.mdn });
  });

  test('bar and unbar, listed under bars while barred', async () => {
    const line = await c.activeLine();
    await c.delivered(await c.send(`/v1/lines/${line.mdn}/barring`, { barred: true }), 'line.barred');
    const bars = (await c.api('GET', '/v1/bars?limit=500')).body.items as { mdn: string }[];
    expect(bars.map((b) => b.mdn)).toContain(line.mdn);
    await c.delivered(await c.send(`/v1/lines/${line.mdn}/barring`, { barred: false }), 'line.unbarred');
    const after = (await c.api('GET', '/v1/bars?limit=500')).body.items as { mdn: string }[];
    expect(after.map((b) => b.mdn)).not.toContain(line.mdn);
  });

  test('a data-only bar stops data use, not texts, and is no provisioning action', async () => {
    const line = await c.activeLine();
    const barred = await c.delivered(
      await c.send(`/v1/lines/${line.mdn}/data-barring`, { barred: true }),
      'line.data_barred',
    );
    expect(barred.data).toEqual({ mdn: line.mdn, barred: true });
    const lines = (await c.api('GET', '/v1/lines?limit=500')).body.items as {
      mdn: string;
      barred: boolean;
      dataBarred: boolean;
    }[];
    expect(lines.find((l) => l.mdn === line.mdn)).toMatchObject({ barred: false, dataBarred: true });
    const data = await c.api('POST', '/admin/usage', { mdn: line.mdn, kind: 'data', amount: 10 });
    expect(data.status).toBe(409);
    expect(data.body.error?.code).toBe('INVALID_STATE');
    expect((await c.api('POST', '/admin/usage', { mdn: line.mdn, kind: 'sms', amount: 1 })).status).toBe(201);
    // A data bar is a usage control: the line's whole daily quota stays for provisioning.
    for (let i = 0; i < 6; i += 1)
      await c.delivered(
        await c.send(`/v1/lines/${line.mdn}/data-barring`, { barred: i % 2 === 1 }),
        i % 2 === 1 ? 'line.data_barred' : 'line.data_unbarred',
      );
    await c.delivered(
      await c.send(`/v1/lines/${line.mdn}/data-barring`, { barred: false }),
      'line.data_unbarred',
    );
    expect((await c.api('POST', '/admin/usage', { mdn: line.mdn, kind: 'data', amount: 10 })).status).toBe(
      201,
    );
  });

  test('the E911 address is registered and removed', async () => {
    const line = await c.activeLine();
    const address = {
      addressOne: '1 Main St',
      addressTwo: null,
      city: 'New York',
      state: 'NY',
      zipCode: '10001',
    };
    const set = await c.delivered(
      await c.send(`/v1/lines/${line.mdn}/e911-address`, { address }),
      'e911.updated',
    );
    expect(set.data).toEqual({ mdn: line.mdn, address });
    const removed = await c.delivered(
      await c.send(`/v1/lines/${line.mdn}/e911-address`, { address: null }),
      'e911.updated',
    );
    expect(removed.data.address).toBeNull();
  });

  test('usage records come back in a report; texts are sent then delivered', async () => {
    const line = await c.activeLine();
    expect((await c.api('POST', '/admin/usage', { mdn: line.mdn, kind: 'data', amount: 300 })).status).toBe(
      201,
    );
    await c.api('POST', '/admin/usage', { mdn: line.mdn, kind: 'sms', amount: 2 });
    const report = await c.delivered(
      await c.send('/v1/usage-reports', { mdn: line.mdn }),
      'usage.report_ready',
    );
    expect(report.data.totals).toEqual({ data: 300, voice: 0, sms: 2 });
    const sms = await c.send('/v1/sms', { to: line.mdn, text: 'Your line is ready.' });
    await c.delivered(sms, 'sms.sent');
    await c.delivered(sms, 'message.delivered');
    const stored = (await c.api('GET', `/admin/sms?to=${line.mdn}`)).body.items as { text: string }[];
    expect(stored.map((s) => s.text)).toEqual(['Your line is ready.']);
  });

  test('listings page with a cursor', async () => {
    await c.activeLine();
    await c.activeLine();
    const first = await c.api('GET', '/v1/lines?limit=1');
    expect((first.body.items as unknown[]).length).toBe(1);
    expect(first.body.nextCursor).toBeTruthy();
    const second = await c.api('GET', `/v1/lines?limit=1&cursor=${String(first.body.nextCursor)}`);
    expect((second.body.items as { lineId: string }[])[0]!.lineId > String(first.body.nextCursor)).toBe(true);
  });
});

describe('numbers moving', () => {
  test('a port-in goes submitted, pending, scheduled, completed and the line takes the number', async () => {
    const line = await c.activeLine();
    const msisdn = freshNumber();
    expect((await c.api('GET', `/v1/port-ins/eligibility?msisdn=${msisdn}`)).body).toEqual({
      eligible: true,
    });
    const refused = await c.api('GET', `/v1/port-ins/eligibility?msisdn=${testNumber('5550100')}`);
    expect(refused.body).toEqual({ eligible: false, reason: 'carrier_refused' });
    const port = await c.send('/v1/port-ins', {
      msisdn,
      zipCode: '10001',
      lineMdn: line.mdn,
      pin: '1234',
      billingAccountNumber: 'A1',
    });
    const completed = await c.delivered(port, 'port_in.completed');
    const types = c.receiver
      .of(port)
      .sort((a, b) => a.event.sequence - b.event.sequence)
      .map((r) => r.event.type);
    expect(types).toEqual(['port_in.submitted', 'port_in.pending', 'port_in.scheduled', 'port_in.completed']);
    expect(completed.state).toBe('completed');
    const lines = (await c.api('GET', '/v1/lines?limit=500')).body.items as { lineId: string; mdn: string }[];
    expect(lines.find((l) => l.lineId === line.lineId)?.mdn).toBe(msisdn);
    expect((await c.api('GET', `/v1/port-ins/eligibility?msisdn=${msisdn}`)).body).toEqual({
      eligible: false,
      reason: 'already_ours',
    });
  });

  test.each([
    ['5550111', 'account_number_mismatch', 'billingAccountNumber'],
    ['5550122', 'pin_mismatch', 'pin'],
    ['5550133', 'zip_mismatch', 'zipCode'],
    ['5550144', 'name_mismatch', 'lastName'],
    ['5550155', 'number_not_active', 'msisdn'],
    ['5550166', 'port_out_locked', 'msisdn'],
  ])(
    'test number ...%s is rejected for %s, then updated in place and completed',
    async (suffix, reason, field) => {
      const port = await c.send('/v1/port-ins', { msisdn: testNumber(suffix), zipCode: '10001' });
      const rejected = await c.delivered(port, 'port_in.rejected');
      expect(rejected.error).toMatchObject({ code: 'PORT_REJECTED', retryable: false, reason, field });
      expect((await c.status(port)).status).toBe('action_required');
      const update = await c.send(`/v1/port-ins/${port}/update`, { pin: '9999', lastName: 'Rivera' });
      await c.delivered(update, 'port_in.update.completed');
      await c.delivered(port, 'port_in.updated');
      await c.delivered(port, 'port_in.completed');
      expect(new Set(sequences(port)).size).toBe(sequences(port).length);
    },
  );

  test('a port-in is cancelled; a completed one cannot be', async () => {
    const port = await c.send('/v1/port-ins', { msisdn: testNumber('5550122'), zipCode: '10001' });
    await c.delivered(port, 'port_in.rejected');
    await c.delivered(await c.send(`/v1/port-ins/${port}/cancel`, {}), 'port_in.cancel.completed');
    expect((await c.delivered(port, 'port_in.cancelled')).status).toBe('cancelled');
    const again = await c.api('POST', `/v1/port-ins/${port}/cancel`, { reference: `late-${port}` });
    expect(again.status).toBe(409);
    expect(again.body.error).toMatchObject({ code: 'INVALID_STATE', retryable: false });
  });

  test('another carrier asks for a number: we deny one and approve the next', async () => {
    const line = await c.activeLine();
    const asked = await c.api('POST', '/admin/port-outs', { msisdn: line.mdn, accountNumber: 'X', pin: '1' });
    const portOut = String(asked.body.requestId);
    expect((await c.delivered(portOut, 'port_out.requested')).data).toMatchObject({ msisdn: line.mdn });
    await c.send(`/v1/port-outs/${portOut}/validation`, { approve: false, reason: 'number_locked' });
    expect((await c.delivered(portOut, 'port_out.denied')).data.reason).toBe('number_locked');
    // The gaining carrier names itself on the request (the losing side records it).
    const second = String(
      (await c.api('POST', '/admin/port-outs', { msisdn: line.mdn, requestedBy: 'Rival Wireless' })).body
        .requestId,
    );
    expect((await c.delivered(second, 'port_out.requested')).data).toMatchObject({
      msisdn: line.mdn,
      requestedBy: 'Rival Wireless',
    });
    await c.send(`/v1/port-outs/${second}/validation`, { approve: true });
    await c.delivered(second, 'port_out.completed');
    const lines = (await c.api('GET', '/v1/lines?limit=500')).body.items as { mdn: string; status: string }[];
    expect(lines.find((l) => l.mdn === line.mdn)?.status).toBe('ported_out');
  });
});
