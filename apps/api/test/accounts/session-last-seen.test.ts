/**
 * A session's last-seen time is written at most once a SESSION_TOUCH_SECONDS, and the calls of a
 * busy session kept in memory that all find that write due share one write (decision 037): before,
 * each of the calls waiting on it wrote it, a burst of writes on one row and the slowest answers of
 * the burst. (Calls that read the session from the database while the write is under way may see
 * the time before it and write again: a second write, harmless.)
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { SESSION_TOUCH_SECONDS } from '@mvno/contracts/product-constants/accounts';
import { registerCustomer, viewUserStatus } from '../support/auth';
import { useTestApp } from '../support/test-app';

const t = useTestApp();

/** Counts the writes of a session's last-seen time from here on (a trigger on the sessions table). */
async function countLastSeenWrites() {
  await t.database.execute('create table if not exists test_last_seen_writes (session_id uuid not null)');
  await t.database.execute(`
    create or replace function test_note_last_seen_write() returns trigger language plpgsql as $$
    begin
      insert into test_last_seen_writes values (new.id);
      return new;
    end $$`);
  await t.database.execute(`
    create trigger test_last_seen_write after update of last_seen_at on sessions
    for each row execute function test_note_last_seen_write()`);
  return async () => {
    const { rows } = await t.database.execute('select count(*)::int as n from test_last_seen_writes');
    return (rows[0] as { n: number }).n;
  };
}

afterEach(async () => {
  vi.useRealTimers();
  await t.database.execute('drop trigger if exists test_last_seen_write on sessions');
  await t.database.execute('drop function if exists test_note_last_seen_write()');
  await t.database.execute('drop table if exists test_last_seen_writes');
});

describe("a session's last-seen time", () => {
  it('is written once for a burst of calls that find it due, and not again until it is due again', async () => {
    const customer = await registerCustomer(t);
    // Seen half an interval ago; the first call then keeps the session in memory, not yet due.
    const half = SESSION_TOUCH_SECONDS / 2;
    await t.database.execute(
      `update sessions set last_seen_at = last_seen_at - make_interval(secs => ${half}) where user_id = $1`,
      [customer.user.id],
    );
    expect(await viewUserStatus(t, customer.token)).toBe(200);
    const writes = await countLastSeenWrites();

    // Within the interval: no write at all.
    const soon = await Promise.all(Array.from({ length: 10 }, () => viewUserStatus(t, customer.token)));
    expect(soon.every((status) => status === 200)).toBe(true);
    expect(await writes()).toBe(0);

    // Past it (and the kept copy still fresh): twenty calls at once, one write.
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(Date.now() + (half + 10) * 1000);
    const burst = await Promise.all(Array.from({ length: 20 }, () => viewUserStatus(t, customer.token)));
    expect(burst.every((status) => status === 200)).toBe(true);
    expect(await writes()).toBe(1);

    // The written time is kept: the next calls within the interval write nothing.
    const after = await Promise.all(Array.from({ length: 10 }, () => viewUserStatus(t, customer.token)));
    expect(after.every((status) => status === 200)).toBe(true);
    expect(await writes()).toBe(1);
  });
});
