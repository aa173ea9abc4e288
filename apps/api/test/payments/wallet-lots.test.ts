/**
 * What is left of each credit entry (decision 071), read from the ledger alone: spends take the
 * credit that expires soonest first, credit given back after a declined card counts as never taken,
 * an expiry takes the rest of its entry, and the rests always add up to the balance.
 */
import { describe, expect, it } from 'vitest';
import {
  balanceOf,
  dueExpiries,
  lotsOf,
  type LedgerEntry,
} from '../../src/modules/payments/wallet/wallet-lots';

let n = 0;
const at = (day: number) => new Date(Date.UTC(2026, 0, day));
const entry = (
  kind: string,
  amountCents: number,
  day: number,
  more: Partial<LedgerEntry> = {},
): LedgerEntry => ({
  id: `e${(n += 1)}`,
  kind,
  amountCents,
  key: `k${n}`,
  expiresAt: null,
  expiresEntryId: null,
  at: at(day),
  ...more,
});

const rests = (entries: LedgerEntry[]) => lotsOf(entries).map((lot) => [lot.entry.kind, lot.restCents]);

describe('the rest of each credit entry', () => {
  it('spends the credit that expires soonest first, loaded credit (never expiring) last', () => {
    const load = entry('load', 2000, 1);
    const goodwill = entry('goodwill', 1000, 2, { expiresAt: at(100) });
    const referral = entry('referral', 500, 3, { expiresAt: at(50) });
    const entries = [load, goodwill, referral, entry('spend', -1200, 4)];

    expect(rests(entries)).toEqual([
      ['load', 2000],
      ['goodwill', 300],
      ['referral', 0],
    ]);
    expect(lotsOf(entries).reduce((sum, lot) => sum + lot.restCents, 0)).toBe(balanceOf(entries));
  });

  it('counts credit given back after a declined card as never taken', () => {
    const goodwill = entry('goodwill', 1000, 1, { expiresAt: at(30) });
    const spend = entry('spend', -1000, 2, { key: 'renewal-r1-1' });
    const back = entry('given_back', 1000, 2, { key: 'renewal-r1-1-back' });

    expect(rests([goodwill, spend, back])).toEqual([['goodwill', 1000]]);
    expect(balanceOf([goodwill, spend, back])).toBe(1000);
  });

  it('expires only the unspent rest of credit added after a spend, once', () => {
    const load = entry('load', 1000, 1);
    const spend = entry('spend', -1000, 2);
    const goodwill = entry('goodwill', 500, 3, { expiresAt: at(10) });
    const entries = [load, spend, goodwill];

    expect(dueExpiries(entries, at(9))).toEqual([]);
    const [due] = dueExpiries(entries, at(10));
    expect(due).toMatchObject({ entry: { id: goodwill.id }, restCents: 500 });
    const expired = [...entries, entry('expiry', -500, 10, { expiresEntryId: goodwill.id })];
    expect(dueExpiries(expired, at(11))).toEqual([]);
    expect(balanceOf(expired)).toBe(0);
    expect(rests(expired)).toEqual([
      ['load', 0],
      ['goodwill', 0],
    ]);
  });
});
