/**
 * What we need from the carrier about usage (decision 019): how much data, talk and text each
 * line used in its plan period so far. The built-in simulated carrier (simulated-usage.ts)
 * answers it; a carrier's usage API or usage records would implement the same type.
 */

/** Amounts used in one period: data in MB, talk in minutes, texts in messages. */
export type UsageAmounts = { dataMb: number; talkMinutes: number; texts: number };

/** A line whose usage is read, with the plan period the amounts count in. */
export type MeteredLine = { lineId: string; iccid: string | null; periodStart: Date; periodEnd: Date };

export type UsageMeter = {
  /**
   * Each line's usage from its period start up to `at` (read at the period end once it is over),
   * by line id; lines are read together, as a carrier's usage feed answers many at once.
   */
  readUsage(lines: MeteredLine[], at: Date): Promise<Map<string, UsageAmounts>>;
};
