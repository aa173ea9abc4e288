/**
 * Three figures of the KPI page not summed from kept days (decision 103): a cohort's share still
 * active after k months depends on every later month, a median cannot be summed from days, and an
 * order's eSIM is installed days after the order's day was kept. The 13 months' figures are kept per
 * filter cell by their daily job to the day's midnight (kpi_live_months, decisions 107 and 113), computed
 * by these same statements; the page reads only what happened since: the lines and eSIM orders made since
 * midnight (a window of their own), the installs recorded since, and the open month's chats.
 *
 * FILTER CELLS ($3 plan or null, $4 state or null, $5 every cell): with $5 false the statement
 * answers the one cell of the page's filter (plan and state '' when not filtered); with $5 true every
 * cell (plan '' and state '' the whole business, a plan, a state, a plan in a state), as kpi_days.
 *
 * COHORTS (KPI_COHORTS_SQL): the lines made in each of the page's months (the cohort, by the
 * line's activation month, UTC) and, for k = 0, 1, 2 … the number of them ACTIVE (kpi-queries.ts's
 * definition) at the end of the k-th calendar month after it; k = 0 is the end of the activation
 * month itself. Only month ends reached by $2 are answered, so the table is a triangle. A line's
 * cells: its plan (subscription_lines.plan_id) and the states its orders were taxed in.
 * $1 the months' starts (timestamptz[]), $2 the moment the figures are as of, $6 the first start.
 *
 * FIRST RESPONSE (KPI_FIRST_RESPONSE_SQL): for each chat (support conversations opened from the
 * chat), the time from the customer's first message to the first staff answer at or after it; per
 * month of that first message: the chats asked, those answered, and the median seconds of the
 * answered ones. Contact-form messages (contact_messages) record no answer time and are not counted.
 * $1, $2 the windows' starts and ends. The whole business's: null under a plan or state filter.
 *
 * FUNNEL STEPS (KPI_FUNNEL_STEPS_SQL): of the activation funnel's orders paid in a window (kpi-queries.ts)
 * with their line: ESIM INSTALLED, of those that chose a new eSIM, the ones whose line has since installed
 * an eSIM profile (an `esim.installed` carrier event applied to a command of that line, decision 073,
 * recorded on the line when applied: subscription_lines.esim_installed_at, decision 107); FIRST USAGE, of
 * all of them (`paid`), the ones whose line has been seen in use (data, calls or texts in the carrier's
 * usage report, recorded when first read: subscription_lines.first_used_at, decision 114); ACTIVE AFTER
 * 30 DAYS, of the orders whose 30 days after payment are reached before $7 (`reached`), those whose line was
 * ACTIVE (kpi-days-queries.ts's activeAt) at that moment (`active30`). $1, $2 the windows ($8, $9 their
 * span), $6 the steps counted: those recorded before it (null: every one). KPI_FUNNEL_STEPS_SINCE_SQL
 * counts the steps recorded at or after $6 of the same orders, read by those times' indexes. A cell is
 * the order's plan and state.
 */
import { activeAt } from './kpi-days-queries';

const monthEnd = (start: string, months: string) =>
  `((${start} at time zone 'UTC' + make_interval(months => ${months})) at time zone 'UTC')`;

/** The filter cells `c (plan, state, ok)` of a row with plan `plan` and state `state` (kpi_days's). */
const cellsOf = (plan: string, state: string) => `cross join lateral (values ('', '', true),
                               (${plan}::text, '', ${plan} is not null),
                               ('', ${state}, ${state} is not null),
                               (${plan}::text, ${state}, ${plan} is not null and ${state} is not null))
      c(plan, state, ok)`;
/** The cells asked: every one ($5), or the page's filter's. */
const CELLS_ASKED = `c.ok and ($5::boolean or (c.plan = coalesce($3::text, '') and c.state = coalesce($4::text, '')))`;

