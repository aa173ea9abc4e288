/**
 * What is left of each entry that added credit (decision 071), read from the ledger alone: spends
 * take from the credit that expires soonest (credit that never expires last), then the oldest;
 * credit given back after a declined card counts as never taken; an expiry entry takes the rest
 * of its entry. The balance is the sum of the entries, and equals the sum of the rests.
 */
export type LedgerEntry = {
  id: string;
  kind: string;
  amountCents: number;
  key: string;
  expiresAt: Date | null;
  expiresEntryId: string | null;
  at: Date;
};

export type Lot = { entry: LedgerEntry; restCents: number };

/** The suffix of the key of credit given back: `<spend key>-back`. */
export const GIVEN_BACK = '-back';

export const balanceOf = (entries: readonly LedgerEntry[]): number =>
  entries.reduce((sum, entry) => sum + entry.amountCents, 0);

const expiryOrder = (a: Lot, b: Lot): number =>
  (a.entry.expiresAt?.getTime() ?? Infinity) - (b.entry.expiresAt?.getTime() ?? Infinity) ||
  a.entry.at.getTime() - b.entry.at.getTime();

/** Each adding entry with its unspent rest, the entries in the ledger's order (by time). */
export function lotsOf(entries: readonly LedgerEntry[]): Lot[] {
  const givenBack = new Set(
    entries.filter((e) => e.kind === 'given_back').map((e) => e.key.slice(0, -GIVEN_BACK.length)),
  );
  const lots: Lot[] = [];
  for (const entry of entries) {
    if (entry.kind === 'given_back' || givenBack.has(entry.key)) continue;
    if (entry.kind === 'expiry') {
      const lot = lots.find((l) => l.entry.id === entry.expiresEntryId);
      if (lot) lot.restCents += entry.amountCents;
    } else if (entry.amountCents > 0) {
      lots.push({ entry, restCents: entry.amountCents });
    } else {
      let need = -entry.amountCents;
      for (const lot of lots.filter((l) => l.restCents > 0).sort(expiryOrder)) {
        const take = Math.min(need, lot.restCents);
        lot.restCents -= take;
        need -= take;
        if (need === 0) break;
      }
    }
  }
  return lots;
}

/** The entries whose expiry has come and that have no expiry entry yet, with the rest that expires. */
export function dueExpiries(entries: readonly LedgerEntry[], now: Date): Lot[] {
  const expired = new Set(entries.filter((e) => e.kind === 'expiry').map((e) => e.expiresEntryId));
  return lotsOf(entries).filter(
    (lot) => lot.entry.expiresAt !== null && lot.entry.expiresAt <= now && !expired.has(lot.entry.id),
  );
}
