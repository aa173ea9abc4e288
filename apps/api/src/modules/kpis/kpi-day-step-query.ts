/**
 * A finished day's figures from the day before's kept figures and that day's changes (decision 097):
 * the daily snapshot job's usual path, where KPI_DAYS_SQL (kpi-days-queries.ts) evaluates every line's
 * active spans. The definitions are the same; only the way to the active counts differs:
 *
 * - ACTIVE lines and accounts at the day's end, per cell = the kept count at the day's start (the day
 *   before's row; no row: zero) + (active at the end − active at the start) over the lines of the
 *   customers any of whose lines changed that day: made, ended, an ending withdrawn, expired, or moved
 *   to another plan. A line's activity changes only at those instants, and an account's only with
 *   one of its lines, so every other line and account counts the same at both ends.
 * - A line counts at the start in the cells of its plan then (the plan a change that day or later
 *   left, else its plan now) and at the end in those of its plan at the end (the same, from the day's
 *   end on): a plan change moves the line between cells on its day.
 * - The flows (churn, money, ports, funnel, renewals, care) are KPI_DAYS_SQL's own (`flows`), read by
 *   the time indexes for the day, over the cells of the lines they touch.
 *
 * $1 the day (a date, UTC). Answers (day, plan, state, figures) as KPI_DAYS_SQL does for one day.
 */
import { activeAt, DAY_KEYS, DAY_ROWS, dayOf, RECOVERY_DAYS, renewalCounts } from './kpi-days-queries';

/** The plan of line `l` at instant `t`: the one the first plan change from `t` on left, else its plan now. */
const planAt = (t: string) => `coalesce((
    select pc.from_plan_id from plan_changes pc
     where pc.line_id = l.id and pc.status in ('paid', 'applied') and pc.decided_at >= ${t}
     order by pc.decided_at limit 1), l.plan_id)`;

/** The cells (plan, state) of a line whose plan is `plan` and order state `state` (alias `c`). */
const cellsOf = (plan: string, state: string) => `cross join lateral (values
      ('', '', true), (${plan}::text, '', ${plan} is not null), ('', ${state}, ${state} is not null),
      (${plan}::text, ${state}, ${plan} is not null and ${state} is not null)) c(plan, state, ok)`;

export const KPI_DAY_STEP_SQL = `
with dd as (
  select $1::date as day, $1::date::timestamp at time zone 'UTC' as ds,
         ($1::date + 1)::timestamp at time zone 'UTC' as de
),
b as (select ds as lo, de as hi from dd),
changed as (
  select l.id as line_id from subscription_lines l, b where l.created_at >= b.lo and l.created_at < b.hi
  union select l.id from subscription_lines l, b
         where l.status = 'expired' and l.period_end >= b.lo and l.period_end < b.hi
  union select e.line_id from line_endings e, b where e.at >= b.lo and e.at < b.hi
  union select e.line_id from line_endings e, b where e.withdrawn_at >= b.lo and e.withdrawn_at < b.hi
  union select pc.line_id from plan_changes pc, b
         where pc.status in ('paid', 'applied') and pc.decided_at >= b.lo and pc.decided_at < b.hi
),
ul as (
  select l.id, l.user_id, l.created_at, l.status, l.period_end, l.plan_id,
         ${planAt('b.lo')} as plan_start, ${planAt('b.hi')} as plan_end
    from subscription_lines l, b
   -- Arrays, not IN (subquery): the estimates of these sets are far too high, and an index read is wanted.
   where l.user_id = any(array(select cl.user_id from subscription_lines cl
                                where cl.id = any(array(select line_id from changed))))
),
rel as (
  select id as line_id from ul
  union select pr.line_id from port_events ev join port_requests pr on pr.id = ev.port_id, b
         where ev.at >= b.lo and ev.at < b.hi and pr.line_id is not null
  union select rn.line_id from line_renewals rn, b where rn.period_end >= b.lo and rn.period_end < b.hi
),
st as (
  select distinct o.line_id, o.tax_state from orders o
   where o.line_id = any(array(select line_id from rel)) and o.tax_state is not null
),
lc as (
  select distinct l.id as line_id, l.user_id, c.plan, c.state
    from subscription_lines l left join st on st.line_id = l.id ${cellsOf('l.plan_id', 'st.tax_state')}
   where c.ok and l.id = any(array(select line_id from rel))
),
oc as (
  select o.id as order_id, c.plan, c.state
    from orders o ${cellsOf('o.plan_id', 'o.tax_state')}
   where c.ok and o.created_at >= (select lo from b) and o.created_at < (select hi from b)
),
ends as (
  select distinct ul.id, ul.user_id, x.sign, x.act, c.plan, c.state
    from ul cross join b
    left join st on st.line_id = ul.id
    cross join lateral (values (1, ul.plan_end, ${activeAt('ul', 'b.hi')}),
                               (-1, ul.plan_start, ${activeAt('ul', 'b.lo')})) x(sign, plan_id, act)
    ${cellsOf('x.plan_id', 'st.tax_state')}
   where c.ok
),
dl as (
  select plan, state,
         count(distinct id) filter (where sign = 1 and act) - count(distinct id) filter (where sign = -1 and act)
           as lines,
         count(distinct user_id) filter (where sign = 1 and act)
           - count(distinct user_id) filter (where sign = -1 and act) as accounts
    from ends group by 1, 2
),
prev as (
  select k.plan, k.state, (k.figures->>'active')::bigint as active, (k.figures->>'accounts')::bigint as accounts
    from kpi_days k, dd where k.day = dd.day - 1
),
adds as (
  select lc.plan, lc.state, count(*) as adds
    from subscription_lines l join lc on lc.line_id = l.id cross join b
   where l.created_at >= b.lo and l.created_at < b.hi
   group by 1, 2
),
cells as (
  select plan, state from prev union select plan, state from ends union select plan, state from lc
  union select plan, state from oc union select '', ''
),
g as (select dd.day, dd.ds, dd.de, cells.plan, cells.state from dd cross join cells),
ad as (
  select g.day, g.plan, g.state, adds.adds,
         coalesce(prev.active, 0) + coalesce(dl.lines, 0) as active,
         coalesce(prev.accounts, 0) + coalesce(dl.accounts, 0) as accounts
    from g
    left join prev on prev.plan = g.plan and prev.state = g.state
    left join dl on dl.plan = g.plan and dl.state = g.state
    left join adds on adds.plan = g.plan and adds.state = g.state
),
${DAY_ROWS}`;

