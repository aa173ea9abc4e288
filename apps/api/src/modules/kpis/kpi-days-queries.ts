/**
 * The business figures kept per day (decision 090): the snapshot job stores, once per finished UTC
 * day, each day's figures for every filter the page offers (every plan, every state, every plan in
 * every state, and the whole business), so the page sums stored days for the months and computes
 * only the open day live. The definitions are KPI_SQL's (kpi-queries.ts), cut into days:
 *
 * - ACTIVE lines and accounts at the day's end are stored as they were judged then; a later change
 *   of a line (its plan, its status) does not move a closed day. A day's row is computed from each
 *   line's active spans: made (exclusive) to forever, less each ending's span (at, withdrawn] and an
 *   expiry's (period end, forever); an account's spans are the union of its lines'.
 * - Flows are counted on the day they happen. Churn: a day's endings not withdrawn by the day's end,
 *   and ("back") the day's withdrawals of endings made earlier in the same month, so a month's sum
 *   of days is the month's churn as KPI_SQL counts it (not withdrawn by the month's end).
 * - The port median cannot be summed: a day keeps its completions' minutes.
 * - Cohorts (the activation funnel of the day's paid orders, the renewals falling due that day) are
 *   the day's cohort as seen when computed.
 *
 * Each day is a jsonb object of counts (DAY_KEYS). The whole business's cell is plan '' and state ''.
 */

/**
 * The recovery curve (decision 097): renewals paid after a declined try within this many days of
 * their due instant (period end), counted on their due day.
 */
export const RECOVERY_DAYS = [1, 3, 7, 14] as const;
/** Renewals `rn`'s counts (SQL select items): due, first_try, recovered, failed, open, `recovered_<n>d`. */
export const renewalCounts = (rn: string) =>
  [
    'count(*) as due',
    `count(*) filter (where ${rn}.status = 'paid' and ${rn}.tries <= 1) as first_try`,
    `count(*) filter (where ${rn}.status = 'paid' and ${rn}.tries > 1) as recovered`,
    `count(*) filter (where ${rn}.status = 'failed') as failed`,
    `count(*) filter (where ${rn}.status = 'open') as open`,
    ...RECOVERY_DAYS.map(
      (d) =>
        `count(*) filter (where ${rn}.status = 'paid' and ${rn}.tries > 1
                         and ${rn}.paid_at <= ${rn}.period_end + interval '${d} days') as recovered_${d}d`,
    ),
  ].join(',\n         ');

/** A day's figures: the counts a day's row holds (all integers but `reasons` and `minutes`). */
export const DAY_KEYS = [
  'active',
  'accounts',
  'adds',
  'voluntary',
  'non_payment',
  'port_out',
  'care',
  'back_voluntary',
  'back_non_payment',
  'back_port_out',
  'back_care',
  'revenue',
  'refunds',
  'service',
  'submitted',
  'completed',
  'rejected',
  'paid',
  'delivered',
  'shipped',
  'activated',
  'due',
  'first_try',
  'recovered',
  'failed',
  'open',
  ...RECOVERY_DAYS.map((d) => `recovered_${d}d` as const),
  'chats',
  'contacts',
] as const;

export const CAUSES = ['voluntary', 'non_payment', 'port_out', 'care'] as const;
export const dayOf = (x: string) => `((${x}) at time zone 'UTC')::date`;
/**
 * The flows of each day window `dd (day, ds, de)` per cell `(plan, state)`. `cells(x)` joins the
 * cells a line `x` counts in (alias `lc`); `orderCells` those of an order `o`.
 */
