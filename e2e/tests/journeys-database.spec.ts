import { existsSync } from 'node:fs';
import path from 'node:path';
import pg from 'pg';
import { createCustomer } from '../support/accounts';
import { expect, test } from '../support/fixtures';
import { dataDir } from '../support/server';

/**
 * `npm test` runs the journeys' server on a PostgreSQL database of its own when the run has one
 * (E2E_DATABASE_URL, decision 120), and on the embedded database in its data folder otherwise: what a
 * customer does through the pages lands in the one the run chose, and the other is not opened.
 */
test("the server keeps its customers in the run's database", async ({ request }) => {
  const customer = await createCustomer(request);
  const embedded = path.join(dataDir(), 'pglite');
  const databaseUrl = process.env.E2E_DATABASE_URL;
  if (!databaseUrl) {
    expect(existsSync(path.join(embedded, 'PG_VERSION')), `an embedded database in ${embedded}`).toBe(true);
    return;
  }
  expect(existsSync(embedded), `no embedded database in ${embedded}`).toBe(false);
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const { rows } = await client.query('select first_name from users where email = $1', [customer.email]);
    expect(rows).toEqual([{ first_name: customer.firstName }]);
  } finally {
    await client.end();
  }
});
