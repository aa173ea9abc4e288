/**
 * One figure over the months as a bar chart in plain SVG (decision 070: no charting package), and
 * the same figures as a table one click away. The drawing is an image named by its caption and
 * summarised in words; the table is what a screen reader or a keyboard user reads.
 */
import { useId } from 'react';
import type { KpiMonth } from '@mvno/contracts/api/care-kpis';
import { STAFF_MESSAGES } from '@mvno/contracts/staff-messages';
import { CareTable } from '../shell/care-table';
import { figureText, formatFigure, type KpiFigure } from './kpi-figures';

const WIDTH = 390;
const HEIGHT = 140;
const BASE = 118;

export function KpiChart({ figure, months }: { figure: KpiFigure; months: KpiMonth[] }) {
  const captionId = useId();
  const { label } = figureText(figure.id);
  const values = months.map((m) => figure.read(m.figures));
  const known = values.filter((v): v is number => v !== null);
  const top = Math.max(0, ...known);
  const bottom = Math.min(0, ...known);
  const span = top - bottom || 1;
  const slot = WIDTH / months.length;
  const y = (v: number) => BASE - ((v - bottom) / span) * (BASE - 8);
  const zeroY = y(0);
  const last = values.at(-1) ?? null;
  const summary = `${label}: ${formatFigure(last, figure.format)} this month; highest ${formatFigure(
    known.length ? top : null,
    figure.format,
  )} over ${months.length} months.`;

  return (
    <figure className="kpi-chart">
      <figcaption id={captionId}>{label}</figcaption>
      <svg
        viewBox={`0 0 ${WIDTH} ${HEIGHT}`}
        role="img"
        aria-labelledby={captionId}
        aria-describedby={`${captionId}-summary`}
      >
        <line x1="0" x2={WIDTH} y1={zeroY} y2={zeroY} className="kpi-chart__axis" />
        {values.map((v, i) =>
          v === null ? null : (
            <rect
              key={months[i]!.month}
              x={i * slot + slot * 0.15}
              width={slot * 0.7}
              y={Math.min(y(v), zeroY)}
              height={Math.max(1, Math.abs(zeroY - y(v)))}
              className={i === values.length - 1 ? 'kpi-chart__bar kpi-chart__bar--now' : 'kpi-chart__bar'}
            />
          ),
        )}
        {months.map((m, i) =>
          i % 3 === 0 || i === months.length - 1 ? (
            <text
              key={m.month}
              x={i * slot + slot / 2}
              y={HEIGHT - 4}
              textAnchor="middle"
              className="kpi-chart__label"
            >
              {m.month.slice(2)}
            </text>
          ) : null,
        )}
      </svg>
      <p id={`${captionId}-summary`} className="kpi-chart__summary">
        {summary}
      </p>
      <details>
        <summary>
          {STAFF_MESSAGES.kpis.showTable}
          <span className="visually-hidden">: {label}</span>
        </summary>
        <CareTable caption={`${label} by month`} hideCaption head={['Month', label]}>
          {months.map((m, i) => (
            <tr key={m.month}>
              <td>{m.month}</td>
              <td>{formatFigure(values[i] ?? null, figure.format)}</td>
            </tr>
          ))}
        </CareTable>
      </details>
    </figure>
  );
}
