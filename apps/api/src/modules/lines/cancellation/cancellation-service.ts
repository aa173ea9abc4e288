/**
 * Cancel a line online (decision 027): at the end of the paid period by default, or now; no
 * refund; a mail each time; undone while the paid period runs. The number can move to another
 * carrier until the period ends (port-out reads the line's period).
 */
import type { CancelWhen, LineCancellation } from '@mvno/contracts/api/line-cancellation';
import { ACCOUNT_MESSAGES } from '@mvno/contracts/account-messages';
import { PRODUCT_MESSAGES } from '@mvno/contracts/product-messages';
import { AppError } from '../../../errors';
import type { Clock } from '../../../lib/clock';
import type { Log } from '../../../lib/log';
import type { Customer } from '../../accounts/accounts-types';
import { lineCancelledMail, lineCancelUndoneMail } from './cancellation-mails';
import type { CancellableLine, CancellationRepository, CancelReason } from './cancellation-repository';
import { customerDay, inLanguage, type Mail, type Mailing } from '../../../lib/mail';

const C = ACCOUNT_MESSAGES.lineCancellation;

/** How the dashboard shows a cancelled line; null for a line that is not cancelled. */
export function cancellationOf(
  line: Pick<CancellableLine, 'cancelAt' | 'cancelledNow' | 'periodEnd' | 'status'>,
  now: Date,
): LineCancellation | null {
  if (!line.cancelAt || line.status === 'ported_out') return null;
  return {
    endsAt: line.cancelAt.toISOString(),
    portOutUntil: line.periodEnd.toISOString(),
    when: line.cancelledNow ? 'now' : 'period_end',
    undoable: line.periodEnd.getTime() > now.getTime(),
  };
}

export type CancellationDeps = Mailing & {
  repository: CancellationRepository;
  clock: Clock;
  log: Log;
};

export function createCancellationService({ repository, clock, mail, mailContext, log }: CancellationDeps) {
  const notFound = () => new AppError('NOT_FOUND', PRODUCT_MESSAGES.lines.lineNotFound);

  /** A mail that cannot be queued is logged; it never undoes what was recorded. */
  async function send(build: () => Mail, lineId: string) {
    try {
      await mail.send(build());
    } catch (error) {
      log.error({ err: error, lineId }, 'line cancellation mail could not be sent');
    }
  }

  const factsOf = (customer: Customer, line: CancellableLine) => ({
    to: customer.email,
    firstName: customer.firstName,
    nickname: line.nickname ?? '',
    mdn: line.mdn,
    portOutUntil: line.periodEnd,
  });

  return {
    /**
     * Every line of a customer whose account is being deleted ends now, with no refund and no mail
     * of its own (the account's final mail says it); answers how many were in service and every number.
     */
    endAllForDeletion: (customerId: string) => repository.endAllNow(customerId, clock.now()),

    async cancel(customer: Customer, lineId: string, when: CancelWhen, why: CancelReason = {}) {
      const now = clock.now();
      const outcome = await repository.cancel(customer.id, lineId, when, now, why);
      if (outcome.kind === 'not_found') throw notFound();
      if (outcome.kind === 'ended') throw new AppError('CONFLICT', C.notCancellable);
      const cancellation = cancellationOf(outcome.line, now);
      if (!cancellation) throw new AppError('CONFLICT', C.notCancellable);
      // A second click or tab answers what the first recorded, and mails nothing more.
      if (outcome.kind === 'already') return { message: C.alreadyCancelled, cancellation };
      const { line } = outcome;
      await send(
        () =>
          lineCancelledMail(
            { ...factsOf(customer, line), endsAt: line.cancelAt ?? now, now: line.cancelledNow },
            inLanguage(mailContext, customer.language),
          ),
        lineId,
      );
      const portOutUntil = customerDay(line.periodEnd);
      return {
        message: line.cancelledNow ? C.done(portOutUntil) : C.scheduled(customerDay(line.periodEnd)),
        cancellation,
      };
    },

    async undo(customer: Customer, lineId: string) {
      const outcome = await repository.undo(customer.id, lineId, clock.now());
      if (outcome.kind === 'not_found') throw notFound();
      if (outcome.kind === 'not_cancelled') throw new AppError('CONFLICT', C.notCancelled);
      if (outcome.kind === 'too_late') throw new AppError('CONFLICT', C.notUndoable);
      const { line } = outcome;
      await send(
        () => lineCancelUndoneMail(factsOf(customer, line), inLanguage(mailContext, customer.language)),
        lineId,
      );
      return { message: C.undone };
    },
  };
}

export type CancellationService = ReturnType<typeof createCancellationService>;
