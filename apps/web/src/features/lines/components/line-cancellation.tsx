import { useId } from 'react';
import type { LineCancellation } from '@mvno/contracts/api/line-cancellation';
import { ACCOUNT_MESSAGES } from '@mvno/contracts/account-messages';
import { Button } from '../../../components/ui/button';
import { useUndoLineCancellation } from '../api/cancel-line';
import { formatRenewalDate } from '../lib/line-status';
import './line-cancellation.css';
import { useT } from '../../../lib/i18n';

const C = ACCOUNT_MESSAGES.lineCancellation;

type LineCancellationProps = { lineId: string; nickname: string; cancellation: LineCancellation };

/** A cancelled line: when it stops (or stopped), until when its number can move, and Undo while the period runs. */
export function LineCancellationPanel({ lineId, nickname, cancellation }: LineCancellationProps) {
  const t = useT();
  const headingId = useId();
  const undo = useUndoLineCancellation();
  const until = formatRenewalDate(cancellation.portOutUntil);
  const text = t(
    cancellation.when === 'now' ? C.done(until) : C.scheduled(formatRenewalDate(cancellation.endsAt)),
  );
  return (
    <section className="line-cancellation" aria-labelledby={headingId}>
      <h4 id={headingId} className="line-cancellation__title">
        {t(C.panelTitle)}
      </h4>
      <p className="line-cancellation__text">{text}</p>
      {cancellation.undoable && (
        <Button
          variant="secondary"
          loading={undo.isPending}
          aria-label={t('{action} of {nickname}', { action: t(C.undo), nickname })}
          onClick={() => undo.mutate(lineId)}
        >
          {t(C.undo)}
        </Button>
      )}
    </section>
  );
}
