/**
 * A lost or stolen phone (decision 027): suspending its line is immediate and free, and the
 * carrier stops calls, texts and data; the plan period and renewal date stay. Resuming needs a
 * step-up (the endpoint's flag; the router checks it) and restarts the service.
 */
import { ACCOUNT_MESSAGES } from '@mvno/contracts/account-messages';
import { PRODUCT_MESSAGES } from '@mvno/contracts/product-messages';
import { AppError } from '../../../errors';
import type { Clock } from '../../../lib/clock';
import type { Log } from '../../../lib/log';
import type { Customer } from '../../accounts/accounts-types';
import type { Carrier } from '../carrier/carrier';
import { lostPhoneMail } from './lost-phone-mails';
import type { AlsoInTransaction, LostPhoneRepository } from './lost-phone-repository';
import { storeLineCommand, withinCarrierQuota } from '../carrier/carrier-line-commands';
import { inLanguage, type Mailing } from '../../../lib/mail';

const P = ACCOUNT_MESSAGES.lostPhone;

export type LostPhoneDeps = Mailing & {
  repository: LostPhoneRepository;
  carrier: Pick<Carrier, 'setServiceBarred'>;
  clock: Clock;
  log: Log;
  /**
   * The carrier's HTTP API (decision 081): the bar is a command of its outbox, stored with the
   * status and sent after; null: the built-in carrier bars at once.
   */
  outbox?: { kick(): Promise<unknown> } | null;
};

const PENDING = PRODUCT_MESSAGES.lines.carrierPending;

export function createLostPhoneService({
  repository,
  carrier,
  clock,
  mail,
  mailContext,
  log,
  outbox = null,
}: LostPhoneDeps) {
  const barAtCarrier = (barred: boolean): AlsoInTransaction | undefined =>
    outbox
      ? (tx, line) =>
          storeLineCommand(
            tx,
            { userId: line.userId, lineId: line.id },
            {
              kind: 'set_barring',
              payload: { mdn: line.mdn, barred },
            },
          )
      : undefined;
  const notFound = () => new AppError('NOT_FOUND', PRODUCT_MESSAGES.lines.lineNotFound);

  async function tell(
    customer: Customer,
    line: { nickname: string | null; mdn: string },
    what: 'suspended' | 'resumed',
  ) {
    try {
      await mail.send(
        lostPhoneMail(
          {
            to: customer.email,
            firstName: customer.firstName,
            nickname: line.nickname ?? '',
            mdn: line.mdn,
            what,
          },
          inLanguage(mailContext, customer.language),
        ),
      );
    } catch (error) {
      log.error({ err: error }, 'lost phone mail could not be sent');
    }
  }

  /** `notify: false` when the caller mails the customer itself (support's suspension, decision 031). */
  type Options = { notify?: boolean };

  return {
    async suspend(customer: Customer, lineId: string, { notify = true }: Options = {}) {
      const outcome = await withinCarrierQuota(() =>
        repository.suspend(customer.id, lineId, clock.now(), barAtCarrier(true)),
      );
      if (outcome.kind === 'not_found') throw notFound();
      if (outcome.kind === 'not_in_service') throw new AppError('CONFLICT', P.notSuspendable);
      // The carrier is told again on a repeat: a first request that died after recording still stops the phone.
      // Through the outbox the command was stored with the status: it cannot have been lost.
      if (outbox) {
        if (outcome.kind === 'done') await outbox.kick();
      } else await carrier.setServiceBarred(outcome.line.mdn, true);
      if (outcome.kind === 'already')
        return { message: P.alreadySuspended, line: outcome.line, changed: false };
      if (notify) await tell(customer, outcome.line, 'suspended');
      return { message: outbox ? PENDING.suspending : P.suspended, line: outcome.line, changed: true };
    },

    async resume(customer: Customer, lineId: string, { notify = true }: Options = {}) {
      const outcome = await withinCarrierQuota(() =>
        repository.resume(customer.id, lineId, barAtCarrier(false)),
      );
      if (outcome.kind === 'not_found') throw notFound();
      if (outcome.kind !== 'done') throw new AppError('CONFLICT', P.notSuspended);
      if (outbox) await outbox.kick();
      else await carrier.setServiceBarred(outcome.line.mdn, false);
      if (notify) await tell(customer, outcome.line, 'resumed');
      return { message: outbox ? PENDING.restoring : P.resumed, line: outcome.line };
    },
  };
}

export type LostPhoneService = ReturnType<typeof createLostPhoneService>;