export function flows(cells: (x: string) => string, orderCells: string) {
  return `
ch as (
  select dd.day, lc.plan, lc.state,
         ${CAUSES.map((c) => `count(*) filter (where e.cause = '${c}') as ${c}`).join(', ')}
    from line_endings e
    join dd on dd.day = ${dayOf('e.at')} and e.at < dd.de
    ${cells('e.line_id')}
   where e.at >= (select lo from b) and e.at < (select hi from b)
     and (e.withdrawn_at is null or e.withdrawn_at >= dd.de)
   group by 1, 2, 3
),
bk as (
  select dd.day, lc.plan, lc.state,
         ${CAUSES.map((c) => `count(*) filter (where e.cause = '${c}') as back_${c}`).join(', ')}
    from line_endings e
    join dd on dd.day = ${dayOf('e.withdrawn_at')} and e.withdrawn_at < dd.de
    ${cells('e.line_id')}
   where e.withdrawn_at >= (select lo from b) and e.withdrawn_at < (select hi from b)
     and e.at >= date_trunc('month', dd.ds, 'UTC') and e.at < dd.ds
   group by 1, 2, 3
),
m as (
  select dd.day, '' as plan, '' as state,
         coalesce(sum(t.final_cents) filter (where t.final_cents > 0), 0) as revenue,
         coalesce(-sum(t.final_cents) filter (where t.final_cents < 0), 0) as refunds,
         sum(t.final_cents - coalesce(t.tax_cents, 0) - coalesce(t.regulatory_fee_cents, 0)) as service
    from transactions t
    join dd on dd.day = ${dayOf('t.transaction_time')} and t.transaction_time < dd.de
   where t.successful and t.transaction_time >= (select lo from b) and t.transaction_time < (select hi from b)
   group by 1
),
pe as (
  select dd.day, lc.plan, lc.state, ev.type, ev.reason,
         case when ev.type = 'completed' then extract(epoch from ev.at - (
           select max(s.at) from port_events s
            where s.port_id = ev.port_id and s.type = 'submitted' and s.at <= ev.at)) / 60 end as minutes
    from port_events ev
    join dd on dd.day = ${dayOf('ev.at')} and ev.at < dd.de
    join port_requests pr on pr.id = ev.port_id and pr.line_id is not null
    ${cells('pr.line_id')}
   where ev.type in ('submitted', 'completed', 'rejected')
     and ev.at >= (select lo from b) and ev.at < (select hi from b)
),
p as (
  select pe.day, pe.plan, pe.state,
         count(*) filter (where pe.type = 'submitted') as submitted,
         count(*) filter (where pe.type = 'completed') as completed,
         count(*) filter (where pe.type = 'rejected') as rejected,
         coalesce(jsonb_agg(pe.minutes) filter (where pe.type = 'completed'), '[]'::jsonb) as minutes
    from pe group by 1, 2, 3
),
pr as (
  select day, plan, state, jsonb_object_agg(reason, c) as reasons
    from (select day, plan, state, coalesce(reason, 'unknown') as reason, count(*) as c
            from pe where type = 'rejected' group by 1, 2, 3, 4) x
   group by 1, 2, 3
),
a as (
  select dd.day, oc.plan, oc.state, count(*) as paid,
         count(*) filter (where ol.id is not null
                            and (o.sim_type = 'esim' or o.own_sim_iccid is not null)) as delivered,
         count(*) filter (where o.sim_type = 'psim' and o.own_sim_iccid is null) as shipped,
         count(*) filter (where ol.status not in ('activating', 'port_in_pending', 'port_in_attention'))
           as activated
    from orders o
    join dd on dd.day = ${dayOf('o.created_at')} and o.created_at < dd.de
    ${orderCells}
    left join subscription_lines ol on ol.id = o.line_id
   where o.status in ('completed', 'refunded')
     and o.created_at >= (select lo from b) and o.created_at < (select hi from b)
   group by 1, 2, 3
),
r as (
  select dd.day, lc.plan, lc.state, ${renewalCounts('rn')}
    from line_renewals rn
    join dd on dd.day = ${dayOf('rn.period_end')} and rn.period_end < dd.de
    ${cells('rn.line_id')}
   where rn.period_end >= (select lo from b) and rn.period_end < (select hi from b)
   group by 1, 2, 3
),
c as (
  select dd.day, '' as plan, '' as state,
         count(*) filter (where x.kind = 'chat') as chats, count(*) filter (where x.kind = 'contact') as contacts
    from (select sc.created_at, 'chat' as kind from support_conversations sc where sc.source = 'chat'
          union all select cm.created_at, 'contact' from contact_messages cm) x
    join dd on dd.day = ${dayOf('x.created_at')} and x.created_at < dd.de
   where x.created_at >= (select lo from b) and x.created_at < (select hi from b)
   group by 1
)`;
}

