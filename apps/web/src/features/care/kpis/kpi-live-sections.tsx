/**
 * The KPI page's figures computed live (decisions 103, 114): the cohorts by activation month as a
 * triangle table, the chats' first-response time and the funnel's eSIM installed and first usage steps
 * per month, and active after 30 days, each a table with its definition one click away.
 */
import type { ReactNode } from 'react';
import type { KpiLiveReport } from '@mvno/contracts/api/care-kpis';
import { STAFF_MESSAGES } from '@mvno/contracts/staff-messages';
import { CareTable } from '../shell/care-table';
import { formatFigure } from './kpi-figures';

const K = STAFF_MESSAGES.kpis;

function Block({
  id,
  title,
  definition,
  children,
}: {
  id: string;
  title: string;
  definition: string;
  children: ReactNode;
}) {
  return (
    <section aria-labelledby={id} className="kpi-block">
      <h3 id={id}>{title}</h3>
      <details className="kpi-card__definition">
        <summary>
          {K.definition}
          <span className="visually-hidden">: {title}</span>
        </summary>
        <p>{definition}</p>
      </details>
      {children}
    </section>
  );
}

/** Seconds as the page writes a wait: "45 s", "2 min 10 s", "3.5 h". */
export function formatWait(seconds: number | null): string {
  if (seconds === null) return K.notAvailable;
  if (seconds < 60) return `${seconds} s`;
  if (seconds < 7200) return `${Math.floor(seconds / 60)} min ${seconds % 60} s`;
  return `${(seconds / 3600).toFixed(1)} h`;
}

export function KpiCohorts({ report }: { report: KpiLiveReport }) {
  const C = K.cohorts;
  const columns = Math.max(0, ...report.cohorts.map((c) => c.retained.length));
  const afterHeads = Array.from({ length: columns }, (_, k) => C.after(k));
  return (
    <Block id="kpi-cohorts" title={C.title} definition={C.definition}>
      <CareTable caption={C.caption} hideCaption head={[C.month, C.lines, ...afterHeads]}>
        {report.cohorts.map((cohort) => (
          <tr key={cohort.month}>
            <td>{cohort.month}</td>
            <td>{cohort.lines.toLocaleString('en-US')}</td>
            {afterHeads.map((head, k) => {
              const cell = cohort.retained[k];
              return <td key={head}>{cell ? formatFigure(cell.rate, 'share') : ''}</td>;
            })}
          </tr>
        ))}
      </CareTable>
    </Block>
  );
}

export function KpiFirstResponse({ report }: { report: KpiLiveReport }) {
  const F = K.firstResponse;
  if (report.firstResponse === null) return null;
  return (
    <Block id="kpi-first-response" title={F.title} definition={F.definition}>
      <CareTable caption={F.caption} hideCaption head={[F.month, F.asked, F.answered, F.median]}>
        {report.firstResponse.map((row) => (
          <tr key={row.month}>
            <td>{row.month}</td>
            <td>{row.asked.toLocaleString('en-US')}</td>
            <td>{row.answered.toLocaleString('en-US')}</td>
            <td>{formatWait(row.medianSeconds)}</td>
          </tr>
        ))}
      </CareTable>
    </Block>
  );
}

/** A funnel step's texts: its table's title, caption, definition and share heading. */
type StepText = { title: string; caption: string; definition: string; share: string };

/** One step of the activation funnel per month: the orders it applies to, those that made it, the share. */
function FunnelStep({
  id,
  text,
  heads,
  rows,
}: {
  id: string;
  text: StepText;
  heads: [of: string, done: string];
  rows: { month: string; of: number; done: number }[];
}) {
  return (
    <Block id={id} title={text.title} definition={text.definition}>
      <CareTable caption={text.caption} hideCaption head={[K.funnelMonth, ...heads, text.share]}>
        {rows.map((row) => (
          <tr key={row.month}>
            <td>{row.month}</td>
            <td>{row.of.toLocaleString('en-US')}</td>
            <td>{row.done.toLocaleString('en-US')}</td>
            <td>{formatFigure(row.of === 0 ? null : row.done / row.of, 'share')}</td>
          </tr>
        ))}
      </CareTable>
    </Block>
  );
}

export function KpiEsimInstalled({ report }: { report: KpiLiveReport }) {
  const E = K.esimInstalled;
  const rows = report.esimInstalled.map((r) => ({ month: r.month, of: r.ordered, done: r.installed }));
  return <FunnelStep id="kpi-esim-installed" text={E} heads={[E.ordered, E.installed]} rows={rows} />;
}

export function KpiFirstUsage({ report }: { report: KpiLiveReport }) {
  const U = K.firstUsage;
  const rows = report.firstUsage.map((r) => ({ month: r.month, of: r.paid, done: r.used }));
  return (
    <FunnelStep id="kpi-first-usage" text={U} heads={[K.figures.activationPaid.label, U.used]} rows={rows} />
  );
}

export function KpiActiveAfter30Days({ report }: { report: KpiLiveReport }) {
  const A = K.activeAfter30Days;
  const rows = report.activeAfter30Days.map((r) => ({ month: r.month, of: r.reached, done: r.active }));
  return <FunnelStep id="kpi-active-30" text={A} heads={[A.reached, A.active]} rows={rows} />;
}
