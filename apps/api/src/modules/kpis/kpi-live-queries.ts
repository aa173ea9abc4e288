/**
 * Three figures of the KPI page computed live from their own statements, not kept per day (decision
 * 103): a cohort's share still active after k months depends on every later month, a median cannot
 * be summed from days, and an order's eSIM is installed days after the order's day was kept.
 *
 * COHORTS (KPI_COHORTS_SQL): the lines made in each of the page's months (the cohort, by the
 * line's activation month, UTC) and, for k = 0, 1, 2 … the share of them ACTIVE (kpi-queries.ts's
 * definition) at the end of the k-th calendar month after it; k = 0 is the end of the activation
 * month itself. Only month ends already reached are answered, so the table is a triangle.
 * $1 the months' starts (timestamptz[]), $2 now, $3 a plan id or null, $4 a US state or null (the
 * same filters as the other line figures).
 *
 * FIRST RESPONSE (KPI_FIRST_RESPONSE_SQL): for each chat (support conversations opened from the
 * chat), the time from the customer's first message to the first staff answer at or after it; per
 * month of that first message: the chats asked, those answered, and the median seconds of the
 * answered ones. Contact-form messages (contact_messages) record no answer time and are not counted.
 * $1, $2 the windows' starts and ends. The whole business's: null under a plan or state filter.
 *
 * ESIM INSTALLED (KPI_ESIM_INSTALLED_SQL): of the activation funnel's orders paid in a window
 * (kpi-queries.ts) that chose a new eSIM, those whose line has since installed an eSIM profile: a
 * carrier `esim.installed` event applied to a command of that line (carrier_events, decision 073),
 * by now. FIRST USAGE has no source: the carrier's usage is not recorded per line (only the
 * simulator's extras, carrier_usage_extras), so the page says so. $1, $2 the windows, $3 a plan or
 * null, $4 a state or null (the funnel's filters).
 */
const monthEnd = (start: string, months: string) =>
  `((${start} at time zone 'UTC' + make_interval(months => ${months})) at time zone 'UTC')`;

export const KPI_COHORTS_SQL = `
with m as (select ms, n from unnest($1::timestamptz[]) with ordinality as m(ms, n)),
fl as (
  select m.n, l.id, l.created_at, l.status, l.period_end
    from m join subscription_lines l on l.created_at >= m.ms and l.created_at < ${monthEnd('m.ms', '1')}
   where l.created_at < $2::timestamptz
     and ($3::text is null or l.plan_id::text = $3::text)
     and ($4::text is null or l.id in (select o.line_id from orders o where o.tax_state = $4::text))
),
-- ACTIVE (kpi-queries.ts's activeAt) as spans, read once per line: a line is not active at t while
-- an ending of it is open, (at, withdrawn], or after an expiry, (period end, forever).
ended as (
  select e.line_id, range_agg(tstzrange(e.at, e.withdrawn_at, '(]')) as spans
    from line_endings e join fl on fl.id = e.line_id
   group by e.line_id
),
fs as (
  select fl.n, fl.created_at,
         coalesce(ended.spans, '{}'::tstzmultirange)
           + case when fl.status = 'expired' then tstzmultirange(tstzrange(fl.period_end, null, '()'))
                  else '{}'::tstzmultirange end as spans,
         ended.line_id is not null or fl.status = 'expired' as changed
    from fl left join ended on ended.line_id = fl.id
),
size as (select m.n, count(fs.n) as lines from m left join fs on fs.n = m.n group by m.n),
pt as (
  select m.n, k, ${monthEnd('m.ms', 'k + 1')} as t
    from m cross join generate_series(0, 12) k
   where ${monthEnd('m.ms', 'k + 1')} <= $2::timestamptz
),
-- A line never ended nor expired is active at every month end after its own month: counted once;
-- only the others are judged at each month end.
steady as (select n, count(*) as lines from fs where not changed group by n),
kept as (
  select pt.n, pt.k, count(*) filter (where fs.created_at < pt.t and not fs.spans @> pt.t) as active
    from pt join fs on fs.n = pt.n and fs.changed
   group by pt.n, pt.k
),
cell as (
  select size.n, size.lines, pt.k, coalesce(steady.lines, 0) + coalesce(kept.active, 0) as active
    from size left join pt on pt.n = size.n left join steady on steady.n = size.n
    left join kept on kept.n = pt.n and kept.k = pt.k
)
select n, lines, k, active, round(active::numeric / nullif(lines, 0), 4) as rate
  from cell
 order by n, k`;

export const KPI_FIRST_RESPONSE_SQL = `
with w as (
  select ws, we, n from unnest($1::timestamptz[], $2::timestamptz[]) with ordinality as w(ws, we, n)
),
asked as (
  select sm.conversation_id, min(sm.created_at) as at
    from support_messages sm join support_conversations sc on sc.id = sm.conversation_id
   where sc.source = 'chat' and sm.author = 'customer'
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

export const KPI_ESIM_INSTALLED_SQL = `
with w as (
  select ws, we, n from unnest($1::timestamptz[], $2::timestamptz[]) with ordinality as w(ws, we, n)
)
select w.n, count(o.id) as ordered,
       count(o.id) filter (where exists (
         select 1 from carrier_commands cc join carrier_events ce on ce.command_id = cc.id
          where cc.line_id = o.line_id and ce.type = 'esim.installed' and ce.outcome = 'applied')) as installed
  from w left join orders o
    on o.created_at >= w.ws and o.created_at < w.we
   and o.status in ('completed', 'refunded') and o.sim_type = 'esim' and o.own_sim_iccid is null
   and o.line_id is not null
   and ($3::text is null or o.plan_id::text = $3::text)
   and ($4::text is null or o.tax_state = $4::text)
 group by w.n
 order by w.n`;
