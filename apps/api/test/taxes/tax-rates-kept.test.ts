/**
 * Decision 092: a process keeps a place's rates and a quarter's USF once read, for the time set;
 * a change of the tables is seen once that time has passed, or at once after `forgetRates`.
 */
import { describe, expect, it } from 'vitest';
import { usfQuarters } from '../../src/db/schema/taxes';
import { createTaxRepository } from '../../src/modules/taxes/tax-repository';
import { createTaxService } from '../../src/modules/taxes/tax-service';
import { useTestApp } from '../support/test-app';

const t = useTestApp();

/** The fourth quarter of 2026 with the federal USF turned on. */
const USF_ON = {
  quarter: '2026-Q4',
  enabled: true,
  factorMilliPercent: 37_600,
  interstateShareMilliPercent: 37_100,
  passThroughMilliPercent: 20_000,
};

describe('tax rates kept in the process', () => {
  it('keeps what was read for the time set, then reads again; forgetRates reads at once', async () => {
    let clock = Date.parse('2026-11-29T12:00:00Z');
    const taxes = createTaxService(createTaxRepository(t.database.db), { cacheMs: 60_000, now: () => clock });
    const at = new Date('2026-11-29T12:00:00Z');
    const sale = {
      kind: 'order' as const,
      amountCents: 4000,
      lines: 1,
      at,
      address: { state: 'IA', zip: null },
    };
    const usfOf = async () => (await taxes.quote(sale)).lines.find((line) => line.type === 'federal_usf');
    expect(await usfOf()).toBeUndefined();

    // The quarter's USF is turned on: kept rates do not know it yet.
    await t.database.db.insert(usfQuarters).values(USF_ON);
    expect(await usfOf()).toBeUndefined();
    // Once the time has passed they are read again.
    clock += 60_001;
    expect((await usfOf())?.amountCents).toBe(557);

    // Turned off, and forgotten at once by a writer.
    await t.database.db.delete(usfQuarters);
    expect((await usfOf())?.amountCents).toBe(557);
    taxes.forgetRates();
    expect(await usfOf()).toBeUndefined();

    // Kept nothing when the time is 0: every sale reads.
    const fresh = createTaxService(createTaxRepository(t.database.db), { cacheMs: 0, now: () => clock });
    const read = async () => (await fresh.quote(sale)).totalCents;
    const before = await read();
    await t.database.db.insert(usfQuarters).values(USF_ON);
    expect(await read()).toBe(before + 557);
  });
});
