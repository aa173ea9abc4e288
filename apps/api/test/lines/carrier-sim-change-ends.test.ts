// The ends of a SIM change and of an eSIM profile at the carrier (decision 094), against the simulated
// carrier as a real process: a change the carrier refuses for good is told to the customer (the card
// and a mail in the account's language, the line still working on its old SIM, a new try allowed), the
// notice at the request says the change is under way; and a released profile whose installation
// callbacks are lost is shown installed by asking the SM-DP+ state alone.
import { randomUUID } from 'node:crypto';
import { asc, eq, sql } from 'drizzle-orm';
import { describe, expect, test } from 'vitest';
import { PRODUCT_MESSAGES } from '@mvno/contracts/product-messages';
import { carrierCommands, carrierEvents } from '../../src/db/schema/carrier';
import { simChanges, subscriptionLines } from '../../src/db/schema/lines';
import { mailOutbox } from '../../src/db/schema/platform';
import { newIccid } from '@mvno/telecom/sim-identifiers';
import { esimPollDue } from '../../src/modules/lines/carrier/esim-install-poll';
import { carrierTestWorld, type SimLine } from '../support/carrier-test-world';
import type { TestCustomer } from '../support/commerce';

const L = PRODUCT_MESSAGES.lines;

const { t, sim, eventually, lineOf, faults, stepUp, activeLine } = carrierTestWorld<SimLine>({
  name: 'sim-change-ends',
  stepMs: 150,
});
const mailsTo = (address: string) =>
  t.database.db
    .select()
    .from(mailOutbox)
    .where(sql`lower(${mailOutbox.toAddress}) = lower(${address})`)
    .orderBy(asc(mailOutbox.createdAt));

const changeSim = (customer: TestCustomer, lineId: string, body: Record<string, unknown>) =>
  customer.post(`/app/users/lines/${lineId}/sim-change`, { idempotencyKey: randomUUID(), ...body });
const changesOf = (lineId: string) =>
  t.database.db.select().from(simChanges).where(eq(simChanges.lineId, lineId)).orderBy(asc(simChanges.at));

describe('a SIM change the carrier refuses for good', () => {
  test('is told on the card and by mail in Spanish; the line keeps its SIM; a new try is allowed', async () => {
    // A SIM the carrier voided: the first customer's eSIM, once their number moved to a SIM card.
    const first = await activeLine();
    await stepUp(first.customer);
    const firstCard = newIccid();
    expect(
      (await changeSim(first.customer, first.line.id, { simType: 'psim', simNumber: firstCard })).statusCode,
    ).toBe(200);
    await eventually(async () => (await lineOf(first.customer, first.line.id)).iccid === firstCard);
    const voided = first.line.iccid;

    const { customer, line } = await activeLine({ spanish: true });
    await stepUp(customer);
    const asked = await changeSim(customer, line.id, { simType: 'psim', simNumber: voided });
    expect(asked.statusCode).toBe(200);
    expect(asked.json().message).toBe(L.carrierPending.simChange);
    // The notice at the request: under way, not done (in the account's language).
    const atRequest = await eventually(async () =>
      (await mailsTo(customer.email)).find((m) => m.subject.startsWith('Hay un cambio de SIM en curso')),
    );
    expect(atRequest.textBody).toContain(`la tarjeta SIM terminada en ${voided.slice(-4)}`);
    expect((await mailsTo(customer.email)).some((m) => m.subject.startsWith('Se cambió la SIM'))).toBe(false);

    // The carrier refuses the move (the SIM is void there): the change is marked, once.
    const [refused] = await eventually(async () => {
      const rows = await changesOf(line.id);
      return rows[0]?.refusedAt ? rows : undefined;
    });
    expect(refused).toMatchObject({ refusalCode: 'SIM_NOT_AVAILABLE', fromIccid: line.iccid });
    const [move] = await t.database.db
      .select()
      .from(carrierCommands)
      .where(eq(carrierCommands.lineId, line.id))
      .then((rows) => rows.filter((row) => row.kind === 'move_number'));
    expect(move).toMatchObject({ state: 'failed', error: { code: 'SIM_NOT_AVAILABLE', retryable: false } });

    // The line works on its old SIM; the card says why and what to do.
    expect(await lineOf(customer, line.id)).toMatchObject({
      status: 'active',
      iccid: line.iccid,
      simType: 'esim',
      statusReason: L.simChangeRefused,
    });
    const [row] = await t.database.db
      .select()
      .from(subscriptionLines)
      .where(eq(subscriptionLines.id, line.id));
    expect(row).toMatchObject({ iccid: line.iccid, activationCode: line.activationCode });

    // One mail, in Spanish, with what to do.
    const refusal = await eventually(async () =>
      (await mailsTo(customer.email)).filter((m) => m.subject.startsWith('No pudimos pasar')),
    );
    expect(refusal).toHaveLength(1);
    expect(refusal[0]!.textBody).toContain('su línea sigue en su SIM actual');
    expect(refusal[0]!.textBody).toContain('intente de nuevo el cambio de SIM');
    await new Promise((resolve) => setTimeout(resolve, 1500)); // a few more runs of the sweep
    expect(
      (await mailsTo(customer.email)).filter((m) => m.subject.startsWith('No pudimos pasar')),
    ).toHaveLength(1);

    // The refused change does not hold the hour's limit: a new SIM is taken, moved, and the note goes.
    const good = newIccid();
    const again = await changeSim(customer, line.id, { simType: 'psim', simNumber: good });
    expect(again.statusCode).toBe(200);
    await eventually(async () => (await lineOf(customer, line.id)).iccid === good);
    expect((await lineOf(customer, line.id)).statusReason).toBeNull();
  }, 240_000);
});

