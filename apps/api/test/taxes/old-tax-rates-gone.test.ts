/** Decision 078: the old per-state `tax_rates` table, read by nothing since the tax engine (decision 060), is dropped. */
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../support/test-app';

const t = useTestApp();

describe('the old tax_rates table', () => {
  it('is gone after the migrations', async () => {
    const found = await t.database.db.execute(sql`select to_regclass('public.tax_rates') as name`);
    const rows = (Array.isArray(found) ? found : (found as { rows: unknown[] }).rows) as { name: unknown }[];
    expect(rows[0]?.name ?? null).toBeNull();
  });
});
