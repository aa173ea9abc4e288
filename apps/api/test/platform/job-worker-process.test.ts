import { afterAll, describe, expect, it } from 'vitest';
import { mailOutbox } from '../../src/db/schema/platform';
import { call } from '../support/auth';
import { ensureServerBuilt, startServer, WORKER_JS, type ServerProcess } from '../support/server-process';
import { createTestApp, resetData, TEST_SECRETS_ENV } from '../support/test-app';
import { getTestDatabase, usesPostgres, workerDatabaseUrl } from '../support/test-database';

// A separate worker process needs a database two processes can share: PostgreSQL.
describe.runIf(usesPostgres())('a worker process apart from the web process (PostgreSQL)', () => {
  let worker: ServerProcess | undefined;
  afterAll(async () => {
    worker?.child.kill('SIGTERM');
    await worker?.waitForExit(15_000);
  });

  it('sends the mail a web process without workers queued', async () => {
    const database = await getTestDatabase();
    await resetData(database, { content: false });
    const web = await createTestApp({ JOB_WORKERS: 'false' });
    try {
      await web.app.ready();
      ensureServerBuilt();
      worker = startServer(
        {
          DATABASE_URL: workerDatabaseUrl(),
          ...TEST_SECRETS_ENV,
          JOB_POLL_SECONDS: '0.5',
          LOG_LEVEL: 'info',
          SEED_DEMO: 'false',
        },
        WORKER_JS,
      );
      await worker.waitForOutput(/working background jobs/);

      const response = await call(web, 'POST', '/app/users/contactus', {
        body: { name: 'Dana Smith', email: 'dana@example.com', message: 'Hello from the web process' },
      });

      expect(response.statusCode).toBe(200);
      let mails: (typeof mailOutbox.$inferSelect)[] = [];
      for (let i = 0; i < 100 && mails.length === 0; i++) {
        await new Promise((resolve) => setTimeout(resolve, 100));
        mails = await database.db.select().from(mailOutbox);
      }
      expect(mails.map((mail) => mail.subject)).toEqual(['Contact form: Dana Smith']);
    } finally {
      await web.close();
    }
  });
});
