/**
 * Every business figure, defined once (decision 070): one SQL statement over the modules' own tables
 * answers all of them for a list of time windows [from, to) (calendar months in UTC, the current one
 * to now). The page, the daily snapshot and the /metrics gauges read these and nothing else.
 *
 * Parameters: $1 the windows' starts, $2 their ends (timestamptz[]), $3 a plan id or null, $4 a US
 * state or null. The plan is the line's plan now; the state the one its order was taxed in (a line
 * with orders in two states, none today, would count in both).
 *
 * Definitions (the console shows the same words, STAFF_MESSAGES.kpis.definitions):
 * - A line is ACTIVE at instant T when it was made before T, no ending of it (line_endings, decision
 *   068) at or before T was still open at T, and it had not expired (auto-renew off) before T.
 *   Active accounts: customers with at least one active line.
 * - GROSS ADDS: lines made in the window. NET ADDS: active lines at its end less at its start.
 * - CHURN by cause: endings in the window not taken back by its end, per cause; the RATE is that
 *   count over the active lines at the window's start.
 * - REVENUE: successful charges of the order history (transactions) in the window, taxes and fees
 *   included; REFUNDS: the refund rows (negative) as a positive sum. SERVICE REVENUE: every successful
 *   row's amount less its taxes and regulatory fee, refunds deducted. ARPU: service revenue over the
 *   mean of active lines at start and end, in cents rounded half away from zero; ARPA the same over
 *   active accounts.
 * - PORT-INS: submissions (each submit, a resubmission counts again), completions and rejections
 *   (by the carrier's reason) in the window; success rate completed / (completed + rejected); the
 *   median minutes from a completed port's last submission to its completion.
 * - ACTIVATION FUNNEL: orders paid in the window (completed, or refunded later); delivered: an eSIM
 *   profile issued or the customer's own SIM taken on (a shipped SIM's delivery is not recorded);
 *   active: the order's line reached service (not activating or waiting for its port). eSIM installed
 *   is computed live in kpi-live-queries.ts (decision 103); first usage has no source.
 * - RENEWALS falling due in the window (their period end): paid at the first try, recovered (paid
 *   after a declined try), failed (the line was suspended), still open; rates over those due. The
 *   RECOVERY CURVE: of those due, the share recovered within 1, 3, 7 and 14 days of the due instant
 *   (paid after a declined try, paid at most that long after the period end; decision 097).
 * - CARE LOAD: chats opened and contact-form messages sent in the window, per 100 lines (the mean
 *   of active lines at start and end), to two decimals.
 * Money and care load are the whole business's: under a plan or state filter they are null.
 */

import { RECOVERY_DAYS, renewalCounts } from './kpi-days-queries';

/** Whether a line of `fl` was active at the instant `t` (an SQL expression). */
const activeAt = (t: string) => `(fl.created_at < ${t}
   and not (fl.status = 'expired' and fl.period_end < ${t})
   and not exists (select 1 from line_endings e
                    where e.line_id = fl.id and e.at < ${t}
                      and (e.withdrawn_at is null or e.withdrawn_at >= ${t})))`;

const unfiltered = `($3::text is null and $4::text is null)`;
const perMean = (count: string, scale: number, decimals: number) =>
  `round(${count}::numeric * ${scale} / nullif((l.active_start + l.active_end) / 2.0, 0), ${decimals})`;
const rate = (count: string, over: string) => `round(${count}::numeric / nullif(${over}, 0), 4)`;
/**
 * The rows of a table whose time `x` falls in a window, with the window's number `n` (decision 079):
 * one range read of the table for all windows (they are in order of start and do not overlap), the
 * window found by `width_bucket` over their starts, not a join of every window with every row.
 */
const inWindows = (select: string, from: string, x: string, where = 'true') => `(
  select width_bucket(${x}, s.starts) as n, ${x} as x, ${select}
    from ${from} cross join s
   where ${x} >= s.lo and ${x} < s.hi and ${x} < s.ends[width_bucket(${x}, s.starts)] and ${where})`;

/**
 * The figures of each window `w (n, ws, we)` from the CTEs l, ch, m, p, pr, a, r and c: the one place
 * the rates, means and money are rounded, for the live statement and the stored days (decision 090).
 */
