/**
 * The jobs that failed after their last retry, as the care console lists them (decision 031): listed
 * newest first, run again (a try more than the limit) or dismissed, straight in pg-boss's table.
 */
import type { Database } from '../../../db/client';
import { isUuid } from '../../../lib/ids';
import { JOB_SCHEMA } from './job-schema';

/** A job that failed after its last retry, as the care console lists it (decision 031). */
export type FailedJobRow = { id: string; queue: string; failedAt: Date; tries: number; error: string };

const errorText = (output: unknown): string => {
  if (output && typeof output === 'object' && 'message' in output) return String(output.message);
  return output == null ? '' : JSON.stringify(output).slice(0, 500);
};

/** `announce` wakes the queue's workers in every process once a job is due again. */
export function createFailedJobs(database: Database, announce: (queue: string) => void) {
  return {
    /** Failed jobs, newest first. */
    async failedJobs(limit: number, offset: number): Promise<FailedJobRow[]> {
      const result = await database.execute(
        `select id, name, retry_count, completed_on, output from ${JOB_SCHEMA}.job
          where state = 'failed' order by completed_on desc nulls last, id limit $1 offset $2`,
        [limit, offset],
      );
      return (result.rows as Record<string, unknown>[]).map((row) => ({
        id: String(row.id),
        queue: String(row.name),
        failedAt: new Date(row.completed_on as string | Date),
        tries: Number(row.retry_count) + 1,
        error: errorText(row.output),
      }));
    },

    async retryFailed(queue: string, id: string): Promise<boolean> {
      if (!isUuid(id)) return false;
      const result = await database.execute(
        `update ${JOB_SCHEMA}.job set state = 'retry', retry_limit = retry_limit + 1, start_after = now()
          where name = $1 and id = $2 and state = 'failed' returning id`,
        [queue, id],
      );
      if (result.rows.length === 0) return false;
      announce(queue);
      return true;
    },

    async dismissFailed(queue: string, id: string): Promise<boolean> {
      if (!isUuid(id)) return false;
      const result = await database.execute(
        `delete from ${JOB_SCHEMA}.job where name = $1 and id = $2 and state = 'failed' returning id`,
        [queue, id],
      );
      return result.rows.length > 0;
    },
  };
}
