/**
 * Account credit across two server processes on one PostgreSQL database (decision 071): two lines of
 * one account fall due at the same moment and are renewed at once, each through both processes; the
 * credit is spent once and the balance never goes below zero. PostgreSQL only: PGlite belongs to one
 * process (the same race within one process is in wallet-renewals.test.ts).
 */
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { subscriptionLines } from '../../src/db/schema/lines';
import { sandboxCharges, transactions } from '../../src/db/schema/payments';
import { walletEntries } from '../../src/db/schema/wallet';
import { createPlan } from '../support/commerce';
import { firstPlanId, newHttpShopper } from '../support/http-shopper';
import { ensureServerBuilt, startServerOnFreePort, useServerCleanup } from '../support/server-process';
import { CHANNEL_HEADERS, resetData, TEST_SECRETS_ENV } from '../support/test-app';
import { getTestDatabase, usesPostgres, workerDatabaseUrl } from '../support/test-database';

const { servers, dataDirs } = useServerCleanup();

async function start(): Promise<string> {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'mvno-wallet-'));
  dataDirs.push(dataDir);
  const { baseUrl } = await startServerOnFreePort(servers, {
    ...TEST_SECRETS_ENV,
    DATA_DIR: dataDir,
    DATABASE_URL: workerDatabaseUrl(),
    SEED_DEMO: 'false',
    // No sweep during the test: the renewals are made by the customer's Renew now.
    ORDER_RECOVERY_INTERVAL_SECONDS: '86400',
    SANDBOX_CHARGE_DELAY_MS: '50',
  });
  return baseUrl;
}

async function send(baseUrl: string, url: string, token: string, body?: unknown) {
  const response = await fetch(`${baseUrl}${url}`, {
    method: body === undefined ? 'GET' : 'POST',
    headers: {
      ...CHANNEL_HEADERS,
      authorization: `Bearer ${token}`,
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
    },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
  return { status: response.status, body: (await response.json()) as Record<string, unknown> };
}

describe('credit at renewal on two processes', () => {
  it.runIf(usesPostgres())(
    'two lines falling due at once, renewed through both processes, never spend the same credit twice',
    async () => {
      ensureServerBuilt();
      const database = await getTestDatabase();
      await resetData(database, { content: true });
      await createPlan(database, { retailName: 'Unlimited', retailPriceCents: 4000 });
      const first = await start();
      const second = await start();
      const shopper = await newHttpShopper(first);
      const planId = await firstPlanId(first);
      for (const at of [first, second]) expect((await shopper.pay(planId, at)).status).toBe(200);
      const loaded = await send(first, '/app/wallet/loads', shopper.token, {
        amount: 50,
        idempotencyKey: `load-${crypto.randomUUID()}`,
      });
      expect(loaded.body).toMatchObject({ successful: true });
      // Both lines' periods ended a minute ago, at the same moment.
      const periodEnd = new Date(Date.now() - 60_000);
      await database.db
        .update(subscriptionLines)
        .set({ periodEnd })
        .where(eq(subscriptionLines.userId, shopper.id));
      const lines = await database.db
        .select({ id: subscriptionLines.id })
        .from(subscriptionLines)
        .where(eq(subscriptionLines.userId, shopper.id));
      expect(lines).toHaveLength(2);

      const renew = (at: string, lineId: string) =>
        send(at, `/app/users/lines/${lineId}/renew`, shopper.token, { periodEnd: periodEnd.toISOString() });
      const [a, b] = lines.map((line) => line.id) as [string, string];
      const answers = await Promise.all([
        renew(first, a),
        renew(second, b),
        renew(second, a),
        renew(first, b),
      ]);

      for (const answer of answers) expect([200, 409]).toContain(answer.status);
      const renewals = (
        await database.db.select().from(transactions).where(eq(transactions.userId, shopper.id))
      ).filter((row) => row.item.startsWith('Plan renewal'));
      expect(renewals).toHaveLength(2);
      expect(renewals.map((r) => r.creditCents ?? 0).sort((x, y) => x - y)).toEqual([520, 4480]);
      const cardCharges = (await database.db.select().from(sandboxCharges)).filter((c) =>
        c.idempotencyKey.startsWith('renewal-'),
      );
      expect(cardCharges.map((c) => c.amountCents)).toEqual([3960]);
      const entries = await database.db
        .select()
        .from(walletEntries)
        .where(eq(walletEntries.userId, shopper.id));
      expect(entries.reduce((sum, e) => sum + e.amountCents, 0)).toBe(0);
      const wallet = await send(second, '/app/wallet', shopper.token);
      expect(wallet.body).toMatchObject({ balance: 0 });
    },
    240_000,
  );
});
