import { useId } from 'react';
import { Button } from '../../../components/ui/button';
import { Spinner } from '../../../components/ui/spinner';
import { useLines } from '../api/get-lines';

/** US numbers read best as (512) 555-0101. */
export function formatMdn(mdn: string): string {
  const d = mdn.replace(/\D/g, '').slice(-10);
  return d.length === 10 ? `(${d.slice(0, 3)}) ${d.slice(3, 6)}-${d.slice(6)}` : mdn;
}

/** The customer's numbers with their nickname, SIM and, for an eSIM, the activation code. */
export function LinesSection() {
  const headingId = useId();
  const { data, isPending, isError, refetch } = useLines();
  return (
    <section aria-labelledby={headingId} className="dashboard-section">
      <h2 id={headingId}>My lines</h2>
      {isPending ? (
        <Spinner label="Loading your lines" />
      ) : isError ? (
        <p role="alert">
          Your lines could not be loaded.{' '}
          <Button variant="link" onClick={() => void refetch()}>
            Try again
          </Button>
        </p>
      ) : data.lines.length === 0 ? (
        <p>You have no lines yet. Choose a plan in the shop to get a number.</p>
      ) : (
        <ul className="lines-list">
          {data.lines.map((line) => (
            <li key={line.id} className="lines-list__item">
              <p className="lines-list__number">{formatMdn(line.mdn)}</p>
              <p>{line.nickname || 'No nickname'}</p>
              <p>
                {line.simType === 'esim' ? 'eSIM' : 'Physical SIM'}
                {line.iccid ? ` · ICCID ${line.iccid}` : ''}
              </p>
              {line.activationCode && (
                <p>
                  Activation code: <code>{line.activationCode}</code>
                </p>
              )}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
