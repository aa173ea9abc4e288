/** Helpers of the account-credit tests (decision 071): the wallet as its customer reads it, loads, the ledger. */
import { eq } from 'drizzle-orm';
import { expect } from 'vitest';
import type { CustomerWallet } from '@mvno/contracts/api/wallet';
import { walletEntries } from '../../src/db/schema/wallet';
import type { Database } from '../../src/db/client';
import type { Clock } from '../../src/lib/clock';
import { createPaymentsModule } from '../../src/modules/payments/payments-module';
import type { TestCustomer } from './commerce';
import type { TestApp } from './test-app';

export async function walletOf(customer: Pick<TestCustomer, 'get'>): Promise<CustomerWallet> {
  const response = await customer.get('/app/wallet');
  expect(response.statusCode).toBe(200);
  return response.json() as CustomerWallet;
}

export const loadBody = (amount: number, overrides: Record<string, unknown> = {}) => ({
  amount,
  idempotencyKey: `load-${crypto.randomUUID()}`,
  ...overrides,
});

/** Every ledger entry of the customer, in cents, straight from the table. */
export const entriesOf = (database: Database, userId: string) =>
  database.db.select().from(walletEntries).where(eq(walletEntries.userId, userId));

/** The balance the customer is shown equals the sum of every entry of the ledger, and is never negative. */
export async function expectBalanceIsSumOfEntries(
  database: Database,
  customer: Pick<TestCustomer, 'get' | 'id'>,
): Promise<number> {
  const cents = (await entriesOf(database, customer.id)).reduce((sum, e) => sum + e.amountCents, 0);
  const shown = (await walletOf(customer)).balance;
  expect(Math.round(shown * 100)).toBe(cents);
  expect(cents).toBeGreaterThanOrEqual(0);
  return cents;
}

const quiet = { info: () => {}, warn: () => {}, error: () => {} };

/** The wallet's sweep (expiries, referrals), as its periodic job runs it, on the app's database and clock. */
export const sweepWallet = (t: Pick<TestApp, 'config' | 'database'>, clock: Clock) =>
  createPaymentsModule({
    config: t.config,
    database: t.database,
    publicUrl: 'http://localhost',
    log: quiet,
    clock,
  }).wallet.sweep();