/** The stored row's object from the pieces joined on (day, plan, state) to the grid `g`. */
export const FIGURES_OBJECT = `jsonb_build_object(
    'active', coalesce(ad.active, 0), 'accounts', coalesce(ad.accounts, 0), 'adds', coalesce(ad.adds, 0),
    ${CAUSES.map((c) => `'${c}', coalesce(ch.${c}, 0), 'back_${c}', coalesce(bk.back_${c}, 0)`).join(',\n    ')},
    'revenue', coalesce(m.revenue, 0), 'refunds', coalesce(m.refunds, 0), 'service', coalesce(m.service, 0),
    'submitted', coalesce(p.submitted, 0), 'completed', coalesce(p.completed, 0),
    'rejected', coalesce(p.rejected, 0), 'minutes', coalesce(p.minutes, '[]'::jsonb),
    'reasons', coalesce(pr.reasons, '{}'::jsonb),
    'paid', coalesce(a.paid, 0), 'delivered', coalesce(a.delivered, 0), 'shipped', coalesce(a.shipped, 0),
    'activated', coalesce(a.activated, 0),
    'due', coalesce(r.due, 0), 'first_try', coalesce(r.first_try, 0), 'recovered', coalesce(r.recovered, 0),
    'failed', coalesce(r.failed, 0), 'open', coalesce(r.open, 0),
    ${RECOVERY_DAYS.map((d) => `'recovered_${d}d', coalesce(r.recovered_${d}d, 0)`).join(', ')},
    'chats', coalesce(c.chats, 0), 'contacts', coalesce(c.contacts, 0))`;

export const JOIN_PIECES = ['ch', 'bk', 'm', 'p', 'pr', 'a', 'r', 'c']
  .map((x) => `left join ${x} on ${x}.day = g.day and ${x}.plan = g.plan and ${x}.state = g.state`)
  .join('\n  ');

/** A day query's end (after its grid `g`, active lines `ad`): the flows, then each cell's stored row. */
export const DAY_ROWS = `${flows((x) => `join lc on lc.line_id = ${x}`, 'join oc on oc.order_id = o.id')}
select g.day::text as day, g.plan, g.state, ${FIGURES_OBJECT} as figures
  from g
  left join ad on ad.day = g.day and ad.plan = g.plan and ad.state = g.state
  ${JOIN_PIECES}
 where (g.plan = '' and g.state = '') or ad.active <> 0 or ad.accounts <> 0 or ad.adds is not null
    or ch.day is not null or bk.day is not null or p.day is not null or a.day is not null or r.day is not null
 order by g.day, g.plan, g.state`;

/** The first day end (a UTC midnight) inside span `r`, and the first one after it (null: none). */
const ceilDay = (x: string) =>
  `(case when date_trunc('day', ${x}, 'UTC') = ${x} then ${x} else date_trunc('day', ${x}, 'UTC') + interval '1 day' end)`;
const spanEvents = (r: string) => `
  (case when lower_inc(${r}) then ${ceilDay(`lower(${r})`)}
        else date_trunc('day', lower(${r}), 'UTC') + interval '1 day' end) as t_in,
  (case when upper_inf(${r}) then null
        when upper_inc(${r}) then date_trunc('day', upper(${r}), 'UTC') + interval '1 day'
        else ${ceilDay(`upper(${r})`)} end) as t_out`;

/**
 * Every cell's figures for each day from $1 to $2 (dates, UTC). Answers
 * (day, plan, state, figures); a cell with nothing that day is left out, but for the whole business's.
 */