export const KPI_COHORTS_SQL = `
with m as (
  select ms, n, ${monthEnd('ms', '1')} as me from unnest($1::timestamptz[]) with ordinality as m(ms, n)
),
fl as (
  select distinct m.n, l.id, l.created_at, c.plan, c.state
    from m join subscription_lines l on l.created_at >= m.ms and l.created_at < m.me
     -- the months' first start as a plain value ($6), which PostgreSQL can size (not an array's)
     and l.created_at >= $6::timestamptz
    left join orders o on o.line_id = l.id and o.tax_state is not null
    ${cellsOf('l.plan_id', 'o.tax_state')}
   where l.created_at < $2::timestamptz and ${CELLS_ASKED}
),
-- ACTIVE (kpi-queries.ts's activeAt) as spans, read once per line of a cohort with a month end
-- reached: a line is not active at t while an ending of it is open, (at, withdrawn], or after an
-- expiry, (period end, forever).
judged as (
  select l.id, l.status, l.period_end
    from subscription_lines l
   where l.id in (select fl.id from fl join m on m.n = fl.n where m.me <= $2::timestamptz)
),
ended as (
  select e.line_id, range_agg(tstzrange(e.at, e.withdrawn_at, '(]')) as spans
    from line_endings e join judged j on j.id = e.line_id
   group by e.line_id
),
fs as (
  select j.id,
         coalesce(ended.spans, '{}'::tstzmultirange)
           + case when j.status = 'expired' then tstzmultirange(tstzrange(j.period_end, null, '()'))
                  else '{}'::tstzmultirange end as spans,
         ended.line_id is not null or j.status = 'expired' as changed
    from judged j left join ended on ended.line_id = j.id
),
size as (select n, plan, state, count(*) as lines from fl group by n, plan, state),
pt as (
  select m.n, k, ${monthEnd('m.ms', 'k + 1')} as t
    from m cross join generate_series(0, 12) k
   where ${monthEnd('m.ms', 'k + 1')} <= $2::timestamptz
),
-- A line never ended nor expired is active at every month end after its own month: counted once;
-- only the others are judged at each month end.
steady as (
  select fl.n, fl.plan, fl.state, count(*) as lines
    from fl join fs on fs.id = fl.id and not fs.changed
   group by fl.n, fl.plan, fl.state
),
kept as (
  select pt.n, pt.k, fl.plan, fl.state,
         count(*) filter (where fl.created_at < pt.t and not fs.spans @> pt.t) as active
    from pt join fl on fl.n = pt.n join fs on fs.id = fl.id and fs.changed
   group by pt.n, pt.k, fl.plan, fl.state
)
select size.n, size.plan, size.state, size.lines, pt.k,
       coalesce(steady.lines, 0) + coalesce(kept.active, 0) as active
  from size join pt on pt.n = size.n
  left join steady on (steady.n, steady.plan, steady.state) = (size.n, size.plan, size.state)
  left join kept on (kept.n, kept.k, kept.plan, kept.state) = (pt.n, pt.k, size.plan, size.state)
union all
select size.n, size.plan, size.state, size.lines, null, null
  from size
 order by 1, 2, 3, 5 nulls first`;

export const KPI_FIRST_RESPONSE_SQL = `
with w as (
  select ws, we, n from unnest($1::timestamptz[], $2::timestamptz[]) with ordinality as w(ws, we, n)
),
-- The chats with a customer's message within the windows (by the customers' messages' time index), each
-- with its first customer message ever: counted in the window that holds it.
asked as (
  select sm.conversation_id,
         (select min(f.created_at) from support_messages f
           where f.conversation_id = sm.conversation_id and f.author = 'customer') as at
    from support_messages sm join support_conversations sc on sc.id = sm.conversation_id
   where sc.source = 'chat' and sm.author = 'customer'
     and sm.created_at >= (select min(ws) from w) and sm.created_at < (select max(we) from w)
   group by sm.conversation_id
),
fr as (
  select a.at, (select min(x.created_at) from support_messages x
                 where x.conversation_id = a.conversation_id and x.author = 'agent'
                   and x.created_at >= a.at) as answered
    from asked a
   where a.at >= (select min(ws) from w) and a.at < (select max(we) from w)
)
select w.n, count(fr.at) as asked, count(fr.answered) as answered,
       round((percentile_cont(0.5) within group (order by extract(epoch from fr.answered - fr.at)))::numeric)
         as median_seconds
  from w left join fr on fr.at >= w.ws and fr.at < w.we
 group by w.n
 order by w.n`;

