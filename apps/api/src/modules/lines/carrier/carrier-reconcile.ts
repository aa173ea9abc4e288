/**
 * Reconciliation (decision 081): our lines, SIMs and bars against the carrier's paged listings
 * (`GET /v1/lines`, and since decision 085 `GET /v1/numbers` and `GET /v1/sims`, compared on their
 * own: a number the carrier does not hold for the line is `number_mismatch`, a SIM it does not have
 * on the number is `sim_mismatch`). Each difference is a care work-queue item (`carrier_drift`), one open per
 * number and kind, resolved when a later pass finds both sides agreeing. The one repair made
 * without a person: a line we hold suspended (lost phone) that the carrier does not bar is barred
 * again through the outbox (within the line's daily quota). Everything else is for care to decide.
 *
 * Compared: lines activated through this carrier (their activation command is `active`). A carrier
 * line activated in the last `SETTLING_MS` is left for the next pass (its callback may be on the way).
 */
import { and, eq, inArray, isNull } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { carrierCommands, carrierDrift } from '../../../db/schema/carrier';
import { subscriptionLines } from '../../../db/schema/lines';
import { CarrierQuotaError, OPEN_STATES, storeLineCommand } from './carrier-line-commands';
import type { createHttpCarrierClient } from './http-carrier-client';

const SETTLING_MS = 10 * 60 * 1000;
/** Our statuses whose number works (or is barred) at the carrier. */
const AT_CARRIER = ['active', 'port_in_pending', 'port_in_attention', 'lost_suspended'];

type CarrierNumber = { mdn: string; status: string; lineId: string | null };
type CarrierSim = { iccid: string; mdn: string | null; status: string; type: string };
type CarrierLine = {
  mdn: string;
  iccid: string;
  status: string;
  barred: boolean;
  activatedAt: string;
};
export type Drift = {
  lineId: string | null;
  mdn: string;
  kind: string;
  ours: Record<string, unknown> | null;
  theirs: Record<string, unknown> | null;
  repair: string | null;
};