export const KPI_DAYS_SQL = `
with dd as (
  select d::date as day, d as ds, d + interval '1 day' as de
    from generate_series($1::date::timestamp at time zone 'UTC', $2::date::timestamp at time zone 'UTC',
                         interval '1 day') d
),
b as (select min(ds) as lo, max(de) as hi from dd),
lc as (
  select distinct l.id as line_id, l.user_id, c.plan, c.state
    from subscription_lines l
    left join (select distinct o.line_id, o.tax_state from orders o
                where o.line_id is not null and o.tax_state is not null) o on o.line_id = l.id
    cross join lateral (values ('', '', true),
                               (l.plan_id::text, '', l.plan_id is not null),
                               ('', o.tax_state, o.tax_state is not null),
                               (l.plan_id::text, o.tax_state, l.plan_id is not null and o.tax_state is not null))
      c(plan, state, ok)
   where c.ok and l.created_at < (select hi from b)
),
oc as (
  select o.id as order_id, c.plan, c.state
    from orders o
    cross join lateral (values ('', '', true),
                               (o.plan_id::text, '', o.plan_id is not null),
                               ('', o.tax_state, o.tax_state is not null),
                               (o.plan_id::text, o.tax_state, o.plan_id is not null and o.tax_state is not null))
      c(plan, state, ok)
   where c.ok and o.created_at >= (select lo from b) and o.created_at < (select hi from b)
),
spans as (
  select l.id as line_id, unnest(
           tstzmultirange(tstzrange(l.created_at, null, '()'))
           - coalesce(en.spans, '{}'::tstzmultirange)
           - case when l.status = 'expired' then tstzmultirange(tstzrange(l.period_end, null, '()'))
                  else '{}'::tstzmultirange end) as r
    from subscription_lines l
    left join (select e.line_id, range_agg(tstzrange(e.at,
                   case when e.withdrawn_at is not null then greatest(e.at, e.withdrawn_at) end, '(]')) as spans
                 from line_endings e group by e.line_id) en on en.line_id = l.id
   where l.created_at < (select hi from b)
),
account_spans as (
  select lc.user_id, lc.plan, lc.state, unnest(range_agg(s.r)) as r
    from spans s join lc on lc.line_id = s.line_id
   group by 1, 2, 3
),
ev as (
  select plan, state, t, sum(lines) as lines, sum(accounts) as accounts
    from (select lc.plan, lc.state, x.t, x.d as lines, 0 as accounts
            from (select line_id, ${spanEvents('r')} from spans) s
            join lc on lc.line_id = s.line_id
            cross join lateral (values (s.t_in, 1), (s.t_out, -1)) x(t, d)
           where x.t is not null and (s.t_out is null or s.t_out > s.t_in)
          union all
          select s.plan, s.state, x.t, 0, x.d
            from (select plan, state, ${spanEvents('r')} from account_spans) s
            cross join lateral (values (s.t_in, 1), (s.t_out, -1)) x(t, d)
           where x.t is not null and (s.t_out is null or s.t_out > s.t_in)) x
   group by 1, 2, 3
),
cells as (select distinct plan, state from lc union select plan, state from oc union select '', ''),
g as (select dd.day, dd.ds, dd.de, cells.plan, cells.state from dd cross join cells),
adds as (
  select ${dayOf('l.created_at')} as day, lc.plan, lc.state, count(*) as adds
    from subscription_lines l join lc on lc.line_id = l.id
   where l.created_at >= (select lo from b)
   group by 1, 2, 3
),
ad as (
  select g.day, g.plan, g.state, adds.adds,
         sum(coalesce(x.lines, 0)) over w as active, sum(coalesce(x.accounts, 0)) over w as accounts
    from g
    left join (select greatest(${dayOf('t')} - 1, $1::date) as day, plan, state,
                      sum(lines) as lines, sum(accounts) as accounts
                 from ev group by 1, 2, 3) x on x.day = g.day and x.plan = g.plan and x.state = g.state
    left join adds on adds.day = g.day and adds.plan = g.plan and adds.state = g.state
  window w as (partition by g.plan, g.state order by g.day)
),
${DAY_ROWS}`;

/** Whether a line of alias `x` was active at instant `t` (KPI_SQL's definition). */
export const activeAt = (x: string, t: string) => `(${x}.created_at < ${t}
   and not (${x}.status = 'expired' and ${x}.period_end < ${t})
   and not exists (select 1 from line_endings e
                    where e.line_id = ${x}.id and e.at < ${t}
                      and (e.withdrawn_at is null or e.withdrawn_at >= ${t})))`;
