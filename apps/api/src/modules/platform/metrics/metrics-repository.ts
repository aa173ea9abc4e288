import type { Database } from '../../../db/client';
import { JOB_SCHEMA } from '../jobs/pg-boss-queue';

/** Figures of the running business that /metrics reports, read when it is scraped. */
export type OperationalFigures = {
  /** Per job name: due and waiting for a worker (new or retried), failed for good, ever retried. */
  jobs: { queue: string; queued: number; failed: number; retried: number }[];
  /** Renewals paid, and renewal charges declined (every declined try counts). */
  renewals: { charged: number; declined: number };
  /** Port-in requests per state (draft, submitted, pending, completed, rejected). */
  ports: { state: string; count: number }[];
  /** Open chats no agent has taken yet. */
  chatsWaiting: number;
};

const toNumber = (value: unknown): number => Number(value ?? 0);

/**
 * Read-only counts across the modules' tables for monitoring: one grouped query per figure, no
 * rows of anyone. The job counts come from the queue's own schema.
 */
export function createMetricsRepository(database: Database) {
  async function rows<T>(text: string): Promise<T[]> {
    return (await database.execute(text, [])).rows as T[];
  }
  return {
    async read(): Promise<OperationalFigures> {
      const [jobs, renewals, ports, chats] = await Promise.all([
        rows<{ queue: string; queued: unknown; failed: unknown; retried: unknown }>(
          `select name as queue,
                  count(*) filter (where state in ('created', 'retry') and start_after <= now()) as queued,
                  count(*) filter (where state = 'failed') as failed,
                  count(*) filter (where retry_count > 0) as retried
             from ${JOB_SCHEMA}.job group by name order by name`,
        ),
        rows<{ charged: unknown; declined: unknown }>(
          `select count(*) filter (where status = 'paid') as charged,
                  coalesce(sum(attempts), 0) as declined
             from line_renewals`,
        ),
        rows<{ state: string; count: unknown }>(
          `select status as state, count(*) as count from port_requests group by status order by status`,
        ),
        rows<{ waiting: unknown }>(
          `select count(*) as waiting from support_conversations
            where status = 'open' and source = 'chat' and assigned_agent_id is null`,
        ),
      ]);
      return {
        jobs: jobs.map((row) => ({
          queue: row.queue,
          queued: toNumber(row.queued),
          failed: toNumber(row.failed),
          retried: toNumber(row.retried),
        })),
        renewals: { charged: toNumber(renewals[0]?.charged), declined: toNumber(renewals[0]?.declined) },
        ports: ports.map((row) => ({ state: row.state, count: toNumber(row.count) })),
        chatsWaiting: toNumber(chats[0]?.waiting),
      };
    },
  };
}