export function createCarrierReconciler(deps: {
  db: Db;
  client: Pick<ReturnType<typeof createHttpCarrierClient>, 'list'>;
  kick: () => Promise<unknown>;
}) {
  const { db } = deps;

  /** Every item of one of the carrier's listings, by key, page after page. */
  async function listed<T>(what: 'lines' | 'numbers' | 'sims', keyOf: (item: T) => string | null) {
    const items = new Map<string, T>();
    let cursor: string | null = null;
    do {
      const page = await deps.client.list(what, cursor, 500);
      for (const item of page.items as T[]) {
        const key = keyOf(item);
        if (key !== null) items.set(key, item);
      }
      cursor = page.nextCursor;
    } while (cursor);
    return items;
  }
  const carrierLines = () =>
    listed<CarrierLine>('lines', (line) => (line.status === 'active' ? line.mdn : null));

  const ourLines = () =>
    db
      .select({
        id: subscriptionLines.id,
        userId: subscriptionLines.userId,
        mdn: subscriptionLines.mdn,
        iccid: subscriptionLines.iccid,
        status: subscriptionLines.status,
      })
      .from(subscriptionLines)
      .innerJoin(
        carrierCommands,
        and(
          eq(carrierCommands.lineId, subscriptionLines.id),
          eq(carrierCommands.kind, 'activate_line'),
          eq(carrierCommands.state, 'active'),
        ),
      );

  /** Lines with a command of these kinds the carrier has not finished: that part is not drift yet. */
  async function underWay(kinds: string[]) {
    const rows = await db
      .select({ lineId: carrierCommands.lineId })
      .from(carrierCommands)
      .where(and(inArray(carrierCommands.kind, kinds), inArray(carrierCommands.state, OPEN_STATES)));
    return new Set(rows.map((row) => row.lineId));
  }

  /** One pass: every difference found, recorded once; items no longer found are resolved. */
  async function run(now = new Date()) {
    const theirs = await carrierLines();
    const numbers = await listed<CarrierNumber>('numbers', (n) => n.mdn);
    const sims = await listed<CarrierSim>('sims', (sim) => sim.iccid);
    const pending = await underWay(['set_barring']);
    const simsMoving = await underWay(['new_sim', 'move_number']);
    const found: Drift[] = [];
    const known = new Set<string>();
    const undecided = new Set<string>();
    for (const line of await ourLines()) {
      known.add(line.mdn);
      const ours = { status: line.status, iccid: line.iccid };
      const at = theirs.get(line.mdn);
      if (!AT_CARRIER.includes(line.status)) continue;
      const drift = (
        kind: string,
        repair: string | null = null,
        seen: Record<string, unknown> | null = at
          ? { status: at.status, iccid: at.iccid, barred: at.barred }
          : null,
      ): Drift => ({ lineId: line.id, mdn: line.mdn, kind, ours, theirs: seen, repair });
      // The number: the carrier holds it assigned, and our SIM (when it serves one) serves this one.
      const number = numbers.get(line.mdn);
      const ourSim = line.iccid ? sims.get(line.iccid) : undefined;
      const simServesOther = ourSim?.status === 'active' && ourSim.mdn !== null && ourSim.mdn !== line.mdn;
      if (number?.status !== 'assigned' || simServesOther)
        found.push(
          drift('number_mismatch', null, {
            number: number ? { status: number.status } : null,
            ...(simServesOther ? { simServes: ourSim.mdn } : {}),
          }),
        );
      // The SIM: the carrier has the number on our SIM, and that SIM active (unless a change is under way).
      if (simsMoving.has(line.id)) undecided.add(`${line.mdn}|sim_mismatch`);
      else if (at ? at.iccid !== line.iccid : ourSim?.status !== 'active')
        found.push(
          drift('sim_mismatch', null, {
            iccid: at?.iccid ?? null,
            ours: ourSim ? { status: ourSim.status, mdn: ourSim.mdn } : null,
          }),
        );
      if (!at) {
        found.push(drift('line_missing_at_carrier'));
        continue;
      }
      if (pending.has(line.id)) {
        // A bar under way: its items are neither raised again nor resolved until it ends.
        for (const kind of ['barred_at_carrier', 'not_barred_at_carrier'])
          undecided.add(`${line.mdn}|${kind}`);
        continue;
      }
      const wantBarred = line.status === 'lost_suspended';
      if (at.barred && !wantBarred) found.push(drift('barred_at_carrier'));
      if (!at.barred && wantBarred) {
        // Safe to mend: the customer asked for the bar and still wants it.
        const repaired = await db
          .transaction(async (tx) => {
            await tx
              .select({ id: subscriptionLines.id })
              .from(subscriptionLines)
              .where(eq(subscriptionLines.id, line.id))
              .for('update');
            await storeLineCommand(
              tx,
              { userId: line.userId, lineId: line.id },
              {
                kind: 'set_barring',
                payload: { mdn: line.mdn, barred: true },
              },
            );
            return 'bar_sent';
          })
          .catch((error: unknown) => {
            if (error instanceof CarrierQuotaError) return null;
            throw error;
          });
        found.push(drift('not_barred_at_carrier', repaired));
      }
    }
    for (const [mdn, at] of theirs)
      if (!known.has(mdn) && now.getTime() - new Date(at.activatedAt).getTime() > SETTLING_MS)
        found.push({
          lineId: null,
          mdn,
          kind: 'unknown_at_carrier',
          ours: null,
          theirs: { status: at.status, iccid: at.iccid, barred: at.barred },
          repair: null,
        });
    await record(found, undecided, now);
    if (found.some((drift) => drift.repair)) await deps.kick();
    return found;
  }

  async function record(found: Drift[], undecided: Set<string>, now: Date) {
    await db.transaction(async (tx) => {
      if (found.length) await tx.insert(carrierDrift).values(found).onConflictDoNothing();
      const open = await tx.select().from(carrierDrift).where(isNull(carrierDrift.resolvedAt));
      const still = new Set([...undecided, ...found.map((drift) => `${drift.mdn}|${drift.kind}`)]);
      const gone = open.filter((item) => !still.has(`${item.mdn}|${item.kind}`)).map((item) => item.id);
      if (gone.length)
        await tx
          .update(carrierDrift)
          .set({ resolvedAt: now })
          .where(and(inArray(carrierDrift.id, gone), isNull(carrierDrift.resolvedAt)));
    });
  }

  return {
    run,
    /** Open items for care, oldest first. */
    openDrift: (page: { limit: number; offset: number }) =>
      db
        .select()
        .from(carrierDrift)
        .where(isNull(carrierDrift.resolvedAt))
        .orderBy(carrierDrift.detectedAt)
        .limit(page.limit)
        .offset(page.offset),
  };
}

export type CarrierReconciler = ReturnType<typeof createCarrierReconciler>;