/** The renewal counts a day's row holds (decision 097: they follow the renewals after the day). */
export const RENEWAL_KEYS = [
  'due',
  'first_try',
  'recovered',
  'failed',
  'open',
  ...RECOVERY_DAYS.map((d) => `recovered_${d}d`),
] as const;

/**
 * The days whose renewal counts may have moved since they were kept: those with renewals still open
 * when kept (from $1 on) or kept before the recovery curve, and the due days (before $2) of renewals paid from $2 to $3, a late payment
 * of a failed renewal. $1 a date, $2 and $3 instants.
 */
export const KPI_RENEWAL_DAYS_SQL = `
select distinct day::text as day from (
  select k.day from kpi_days k
   where k.plan = '' and k.state = '' and k.day >= $1::date
     and ((k.figures->>'open')::int > 0 or not k.figures ? 'recovered_14d')
  union
  select ${dayOf('rn.period_end')} from line_renewals rn
   where rn.paid_at >= $2::timestamptz and rn.paid_at < $3::timestamptz and rn.period_end < $2::timestamptz
) x order by 1`;

/**
 * The renewal counts of the kept days $1 (dates), every cell, as the renewals stand now, written into
 * the kept rows (a cell without a row gets one, its other counts zero). Answers the rows written.
 */
export const KPI_RENEWALS_REFRESH_SQL = `
with days as (
  select d as day, d::timestamp at time zone 'UTC' as ds, (d + 1)::timestamp at time zone 'UTC' as de
    from unnest($1::date[]) d
),
rn as (
  select days.day, rn.line_id, rn.status, rn.tries, rn.paid_at, rn.period_end
    from days join line_renewals rn on rn.period_end >= days.ds and rn.period_end < days.de
),
st as (
  select distinct o.line_id, o.tax_state from orders o
   where o.line_id in (select line_id from rn) and o.tax_state is not null
),
lc as (
  select distinct l.id as line_id, c.plan, c.state
    from subscription_lines l left join st on st.line_id = l.id ${cellsOf('l.plan_id', 'st.tax_state')}
   where c.ok and l.id in (select line_id from rn)
),
r as (
  select rn.day, lc.plan, lc.state, ${renewalCounts('rn')}
    from rn join lc on lc.line_id = rn.line_id
   group by 1, 2, 3
),
cur as (select k.day, k.plan, k.state from kpi_days k where k.day = any($1::date[])),
fresh as (
  select coalesce(r.day, cur.day) as day, coalesce(r.plan, cur.plan) as plan, coalesce(r.state, cur.state) as state,
         jsonb_build_object(${RENEWAL_KEYS.map((k) => `'${k}', coalesce(r.${k}, 0)`).join(', ')}) as renewals
    from r full join cur on cur.day = r.day and cur.plan = r.plan and cur.state = r.state
),
saved as (
  insert into kpi_days (day, plan, state, figures)
  select day, plan, state,
         jsonb_build_object(${DAY_KEYS.map((k) => `'${k}', 0`).join(', ')}, 'minutes', '[]'::jsonb,
                            'reasons', '{}'::jsonb) || renewals
    from fresh
  on conflict (plan, state, day) do update
    set figures = kpi_days.figures
                  || jsonb_build_object(${RENEWAL_KEYS.map((k) => `'${k}', excluded.figures->'${k}'`).join(', ')})
  returning 1
)
select count(*)::int as n from saved`;