export const KPI_FIGURES_SELECT = `
select w.n,
       l.active_start, l.active_end, l.accounts_start, l.accounts_end, l.gross_adds,
       l.active_end - l.active_start as net_adds,
       ch.voluntary, ${rate('ch.voluntary', 'l.active_start')} as voluntary_rate,
       ch.non_payment, ${rate('ch.non_payment', 'l.active_start')} as non_payment_rate,
       ch.port_out, ${rate('ch.port_out', 'l.active_start')} as port_out_rate,
       ch.care, ${rate('ch.care', 'l.active_start')} as care_rate,
       case when ${unfiltered} then m.revenue end as revenue,
       case when ${unfiltered} then m.refunds end as refunds,
       case when ${unfiltered} then m.service end as service,
       case when ${unfiltered} then ${perMean('m.service', 1, 0)} end as arpu,
       case when ${unfiltered} then round(m.service::numeric
         / nullif((l.accounts_start + l.accounts_end) / 2.0, 0)) end as arpa,
       p.submitted, p.completed, p.rejected, coalesce(pr.reasons, '[]'::jsonb) as rejected_by_reason,
       ${rate('p.completed', 'p.completed + p.rejected')} as port_success_rate,
       p.median_minutes,
       a.paid, a.delivered, a.shipped, a.active as activated,
       r.due, r.first_try, r.recovered, r.failed, r.open,
       ${rate('r.first_try', 'r.due')} as first_try_rate,
       ${rate('r.recovered', 'r.due')} as recovered_rate,
       ${RECOVERY_DAYS.map((d) => `r.recovered_${d}d, ${rate(`r.recovered_${d}d`, 'r.due')} as recovered_${d}d_rate`).join(', ')},
       case when ${unfiltered} then c.chats end as chats,
       case when ${unfiltered} then c.contacts end as contacts,
       case when ${unfiltered} then ${perMean('c.chats', 100, 2)} end as chats_per_100,
       case when ${unfiltered} then ${perMean('c.contacts', 100, 2)} end as contacts_per_100
  from w
  join l on l.n = w.n join ch on ch.n = w.n join m on m.n = w.n join p on p.n = w.n
  left join pr on pr.n = w.n join a on a.n = w.n join r on r.n = w.n join c on c.n = w.n
 order by w.n`;

