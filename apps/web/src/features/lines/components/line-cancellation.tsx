import { useId } from 'react';
import type { LineCancellation } from '@mvno/contracts/api/line-cancellation';
import { ACCOUNT_MESSAGES } from '@mvno/contracts/account-messages';
import { Button } from '../../../components/ui/button';
import { useUndoLineCancellation } from '../api/cancel-line';
import { formatRenewalDate } from '../lib/line-status';
import './line-cancellation.css';

const C = ACCOUNT_MESSAGES.lineCancellation;

type LineCancellationProps = { lineId: string; nickname: string; cancellation: LineCancellation };

/** A cancelled line: when it stops (or stopped), until when its number can move, and Undo while the period runs. */
export function LineCancellationPanel({ lineId, nickname, cancellation }: LineCancellationProps) {
  const headingId = useId();
  const undo = useUndoLineCancellation();
  const until = formatRenewalDate(cancellation.portOutUntil);
  const text =
    cancellation.when === 'now' ? C.done(until) : C.scheduled(formatRenewalDate(cancellation.endsAt));
  return (
    <section className="line-cancellation" aria-labelledby={headingId}>
      <h4 id={headingId} className="line-cancellation__title">
        {C.panelTitle}
      </h4>
      <p className="line-cancellation__text">{text}</p>
      {cancellation.undoable && (
        <Button
          variant="secondary"
          loading={undo.isPending}
          aria-label={`${C.undo} of ${nickname}`}
          onClick={() => undo.mutate(lineId)}
        >
          {C.undo}
        </Button>
      )}
    </section>
  );
}
