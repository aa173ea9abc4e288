import { afterEach, describe, expect, it } from 'vitest';
import { openDatabase, type Database, type ExecuteOptions } from '../../src/db/client';
import { createKpiRepository } from '../../src/modules/kpis/kpi-repository';
import { createPgBossQueue, type RunningJobQueue } from '../../src/modules/platform/jobs/pg-boss-queue';
import { clearJobs } from '../support/jobs';
import { getTestDatabase, usesPostgres, workerDatabaseUrl } from '../support/test-database';

// Statements run over and over with a fixed text are prepared once per connection (decision 119).
const quiet = { info: () => undefined, warn: () => undefined, error: () => undefined };
const POLICY = { retryLimit: 0, retryDelaySeconds: 1, retryBackoff: false, expireInSeconds: 60 };

const opened: Database[] = [];
const queues: RunningJobQueue[] = [];
afterEach(async () => {
  for (const queue of queues.splice(0)) await queue.stop();
  for (const database of opened.splice(0)) await database.close();
});

/** A pool of its own: statements run one after another are served by the same connection. */
async function ownPool(unnamedStatements = false): Promise<Database> {
  const database = await openDatabase({ databaseUrl: workerDatabaseUrl(), unnamedStatements });
  opened.push(database);
  return database;
}

/** The statements prepared on the connection that answers. */
async function preparedTexts(database: Database): Promise<string[]> {
  const { rows } = await database.execute('select statement from pg_prepared_statements');
  return (rows as { statement: string }[]).map((row) => row.statement);
}

describe.runIf(usesPostgres())('prepared statements on PostgreSQL', () => {
  const text = 'select $1::int + 1 as next';

  it('prepares a statement asked to be, once per connection, and answers the same', async () => {
    const database = await ownPool();
    const first = await database.execute(text, [1], { prepared: true });
    const second = await database.execute(text, [41], { prepared: true });
    expect([first.rows, second.rows]).toEqual([[{ next: 2 }], [{ next: 42 }]]);
    expect((await preparedTexts(database)).filter((statement) => statement === text)).toHaveLength(1);

    await database.execute('select $1::int * 2 as twice', [2]);
    expect(await preparedTexts(database)).not.toContain('select $1::int * 2 as twice');
  });

  it('sends it unnamed behind a pooler in transaction mode, where the next connection never saw it', async () => {
    const database = await ownPool(true);
    expect((await database.execute(text, [1], { prepared: true })).rows).toEqual([{ next: 2 }]);
    expect(await preparedTexts(database)).not.toContain(text);
  });

  it("prepares the business figures' months from the kept days, run once for each day the snapshot keeps", async () => {
    const database = await ownPool();
    const kpis = createKpiRepository(database);
    const month = { from: new Date('2026-01-01T00:00:00Z'), to: new Date('2026-02-01T00:00:00Z') };
    const [figures] = await kpis.storedFigures([month]);
    expect(figures?.grossAdds).toBe(0);
    const prepared = await preparedTexts(database);
    expect(prepared.some((statement) => statement.includes('from kpi_days k'))).toBe(true);
  });
});

describe('the job queue', () => {
  it('asks for its statements with values to be prepared, and for its scripts not to be', async () => {
    const database = await getTestDatabase();
    await clearJobs(database);
    const calls: { text: string; values: boolean; prepared: boolean }[] = [];
    const recording: Database = {
      ...database,
      execute: (text: string, values?: unknown[], options?: ExecuteOptions) => {
        calls.push({ text, values: values !== undefined, prepared: options?.prepared === true });
        return database.execute(text, values, options);
      },
    };
    const queue = createPgBossQueue(recording, quiet, {
      runWorkers: true,
      pollingSeconds: 0.5,
      maintenanceSeconds: 60,
      defaultPolicy: POLICY,
    });
    queues.push(queue);
    const done: number[] = [];
    queue.define<{ n: number }>('prepared-count', async ({ n }) => {
      done.push(n);
    });
    await queue.start();
    await queue.send('prepared-count', { n: 3 });
    const deadline = Date.now() + 15_000;
    while (done.length === 0 && Date.now() < deadline) await new Promise((r) => setTimeout(r, 20));

    expect(done).toEqual([3]);
    const fetches = calls.filter((call) => /^\s*WITH next as/.test(call.text));
    expect(fetches.length).toBeGreaterThan(0);
    expect(calls.filter((call) => call.values && !call.prepared)).toEqual([]);
    expect(calls.filter((call) => !call.values && call.prepared)).toEqual([]);
  });
});