export const KPI_SQL = `
with w as (
  select ws, we, n from unnest($1::timestamptz[], $2::timestamptz[]) with ordinality as w(ws, we, n)
),
s as (select array_agg(ws order by n) as starts, array_agg(we order by n) as ends, min(ws) as lo, max(we) as hi from w),
fl as (
  select l.id, l.user_id, l.created_at, l.status, l.period_end
    from subscription_lines l
   where ($3::text is null or l.plan_id::text = $3::text)
     and ($4::text is null or l.id in (select o.line_id from orders o where o.tax_state = $4::text))
),
act as (
  select w.n, fl.user_id, fl.created_at >= w.ws as added,
         ${activeAt('w.ws')} as at_start, ${activeAt('w.we')} as at_end
    from w join fl on fl.created_at < w.we
),
l as (
  select w.n,
         count(act.user_id) filter (where act.at_start) as active_start,
         count(act.user_id) filter (where act.at_end) as active_end,
         count(distinct act.user_id) filter (where act.at_start) as accounts_start,
         count(distinct act.user_id) filter (where act.at_end) as accounts_end,
         count(act.user_id) filter (where act.added) as gross_adds
    from w left join act on act.n = w.n
   group by w.n
),
ch as (
  select w.n, coalesce(e.voluntary, 0) as voluntary, coalesce(e.non_payment, 0) as non_payment,
         coalesce(e.port_out, 0) as port_out, coalesce(e.care, 0) as care
    from w left join (
      select e.n,
             count(*) filter (where e.cause = 'voluntary') as voluntary,
             count(*) filter (where e.cause = 'non_payment') as non_payment,
             count(*) filter (where e.cause = 'port_out') as port_out,
             count(*) filter (where e.cause = 'care') as care
        from ${inWindows(
          'e.cause, e.withdrawn_at',
          'line_endings e',
          'e.at',
          `(${unfiltered} or e.line_id in (select id from fl))`,
        )} e cross join s
       where e.withdrawn_at is null or e.withdrawn_at >= s.ends[e.n]
       group by e.n) e on e.n = w.n
),
m as (
  select w.n, coalesce(t.revenue, 0) as revenue, coalesce(t.refunds, 0) as refunds,
         coalesce(t.service, 0) as service
    from w left join (
      select t.n,
             sum(t.final_cents) filter (where t.final_cents > 0) as revenue,
             -sum(t.final_cents) filter (where t.final_cents < 0) as refunds,
             sum(t.final_cents - coalesce(t.tax_cents, 0) - coalesce(t.regulatory_fee_cents, 0)) as service
        from ${inWindows(
          't.final_cents, t.tax_cents, t.regulatory_fee_cents',
          'transactions t',
          't.transaction_time',
          't.successful',
        )} t
       group by t.n) t on t.n = w.n
),
pe as (
  select w.n, ev.type, ev.reason,
         case when ev.type = 'completed' then extract(epoch from ev.x - (
           select max(s.at) from port_events s
            where s.port_id = ev.port_id and s.type = 'submitted' and s.at <= ev.x)) / 60 end as minutes
    from w join ${inWindows(
      'ev.type, ev.reason, ev.port_id',
      'port_events ev',
      'ev.at',
      `ev.type in ('submitted', 'completed', 'rejected')`,
    )} ev on ev.n = w.n and ev.x < w.we
    join port_requests pr on pr.id = ev.port_id
   where pr.line_id is not null and (${unfiltered} or pr.line_id in (select id from fl))
),
p as (
  select w.n,
         count(pe.type) filter (where pe.type = 'submitted') as submitted,
         count(pe.type) filter (where pe.type = 'completed') as completed,
         count(pe.type) filter (where pe.type = 'rejected') as rejected,
         round((percentile_cont(0.5) within group (order by pe.minutes))::numeric) as median_minutes
    from w left join pe on pe.n = w.n
   group by w.n
),
pr as (
  select n, jsonb_agg(jsonb_build_object('reason', reason, 'count', c) order by c desc, reason) as reasons
    from (select n, coalesce(reason, 'unknown') as reason, count(*) as c
            from pe where type = 'rejected' group by 1, 2) x
   group by n
),
a as (
  select w.n, coalesce(o.paid, 0) as paid, coalesce(o.delivered, 0) as delivered,
         coalesce(o.shipped, 0) as shipped, coalesce(o.active, 0) as active
    from w left join (
      select o.n, count(*) as paid,
             count(*) filter (where ol.id is not null
                                and (o.sim_type = 'esim' or o.own_sim_iccid is not null)) as delivered,
             count(*) filter (where o.sim_type = 'psim' and o.own_sim_iccid is null) as shipped,
             count(*) filter (where ol.status not in ('activating', 'port_in_pending', 'port_in_attention'))
               as active
        from ${inWindows(
          'o.line_id, o.sim_type, o.own_sim_iccid',
          'orders o',
          'o.created_at',
          `o.status in ('completed', 'refunded')
         and ($3::text is null or o.plan_id::text = $3::text)
         and ($4::text is null or o.tax_state = $4::text)`,
        )} o
        left join subscription_lines ol on ol.id = o.line_id
       group by o.n) o on o.n = w.n
),
r as (
  select w.n, coalesce(rn.due, 0) as due, coalesce(rn.first_try, 0) as first_try,
         coalesce(rn.recovered, 0) as recovered, coalesce(rn.failed, 0) as failed, coalesce(rn.open, 0) as open,
         ${RECOVERY_DAYS.map((d) => `coalesce(rn.recovered_${d}d, 0) as recovered_${d}d`).join(', ')}
    from w left join (
      select rn.n, ${renewalCounts('rn')}
        from ${inWindows(
          'rn.status, rn.tries, rn.paid_at, rn.period_end',
          'line_renewals rn',
          'rn.period_end',
          `(${unfiltered} or rn.line_id in (select id from fl))`,
        )} rn
       group by rn.n) rn on rn.n = w.n
),
c as (
  select w.n, coalesce(sc.chats, 0) as chats, coalesce(cm.contacts, 0) as contacts
    from w
    left join (select sc.n, count(*) as chats
                 from ${inWindows('1 as one', 'support_conversations sc', 'sc.created_at', `sc.source = 'chat'`)} sc
                group by sc.n) sc on sc.n = w.n
    left join (select cm.n, count(*) as contacts
                 from ${inWindows('1 as one', 'contact_messages cm', 'cm.created_at')} cm
                group by cm.n) cm on cm.n = w.n
)
${KPI_FIGURES_SELECT}`;

/** The plans a filter may name: every plan a line holds. */
export const KPI_PLANS_SQL = `
select p.id::text as id, p.retail_name as name from plans p
 where exists (select 1 from subscription_lines l where l.plan_id = p.id)
 order by p.retail_name, p.id`;
