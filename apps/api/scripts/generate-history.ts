/**
 * Fills a PostgreSQL database with a made-up history for the business figures and the care search at
 * scale (decision 070): by default 1,000,000 lines of 600,000 customers over 13 months to now, each
 * line with its order and payment, its monthly renewals (most paid at once, some after a declined try,
 * a few failed), endings with causes and reasons (some taken back), port-ins (some rejected, by
 * reason), chats with their messages (most answered) and contact messages. Plain SQL with generate_series; each step seeds its random
 * draws, so the same sizes give the same history.
 *
 *   DATABASE_URL=postgres://... npm run generate:history -- [--lines 1000000] [--customers 600000]
 *
 * The database is migrated first; it should be empty (a fresh database). Ids are md5-based UUIDs of
 * the row number, so the statements join without lookups.
 */
import { performance } from 'node:perf_hooks';
import { openDatabase, type Database } from '../src/db/client';

export type HistorySize = { lines: number; customers: number; months?: number; end?: Date };

const uid = (prefix: string, n: string) => `md5('${prefix}' || ${n})::uuid`;

export async function generateHistory(
  database: Database,
  { lines, customers, months = 13, end = new Date() }: HistorySize,
  log: (text: string) => void = () => undefined,
): Promise<void> {
  const days = months * 30.4;
  const endAt = `'${end.toISOString()}'::timestamptz`;
  const step = async (name: string, text: string) => {
    const started = performance.now();
    // Without values the text may hold several statements, run on one connection: each step seeds
    // its own random draws, so the same sizes give the same history.
    await database.execute(`select setseed(0.35);\n${text}`);
    log(`${name}: ${Math.round(performance.now() - started)} ms`);
  };
  await step(
    'plans',
    `insert into plans (id, retail_name, retail_description, retail_price_cents, sort_order)
     select ${uid('p', 'i::text')}, (array['Basic','Plus','Max'])[i], 'Unlimited talk & text', (array[2500,4000,6000])[i], i
       from generate_series(1, 3) i`,
  );
  await step(
    'customers',
    `insert into users (id, email, first_name, last_name, contact_number, role)
     select ${uid('u', 'i::text')}, 'gen' || i || '@example.com',
            (array['Ada','Grace','Alan','Linus','Ken','Barbara','Edsger','Frances','Donald','Margaret'])[1 + i % 10],
            (array['Lovelace','Hopper','Turing','Torvalds','Thompson','Liskov','Dijkstra','Allen','Knuth','Hamilton'])[1 + (i / 10) % 10] || i,
            '+1512' || lpad(i::text, 7, '0'), 'customer'
       from generate_series(1, ${customers}) i`,
  );
  // Each line's facts, drawn once: when it was made, its plan and state, whether and how it ended.
  await step(
    'line facts',
    `create unlogged table gen_lines as
     select i, ${uid('l', 'i::text')} as id, ${uid('u', `(1 + (i - 1) % ${customers})::text`)} as user_id,
            ${endAt} - random() * interval '${Math.round(days)} days' as created_at,
            1 + (i % 10 >= 5)::int + (i % 10 >= 8)::int as plan,
            (array['CA','TX','NY','FL','IL','PA','OH','GA','NC','WA'])[1 + (i / 7) % 10] as state,
            case when random() < 0.8 then 'esim' else 'psim' end as sim,
            random() as fate, random() as cause_draw, random() * interval '400 days' as life
       from generate_series(1, ${lines}) i`,
  );
  await step(
    'line endings drawn',
    `create unlogged table gen_ends as
     select g.*, least(g.created_at + g.life, ${endAt}) as ends_at,
            case when g.cause_draw < 0.5 then 'voluntary' when g.cause_draw < 0.8 then 'non_payment'
                 when g.cause_draw < 0.97 then 'port_out' else 'care' end as cause
       from gen_lines g where g.fate < 0.35 and g.created_at + g.life < ${endAt}`,
  );
  // Most eSIM profiles are installed within minutes to two days of the order (85%); most lines are first seen
  // in use within three days of it, a shipped SIM after its two days in the post (93%; the rest never).
  const installedAt = `case when g.sim = 'esim' and (g.i * 7919) % 100 < 85
                                and g.created_at + (5 + g.i % 2880) * interval '1 minute' < ${endAt}
                           then g.created_at + (5 + g.i % 2880) * interval '1 minute' end`;
  const usedAfter = `(case when g.sim = 'psim' then interval '2 days' else interval '10 minutes' end
                      + (g.i % 4320) * interval '1 minute')`;
  const firstUsedAt = `case when (g.i * 104729) % 100 < 93 and g.created_at + ${usedAfter} < ${endAt}
                            then g.created_at + ${usedAfter} end`;
  await step(
    'lines',
    `insert into subscription_lines (id, user_id, plan_id, mdn, subscriber_number, zip_code, iccid, imei, sim_type,
                                     activation_code, status, created_at, period_start, period_end,
                                     esim_installed_at, first_used_at)
     select g.id, g.user_id, ${uid('p', 'g.plan::text')}, '737' || lpad(g.i::text, 7, '0'), 'SUB-' || g.i, '78702',
            '8901260' || lpad(g.i::text, 12, '0'), '35' || lpad(g.i::text, 13, '0'), g.sim,
            case when g.sim = 'esim' then 'LPA:1$smdp.example$' || g.i end,
            case when e.i is null then case when g.sim = 'psim' and g.created_at > ${endAt} - interval '5 days'
                                            then 'activating' else 'active' end
                 when e.cause = 'non_payment' then 'suspended' else 'expired' end,
            g.created_at, g.created_at, g.created_at + interval '30 days',
            ${installedAt}, ${firstUsedAt}
       from gen_lines g left join gen_ends e on e.i = g.i`,
  );
  await step(
    'endings',
    `insert into line_endings (line_id, user_id, cause, reason_code, gaining_carrier, at, withdrawn_at)
     select id, user_id, cause,
            case when cause in ('voluntary', 'care') then
              (array['too_expensive','coverage','other_carrier','no_longer_needed','device_issue','other'])[1 + (i % 6)] end,
            case when cause = 'port_out' then (array['T-Mobile','Verizon','AT&T'])[1 + i % 3] end,
            ends_at, case when i % 10 = 0 then ends_at + interval '2 days' end
       from gen_ends`,
  );
  const price = `(array[2500,4000,6000])[g.plan]`;
  await step(
    'orders',
    `insert into orders (id, user_id, idempotency_key, request_hash, status, lease_until, plan_id, item, sim_type,
                         number_type, zip_code, tax_state, tax_rate_milli_percent, order_total_cents, discount_cents,
                         tax_cents, regulatory_fee_cents, activation_fee_cents, final_cents, card_network, card_last4,
                         line_id, created_at, completed_at)
     select ${uid('o', 'g.i::text')}, g.user_id, 'gen-' || g.i, 'gen', 'completed', g.created_at, ${uid('p', 'g.plan::text')},
            (array['Basic','Plus','Max'])[g.plan], g.sim, 'new', '78702', g.state, 8000, ${price}, 0,
            ${price} * 8 / 100, 100, 0, ${price} * 108 / 100 + 100, 'visa', '4242', g.id, g.created_at, g.created_at
       from gen_lines g`,
  );
  await step(
    'order payments',
    `insert into transactions (user_id, item, transaction_time, successful, payment_method, last4, order_total_cents,
                               tax_cents, regulatory_fee_cents, final_cents)
     select g.user_id, (array['Basic','Plus','Max'])[g.plan], g.created_at, true, 'visa', '4242', ${price},
            ${price} * 8 / 100, 100, ${price} * 108 / 100 + 100
       from gen_lines g`,
  );
  // A renewal every 30 days while the line lives: 92% paid at once, 5% after a declined try, 3% failed.
  await step(
    'renewals',
    `create unlogged table gen_renewals as
     select g.i, g.id, g.user_id, g.plan, g.created_at + k * interval '30 days' as due, random() as draw
       from gen_lines g left join gen_ends e on e.i = g.i,
            generate_series(1, 14) k
      where g.created_at + k * interval '30 days' < coalesce(e.ends_at, ${endAt})`,
  );
  await step(
    'renewal rows',
    `insert into line_renewals (line_id, user_id, period_end, status, attempts, tries, paid_at)
     select id, user_id, due,
            case when draw < 0.97 then 'paid' else 'failed' end,
            case when draw < 0.92 then 0 when draw < 0.97 then 1 else 3 end,
            case when draw < 0.92 then 1 when draw < 0.97 then 2 else 3 end,
            case when draw < 0.92 then due when draw < 0.97 then due + interval '2 days' end
       from gen_renewals`,
  );
  await step(
    'renewal payments',
    `insert into transactions (user_id, item, transaction_time, successful, payment_method, last4, order_total_cents,
                               tax_cents, regulatory_fee_cents, final_cents)
     select g.user_id, 'Renewal', case when g.draw < 0.92 then g.due else g.due + interval '2 days' end, true, 'visa',
            '4242', ${price}, ${price} * 8 / 100, 100, ${price} * 108 / 100 + 100
       from gen_renewals g where g.draw < 0.97`,
  );
  // One line in seven brings its number: 85% complete within minutes to days, 15% are rejected.
  await step(
    'port-ins',
    `insert into port_requests (id, user_id, line_id, msisdn, status, reason, attempt, zip_code, created_at, updated_at)
     select ${uid('r', 'i::text')}, user_id, id, '512' || lpad(i::text, 7, '0'),
            case when i % 100 < 85 then 'completed' else 'rejected' end,
            case when i % 100 >= 85 then (array['pin_mismatch','account_number_mismatch','number_not_portable'])[1 + i % 3] end,
            1, '78702', created_at, created_at
       from gen_lines where i % 7 = 0`,
  );
  await step(
    'port events',
    `insert into port_events (port_id, type, reason, at)
     select ${uid('r', 'i::text')}, 'submitted', null, created_at from gen_lines where i % 7 = 0
     union all
     select ${uid('r', 'i::text')}, case when i % 100 < 85 then 'completed' else 'rejected' end,
            case when i % 100 >= 85 then (array['pin_mismatch','account_number_mismatch','number_not_portable'])[1 + i % 3] end,
            created_at + (10 + (i % 2000)) * interval '1 minute'
       from gen_lines where i % 7 = 0`,
  );
  await step(
    'chats and contact messages',
    `insert into support_conversations (customer_id, name, email, source, status, created_at, last_message_at, closed_at)
     select user_id, 'Customer ' || i, 'gen' || i || '@example.com', 'chat', 'closed', created_at + interval '3 days',
            created_at + interval '3 days', created_at + interval '3 days'
       from gen_lines where i % 4 = 0 and created_at + interval '3 days' < ${endAt};
     insert into contact_messages (name, email, message, status, created_at)
     select 'Customer ' || i, 'gen' || i || '@example.com', 'A question', 'solved', created_at + interval '1 day'
       from gen_lines where i % 20 = 0 and created_at + interval '1 day' < ${endAt}`,
  );
  // Each chat opens with its customer's message (the conversation is made with it, chat-service.ts); nine in
  // ten are answered by an agent 20 seconds to 2 hours later (most within minutes), and half of those get a
  // customer's reply after the answer: the first-response figures read these (decision 103).
  await step(
    'chat messages',
    `create temporary table gen_chats as
       select id, created_at, random() as r, random() as s from support_conversations where source = 'chat';
     insert into support_messages (conversation_id, author, body, created_at)
     select id, 'customer', 'A question about my line', created_at from gen_chats
     union all
     select id, 'agent', 'Here is the answer', created_at + (20 + 7200 * power(s, 3)) * interval '1 second'
       from gen_chats where r < 0.9 and created_at + (20 + 7200 * power(s, 3)) * interval '1 second' < ${endAt}
     union all
     select id, 'customer', 'Thank you', created_at + (40 + 7200 * power(s, 3)) * interval '1 second'
       from gen_chats where r < 0.45 and created_at + (40 + 7200 * power(s, 3)) * interval '1 second' < ${endAt};
     drop table gen_chats`,
  );
  await step('drawing tables dropped', 'drop table gen_renewals, gen_ends, gen_lines');
  // A database in service is vacuumed by autovacuum (off on some test servers): without it the visibility
  // map of the freshly written tables is empty, index-only scans read the heap and the figures timed on the
  // history are several times slower than production's. VACUUM runs outside a transaction, on its own.
  const vacuumed = performance.now();
  await database.execute('vacuum (analyze)');
  log(`vacuum and analyze: ${Math.round(performance.now() - vacuumed)} ms`);
}

async function main() {
  const arg = (name: string, fallback: number) => {
    const at = process.argv.indexOf(`--${name}`);
    return at > 0 ? Number(process.argv[at + 1]) : fallback;
  };
  const databaseUrl = process.env.DATABASE_URL;
  if (!databaseUrl) throw new Error('DATABASE_URL names the PostgreSQL database to fill');
  const database = await openDatabase({ databaseUrl });
  try {
    await database.migrate();
    const started = performance.now();
    await generateHistory(
      database,
      { lines: arg('lines', 1_000_000), customers: arg('customers', 600_000) },
      (text) => console.log(text),
    );
    console.log(`history generated in ${Math.round((performance.now() - started) / 1000)} s`);
  } finally {
    await database.close();
  }
}

if (process.argv[1]?.endsWith('generate-history.ts')) await main();
