import pg from 'pg';
import { createCustomer } from '../support/accounts';
import { expect, test } from '../support/fixtures';

/**
 * `npm test` runs the journeys' server on a PostgreSQL database of its own when the run has one
 * (E2E_DATABASE_URL, decision 120): what a customer does through the pages lands there.
 */
test('with E2E_DATABASE_URL the server keeps its customers in that PostgreSQL database', async ({
  request,
}) => {
  const databaseUrl = process.env.E2E_DATABASE_URL;
  test.skip(!databaseUrl, 'the run has no PostgreSQL: the server uses the embedded database');
  const customer = await createCustomer(request);
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const { rows } = await client.query('select first_name from users where email = $1', [customer.email]);
    expect(rows).toEqual([{ first_name: customer.firstName }]);
  } finally {
    await client.end();
  }
});
