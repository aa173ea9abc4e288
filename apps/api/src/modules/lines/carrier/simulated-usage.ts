/**
 * The built-in carrier's usage (decision 019). Each line uses a plausible amount a day, drawn
 * from a generator seeded with the line's id and period start: the same line at the same time
 * always reads the same, every period has its own curve, and the amounts start at 0 at the period
 * start and never go down within it. Outside production `POST /dev/carrier/usage` adds an extra
 * amount to a line's current period on top of the curve (`carrier_usage_extras`).
 */
import { createHash } from 'node:crypto';
import { asc, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { inLinePeriod } from '../../../db/line-period';
import { subscriptionLines } from '../../../db/schema/lines';
import { carrierUsageExtras } from '../../../db/schema/usage';
import { DAY_MS } from '../../../lib/clock';
import type { MeteredLine, UsageAmounts, UsageMeter } from './usage-meter';

/** A line's average use a day lies between these (so 0.9 to 4.2 GB of data in 30 days). */
const DAILY = {
  dataMb: { min: 30, max: 140 },
  talkMinutes: { min: 5, max: 40 },
  texts: { min: 5, max: 60 },
} as const;
type Kind = keyof typeof DAILY;
const KINDS = Object.keys(DAILY) as Kind[];

/** A small, fast generator (mulberry32): the same seed gives the same numbers in [0, 1). */
function generator(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const seedOf = (lineId: string, periodStart: Date) =>
  createHash('sha256').update(`${lineId}:${periodStart.toISOString()}`).digest().readUInt32BE(0);

/**
 * The curve: each line has its own average a day for data, talk and text; each day of the period
 * uses 30% to 170% of it, spread evenly over the day. Rounded down, so a reading never shrinks.
 */
export function simulatedUsage({ lineId, periodStart, periodEnd }: MeteredLine, at: Date): UsageAmounts {
  const length = Math.max(0, periodEnd.getTime() - periodStart.getTime());
  const elapsed = Math.min(Math.max(0, at.getTime() - periodStart.getTime()), length);
  const random = generator(seedOf(lineId, periodStart));
  const average = Object.fromEntries(
    KINDS.map((kind) => [kind, DAILY[kind].min + (DAILY[kind].max - DAILY[kind].min) * random()]),
  ) as Record<Kind, number>;
  const totals: UsageAmounts = { dataMb: 0, talkMinutes: 0, texts: 0 };
  const fullDays = Math.floor(elapsed / DAY_MS);
  const partOfLastDay = (elapsed - fullDays * DAY_MS) / DAY_MS;
  for (let day = 0; day <= fullDays; day++) {
    const share = day < fullDays ? 1 : partOfLastDay;
    // Every day draws its numbers whether or not it counts yet, so earlier days never change.
    for (const kind of KINDS) totals[kind] += average[kind] * (0.3 + 1.4 * random()) * share;
  }
  return {
    dataMb: Math.floor(totals.dataMb),
    talkMinutes: Math.floor(totals.talkMinutes),
    texts: Math.floor(totals.texts),
  };
}

export function createSimulatedUsage(db: Db) {
  /** The extras of the lines' current periods (what the development route added). */
  async function extrasOf(lineIds: string[]): Promise<Map<string, UsageAmounts>> {
    if (lineIds.length === 0) return new Map();
    const rows = await db
      .select({
        lineId: carrierUsageExtras.lineId,
        dataMb: carrierUsageExtras.dataMb,
        talkMinutes: carrierUsageExtras.talkMinutes,
        texts: carrierUsageExtras.texts,
      })
      .from(carrierUsageExtras)
      .innerJoin(subscriptionLines, inLinePeriod(carrierUsageExtras))
      .where(inArray(carrierUsageExtras.lineId, lineIds));
    return new Map(rows.map(({ lineId, ...amounts }) => [lineId, amounts]));
  }

  async function lineIdOfNumber(mdn: string): Promise<string | undefined> {
    const rows = await db
      .select({ id: subscriptionLines.id })
      .from(subscriptionLines)
      .where(eq(subscriptionLines.mdn, mdn))
      .orderBy(asc(subscriptionLines.createdAt))
      .limit(1);
    return rows[0]?.id;
  }

  const meter: UsageMeter = {
    async readUsage(lines, at) {
      const extras = await extrasOf(lines.map((line) => line.lineId));
      return new Map(
        lines.map((line) => {
          const base = simulatedUsage(line, at);
          const extra = extras.get(line.lineId);
          return [
            line.lineId,
            extra
              ? {
                  dataMb: base.dataMb + extra.dataMb,
                  talkMinutes: base.talkMinutes + extra.talkMinutes,
                  texts: base.texts + extra.texts,
                }
              : base,
          ];
        }),
      );
    },
  };

  return {
    meter,
    /**
     * Adds usage to the current period (the one it is in when this runs) of the line with this id
     * or number (any customer's); answers the line's id, or undefined when there is no such line.
     */
    async addUsage(
      line: { lineId?: string | undefined; mdn?: string | undefined },
      amounts: UsageAmounts,
    ): Promise<string | undefined> {
      const lineId = line.lineId ?? (line.mdn ? await lineIdOfNumber(line.mdn) : undefined);
      if (!lineId) return undefined;
      // The period end is copied inside the database, so it matches the line's to the microsecond.
      const rows = await db
        .insert(carrierUsageExtras)
        .select(
          db
            .select({
              lineId: subscriptionLines.id,
              periodEnd: subscriptionLines.periodEnd,
              dataMb: sql<number>`${amounts.dataMb}::integer`.as('data_mb'),
              talkMinutes: sql<number>`${amounts.talkMinutes}::integer`.as('talk_minutes'),
              texts: sql<number>`${amounts.texts}::integer`.as('texts'),
            })
            .from(subscriptionLines)
            .where(eq(subscriptionLines.id, lineId)),
        )
        .onConflictDoUpdate({
          target: [carrierUsageExtras.lineId, carrierUsageExtras.periodEnd],
          set: {
            dataMb: sql`${carrierUsageExtras.dataMb} + excluded.data_mb`,
            talkMinutes: sql`${carrierUsageExtras.talkMinutes} + excluded.talk_minutes`,
            texts: sql`${carrierUsageExtras.texts} + excluded.texts`,
          },
        })
        .returning({ lineId: carrierUsageExtras.lineId });
      return rows[0]?.lineId;
    },
  };
}

export type SimulatedUsage = ReturnType<typeof createSimulatedUsage>;
