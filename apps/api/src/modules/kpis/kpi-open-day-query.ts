/**
 * The open day's figures (decision 090): the day from the last kept day's end to now, for one filter,
 * from the kept active counts and the lines changed since.
 */
import { activeAt, dayOf, FIGURES_OBJECT, flows, JOIN_PIECES } from './kpi-days-queries';

/** Whether line `x` is in the filter of $3 (a plan or null) and $4 (a state or null). */
const LINE_IN_FILTER = (x: string) => `(($3::text is null or exists (
      select 1 from subscription_lines fl where fl.id = ${x} and fl.plan_id::text = $3::text))
  and ($4::text is null or exists (select 1 from orders fo where fo.line_id = ${x} and fo.tax_state = $4::text)))`;

/**
 * The open day's figures for one filter: the flows from $1 (the end of the last stored day, a UTC
 * midnight) to $2 (now); the active lines and accounts at $2 are the stored ones at $1 moved by the
 * lines that changed since (made, ended, ending withdrawn, expired), so no line is read but those.
 * $3 a plan or null, $4 a state or null.
 */
export const KPI_OPEN_DAY_SQL = `
with dd as (select ${dayOf('$1::timestamptz')} as day, $1::timestamptz as ds, $2::timestamptz as de),
b as (select $1::timestamptz as lo, $2::timestamptz as hi),
one as (select coalesce($3::text, '') as plan, coalesce($4::text, '') as state),
oc as (select o.id as order_id from orders o
        where ($3::text is null or o.plan_id::text = $3::text) and ($4::text is null or o.tax_state = $4::text)
          and o.created_at >= $1::timestamptz and o.created_at < $2::timestamptz),
changed as (
  select id from subscription_lines where created_at >= $1::timestamptz and created_at < $2::timestamptz
  union select id from subscription_lines
         where status = 'expired' and period_end >= $1::timestamptz and period_end < $2::timestamptz
  union select line_id from line_endings where at >= $1::timestamptz and at < $2::timestamptz
  union select line_id from line_endings where withdrawn_at >= $1::timestamptz and withdrawn_at < $2::timestamptz
),
cl as (select l.* from subscription_lines l join changed on changed.id = l.id where ${LINE_IN_FILTER('l.id')}),
ul as (select l.* from subscription_lines l
        where l.user_id in (select user_id from cl) and ${LINE_IN_FILTER('l.id')}),
kept as (
  select coalesce((select k.figures from kpi_days k, one
                    where k.day = ${dayOf('$1::timestamptz')} - 1 and k.plan = one.plan and k.state = one.state),
                  '{}'::jsonb) as f
),
ad as (
  select dd.day, one.plan, one.state,
         (select count(*) from cl where cl.created_at >= $1::timestamptz) as adds,
         coalesce((kept.f->>'active')::int, 0)
           + (select count(*) filter (where ${activeAt('cl', '$2::timestamptz')})
                   - count(*) filter (where ${activeAt('cl', '$1::timestamptz')}) from cl) as active,
         coalesce((kept.f->>'accounts')::int, 0)
           + (select count(distinct ul.user_id) filter (where ${activeAt('ul', '$2::timestamptz')})
                   - count(distinct ul.user_id) filter (where ${activeAt('ul', '$1::timestamptz')}) from ul)
           as accounts
    from dd, one, kept
),
${flows(
  (x) => `join one lc on ${LINE_IN_FILTER(x)}`,
  'join oc on oc.order_id = o.id cross join one oc_cell',
).replaceAll('oc.plan, oc.state', 'oc_cell.plan, oc_cell.state')}
select g.day::text as day, g.plan, g.state, ${FIGURES_OBJECT} as figures
  from (select dd.day, one.plan, one.state from dd, one) g
  left join ad on ad.day = g.day and ad.plan = g.plan and ad.state = g.state
  ${JOIN_PIECES}`;