describe('a released eSIM profile whose callbacks are lost', () => {
  test('shows "eSIM installed on your phone" by asking the SM-DP+ state alone', async () => {
    await faults({ lostRate: 1 });
    try {
      const { customer, line } = await activeLine();
      expect(line.esimState).toBe('released');
      // The phone installs the profile; the carrier's events about it never reach us.
      const played = await sim.call('POST', `/admin/esims/${line.iccid}/download`, { outcome: 'installed' });
      expect(played.status).toBeLessThan(300);
      const installed = await eventually(async () => {
        const found = await lineOf(customer, line.id);
        return found.esimState === 'installed' && found;
      });
      expect(installed.iccid).toBe(line.iccid);
      const [activation] = await t.database.db
        .select()
        .from(carrierCommands)
        .where(eq(carrierCommands.lineId, line.id));
      const events = await t.database.db
        .select()
        .from(carrierEvents)
        .where(eq(carrierEvents.commandId, activation!.id));
      const install = events.filter((e) => e.type === 'esim.installed');
      expect(install).toHaveLength(1);
      expect(install[0]).toMatchObject({ via: 'poll', outcome: 'applied' });
      expect(events.every((e) => e.via === 'poll')).toBe(true);
      // Installed: no longer asked for.
      const [row] = await t.database.db
        .select()
        .from(subscriptionLines)
        .where(eq(subscriptionLines.id, line.id));
      expect(row!.esimPolledAt).not.toBeNull();
    } finally {
      await faults(null);
    }
  }, 180_000);

  test('is asked with doubling pauses, from the shortest to the longest', () => {
    const at = new Date('2026-11-29T00:00:00Z');
    const timing = { minSeconds: 30, maxSeconds: 3600 };
    const plus = (seconds: number) => new Date(at.getTime() + seconds * 1000);
    expect(esimPollDue(at, null, plus(29), timing)).toBe(false);
    expect(esimPollDue(at, null, plus(30), timing)).toBe(true);
    // Asked at 30 s: next at 60 s, then 120 s; never more than an hour apart.
    expect(esimPollDue(at, plus(30), plus(59), timing)).toBe(false);
    expect(esimPollDue(at, plus(30), plus(60), timing)).toBe(true);
    expect(esimPollDue(at, plus(60), plus(119), timing)).toBe(false);
    expect(esimPollDue(at, plus(60), plus(120), timing)).toBe(true);
    expect(esimPollDue(at, plus(20_000), plus(23_599), timing)).toBe(false);
    expect(esimPollDue(at, plus(20_000), plus(23_600), timing)).toBe(true);
    // A new state since the last ask: the shortest pause after it.
    expect(esimPollDue(plus(100), plus(50), plus(130), timing)).toBe(true);
  });
});
