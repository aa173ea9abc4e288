/**
 * Reading the kept days (decision 090): the months of the business figures summed from the stored
 * days of kpi-days-queries.ts, with the open day's live row.
 */
import { CAUSES, DAY_KEYS, dayOf, RECOVERY_DAYS } from './kpi-days-queries';

const sumOf = (key: string) => `coalesce(sum(dy.${key}), 0)`;

/**
 * The month figures from the stored days (and the open day's row, $5, when the last window runs to
 * now), in the columns KPI_SQL answers, through the same final expressions (KPI_FIGURES_SELECT), so
 * the rounding is the same. $1, $2 the windows: each a calendar month or a month to a day's end (the
 * churn's "back" is kept within the month), the last one may end with the open day; $3 a plan or null, $4 a state or null, $5 {from, figures} of the open day or null.
 */
export const kpiMonthsSql = (figuresSelect: string) => `
with w as (
  select ws, we, n from unnest($1::timestamptz[], $2::timestamptz[]) with ordinality as w(ws, we, n)
),
-- Each row's object read once into columns (a key read per use would unpack the object each time).
dy as (
  select x.ds, n.*, x.f->'minutes' as minutes, x.f->'reasons' as reasons
    from (select k.day::timestamp at time zone 'UTC' as ds, k.figures as f
            from kpi_days k
           where k.plan = coalesce($3::text, '') and k.state = coalesce($4::text, '')
             and k.day >= ${dayOf('(select min(ws) from w)')} - 1 and k.day <= ${dayOf('(select max(we) from w)')}
          union all
          select ($5::jsonb->>'from')::timestamptz, $5::jsonb->'figures' where $5::jsonb is not null) x
    cross join lateral jsonb_to_record(x.f) as n(${DAY_KEYS.map((k) => `${k} numeric`).join(', ')})
),
-- The row whose end is the instant: a stored day's end is its next midnight, the open day's is now.
point as (
  select w.n,
         (select array[dy.active, dy.accounts] from dy where dy.ds < w.ws and dy.ds + interval '1 day' >= w.ws
           order by dy.ds desc limit 1) as at_start,
         (select array[dy.active, dy.accounts] from dy where dy.ds < w.we and dy.ds + interval '1 day' >= w.we
           order by dy.ds desc limit 1) as at_end
    from w
),
sums as (
  select w.n, ${DAY_KEYS.filter((k) => k !== 'active' && k !== 'accounts')
    .map((k) => `${sumOf(k)} as ${k}`)
    .join(', ')}
    from w left join dy on dy.ds >= w.ws and dy.ds < w.we
   group by w.n
),
l as (
  select w.n,
         coalesce(point.at_start[1], 0)::int as active_start,
         coalesce(point.at_end[1], 0)::int as active_end,
         coalesce(point.at_start[2], 0)::int as accounts_start,
         coalesce(point.at_end[2], 0)::int as accounts_end,
         sums.adds as gross_adds
    from w join point on point.n = w.n join sums on sums.n = w.n
),
ch as (
  select n, ${CAUSES.map((c) => `${c} - back_${c} as ${c}`).join(', ')} from sums
),
m as (select n, revenue, refunds, service from sums),
p as (
  select sums.n, sums.submitted, sums.completed, sums.rejected,
         (select round((percentile_cont(0.5) within group (order by x.v::numeric))::numeric)
            from w join dy on dy.ds >= w.ws and dy.ds < w.we
            cross join lateral jsonb_array_elements_text(dy.minutes) x(v)
           where w.n = sums.n) as median_minutes
    from sums
),
pr as (
  select n, jsonb_agg(jsonb_build_object('reason', reason, 'count', c) order by c desc, reason) as reasons
    from (select w.n, x.key as reason, sum(x.value::numeric) as c
            from w join dy on dy.ds >= w.ws and dy.ds < w.we
            cross join lateral jsonb_each_text(dy.reasons) x
           group by 1, 2) x
   group by n
),
a as (select n, paid, delivered, shipped, activated as active from sums),
r as (select n, due, first_try, recovered, failed, open, ${RECOVERY_DAYS.map((d) => `recovered_${d}d`).join(', ')} from sums),
c as (select n, chats, contacts from sums)
${figuresSelect}`;
