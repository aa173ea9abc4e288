/**
 * Reconciliation (decision 081): our lines, SIMs and bars against the carrier's paged listing
 * (`GET /v1/lines`). Each difference is a care work-queue item (`carrier_drift`), one open per
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

  async function carrierLines() {
    const lines = new Map<string, CarrierLine>();
    let cursor: string | null = null;
    do {
      const page = await deps.client.list('lines', cursor, 500);
      for (const item of page.items as CarrierLine[]) if (item.status === 'active') lines.set(item.mdn, item);
      cursor = page.nextCursor;
    } while (cursor);
    return lines;
  }

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

  /** Lines whose bar or unbar the carrier has not finished: their bar state is not drift yet. */
  async function barsUnderWay() {
    const rows = await db
      .select({ lineId: carrierCommands.lineId })
      .from(carrierCommands)
      .where(and(eq(carrierCommands.kind, 'set_barring'), inArray(carrierCommands.state, OPEN_STATES)));
    return new Set(rows.map((row) => row.lineId));
  }

  /** One pass: every difference found, recorded once; items no longer found are resolved. */
  async function run(now = new Date()) {
    const theirs = await carrierLines();
    const pending = await barsUnderWay();
    const found: Drift[] = [];
    const known = new Set<string>();
    const undecided = new Set<string>();
    for (const line of await ourLines()) {
      known.add(line.mdn);
      const ours = { status: line.status, iccid: line.iccid };
      const at = theirs.get(line.mdn);
      if (!AT_CARRIER.includes(line.status)) continue;
      const drift = (kind: string, repair: string | null = null): Drift => ({
        lineId: line.id,
        mdn: line.mdn,
        kind,
        ours,
        theirs: at ? { status: at.status, iccid: at.iccid, barred: at.barred } : null,
        repair,
      });
      if (!at) {
        found.push(drift('line_missing_at_carrier'));
        continue;
      }
      if (at.iccid !== line.iccid) found.push(drift('sim_mismatch'));
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