/** The funnel's orders of windows `w` (paid: completed, or refunded later) with their line, in the cells asked. */
const FUNNEL_ORDERS = `
  from w join orders o on o.created_at >= w.ws and o.created_at < w.we
  join subscription_lines l on l.id = o.line_id
  ${cellsOf('o.plan_id', 'o.tax_state')}
 where o.status in ('completed', 'refunded') and o.line_id is not null and ${CELLS_ASKED}`;
/** An order that chose a new eSIM (not the customer's own SIM). */
const NEW_ESIM = `o.sim_type = 'esim' and o.own_sim_iccid is null`;
const WINDOWS = `with w as (
  select ws, we, n from unnest($1::timestamptz[], $2::timestamptz[]) with ordinality as w(ws, we, n)
)`;

/** 30 days after the order was paid. */
const DAY_30 = `(o.created_at + interval '30 days')`;

/**
 * Each order's steps are judged once (`fo`), before it is counted in its cells: whether its line was active
 * at its 30th day reads the line's endings, once per order rather than once per cell.
 */
export const KPI_FUNNEL_STEPS_SQL = `
${WINDOWS},
fo as (
  select w.n, o.plan_id, o.tax_state, ${NEW_ESIM} as new_esim,
         ${NEW_ESIM} and l.esim_installed_at < coalesce($6::timestamptz, 'infinity') as installed,
         l.first_used_at < coalesce($6::timestamptz, 'infinity') as used,
         ${DAY_30} < $7::timestamptz as reached,
         case when ${DAY_30} < $7::timestamptz then ${activeAt('l', DAY_30)} else false end as active30
    from w join orders o on o.created_at >= w.ws and o.created_at < w.we
    join subscription_lines l on l.id = o.line_id
   where o.status in ('completed', 'refunded') and o.line_id is not null
     -- The windows' span again as plain values ($8, $9): PostgreSQL cannot size windows from an array, and
     -- took a day's orders for a third of them all (reading every line to join them).
     and o.created_at >= $8::timestamptz and o.created_at < $9::timestamptz
     and ($5::boolean or (($3::text is null or o.plan_id::text = $3::text)
                          and ($4::text is null or o.tax_state = $4::text)))
)
select fo.n, c.plan, c.state,
       count(*) filter (where fo.new_esim) as ordered,
       count(*) filter (where fo.installed) as installed,
       count(*) as paid,
       count(*) filter (where fo.used) as used,
       count(*) filter (where fo.reached) as reached,
       count(*) filter (where fo.active30) as active30
  from fo ${cellsOf('fo.plan_id', 'fo.tax_state')}
 where ${CELLS_ASKED}
 group by fo.n, c.plan, c.state
 order by 1, 2, 3`;

export const KPI_FUNNEL_STEPS_SINCE_SQL = `
${WINDOWS}
select w.n, c.plan, c.state,
       count(*) filter (where ${NEW_ESIM} and l.esim_installed_at >= $6::timestamptz) as installed,
       count(*) filter (where l.first_used_at >= $6::timestamptz) as used
${FUNNEL_ORDERS}
   and (l.esim_installed_at >= $6::timestamptz or l.first_used_at >= $6::timestamptz)
 group by w.n, c.plan, c.state
 order by 1, 2, 3`;
