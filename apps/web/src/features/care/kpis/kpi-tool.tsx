/**
 * The console's KPI page (decision 070), for supervisors and admins: this month's figures, each with
 * its definition one click away, 13-month trends as charts readable as tables, filters by plan and
 * state, and the whole report as CSV. Read only; every figure comes from the API.
 */
import { useState } from 'react';
import type { KpiLiveReport, KpiQuery, KpiReport } from '@mvno/contracts/api/care-kpis';
import { STAFF_MESSAGES } from '@mvno/contracts/staff-messages';
import { US_STATES } from '@mvno/contracts/us-states';
import { Button } from '../../../components/ui/button';
import { QueryState } from '../../../components/ui/query-state';
import { useKpiLiveFigures, useKpis } from './api/get-kpis';
import { KpiChart } from './kpi-chart';
import { figureText, formatFigure, KPI_FIGURES, kpiCsv } from './kpi-figures';
import {
  KpiActiveAfter30Days,
  KpiCohorts,
  KpiEsimInstalled,
  KpiFirstResponse,
  KpiFirstUsage,
} from './kpi-live-sections';
import './kpis.css';

const K = STAFF_MESSAGES.kpis;

function download(report: KpiReport, live: KpiLiveReport | undefined) {
  const url = URL.createObjectURL(new Blob([kpiCsv(report, live)], { type: 'text/csv' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = `kpis-${report.asOf.slice(0, 10)}.csv`;
  link.click();
  URL.revokeObjectURL(url);
}

function ThisMonth({ report, filtered }: { report: KpiReport; filtered: boolean }) {
  const month = report.months.at(-1)!;
  return (
    <section aria-labelledby="kpi-now" className="kpi-block">
      <h3 id="kpi-now">
        {K.thisMonth} ({month.month})
      </h3>
      <ul className="kpi-cards">
        {KPI_FIGURES.map((figure) => {
          const text = figureText(figure.id);
          return (
            <li key={figure.id} className="kpi-card">
              <span className="kpi-card__label">{text.label}</span>
              <span className="kpi-card__value">
                {formatFigure(figure.read(month.figures), figure.format)}
              </span>
              <details className="kpi-card__definition">
                <summary>
                  {K.definition}
                  <span className="visually-hidden">: {text.label}</span>
                </summary>
                <p>{text.definition}</p>
                {figure.whole && filtered && <p>{K.notSplit}</p>}
              </details>
            </li>
          );
        })}
      </ul>
      {month.figures.ports.rejectedByReason.length > 0 && (
        <p>
          {figureText('portsRejected').label}:{' '}
          {month.figures.ports.rejectedByReason
            .map((r) => `${r.reason.replaceAll('_', ' ')} ${r.count}`)
            .join(', ')}
        </p>
      )}
      <p className="kpi-note">{K.funnelGaps}</p>
    </section>
  );
}

export default function KpiTool() {
  const [filter, setFilter] = useState<KpiQuery>({});
  const query = useKpis(filter);
  const live = useKpiLiveFigures(filter);
  const plans = query.data?.plans ?? [];
  const filtered = Boolean(filter.plan || filter.state);

  return (
    <section aria-labelledby="kpi-title" className="care-section kpi-tool">
      <h2 id="kpi-title">{K.title}</h2>
      <p>{K.lead}</p>
      <div className="care-filters">
        <label>
          {K.planFilter}
          <select
            value={filter.plan ?? ''}
            onChange={(e) => setFilter((f) => ({ ...f, plan: e.target.value || undefined }))}
          >
            <option value="">{K.allPlans}</option>
            {plans.map((plan) => (
              <option key={plan.id} value={plan.id}>
                {plan.name}
              </option>
            ))}
          </select>
        </label>
        <label>
          {K.stateFilter}
          <select
            value={filter.state ?? ''}
            onChange={(e) =>
              setFilter((f) => ({ ...f, state: (e.target.value || undefined) as KpiQuery['state'] }))
            }
          >
            <option value="">{K.allStates}</option>
            {US_STATES.map((state) => (
              <option key={state.value} value={state.value}>
                {state.label}
              </option>
            ))}
          </select>
        </label>
        {query.data && (
          <Button variant="secondary" onClick={() => download(query.data, live.data)}>
            {K.download}
          </Button>
        )}
      </div>
      <QueryState query={query} loadingLabel={K.loading} errorText={K.loadFailed}>
        {(report) => (
          <>
            <ThisMonth report={report} filtered={filtered} />
            <section aria-labelledby="kpi-trends" className="kpi-block">
              <h3 id="kpi-trends">{K.trends}</h3>
              <div className="kpi-charts">
                {KPI_FIGURES.filter((f) => f.trend && !(f.whole && filtered)).map((figure) => (
                  <KpiChart key={figure.id} figure={figure} months={report.months} />
                ))}
              </div>
            </section>
          </>
        )}
      </QueryState>
      <QueryState query={live} loadingLabel={K.loading} errorText={K.loadFailed}>
        {(figures) => (
          <>
            <KpiEsimInstalled report={figures} />
            <KpiFirstUsage report={figures} />
            <KpiActiveAfter30Days report={figures} />
            <KpiCohorts report={figures} />
            <KpiFirstResponse report={figures} />
          </>
        )}
      </QueryState>
    </section>
  );
}
