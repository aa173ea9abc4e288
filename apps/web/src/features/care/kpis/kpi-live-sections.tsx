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

export function KpiEsimInstalled({ report }: { report: KpiLiveReport }) {
  const E = K.esimInstalled;
  return (
    <Block id="kpi-esim-installed" title={E.title} definition={E.definition}>
      <CareTable caption={E.caption} hideCaption head={[E.month, E.ordered, E.installed, E.share]}>
        {report.esimInstalled.map((row) => (
          <tr key={row.month}>
            <td>{row.month}</td>
            <td>{row.ordered.toLocaleString('en-US')}</td>
            <td>{row.installed.toLocaleString('en-US')}</td>
            <td>{formatFigure(row.ordered === 0 ? null : row.installed / row.ordered, 'share')}</td>
          </tr>
        ))}
      </CareTable>
    </Block>
  );
}

export function KpiFirstUsage({ report }: { report: KpiLiveReport }) {
  const U = K.firstUsage;
  return (
    <Block id="kpi-first-usage" title={U.title} definition={U.definition}>
      <CareTable caption={U.caption} hideCaption head={[U.month, U.paid, U.used, U.share]}>
        {report.firstUsage.map((row) => (
          <tr key={row.month}>
            <td>{row.month}</td>
            <td>{row.paid.toLocaleString('en-US')}</td>
            <td>{row.used.toLocaleString('en-US')}</td>
            <td>{formatFigure(row.paid === 0 ? null : row.used / row.paid, 'share')}</td>
          </tr>
        ))}
      </CareTable>
    </Block>
  );
}

export function KpiActiveAfter30Days({ report }: { report: KpiLiveReport }) {
  const A = K.activeAfter30Days;
  return (
    <Block id="kpi-active-30" title={A.title} definition={A.definition}>
      <CareTable caption={A.caption} hideCaption head={[A.month, A.reached, A.active, A.share]}>
        {report.activeAfter30Days.map((row) => (
          <tr key={row.month}>
            <td>{row.month}</td>
            <td>{row.reached.toLocaleString('en-US')}</td>
            <td>{row.active.toLocaleString('en-US')}</td>
            <td>{formatFigure(row.reached === 0 ? null : row.active / row.reached, 'share')}</td>
          </tr>
        ))}
      </CareTable>
    </Block>
  );
}
