/**
 * SIM and eSIM change (decision 026): the number moves to a new eSIM profile or a physical SIM the
 * customer has. The route demands a fresh step-up; here: Number Lock refuses, SIM_CHANGES_PER_LINE
 * bounds it, the carrier voids the old SIM, and the customer is mailed at once.
 */
import type { SimChangeBody } from '@mvno/contracts/api/sim-change';
import { SIM_CHANGES_PER_LINE } from '@mvno/contracts/product-constants/lines';
import { ACCOUNT_MESSAGES } from '@mvno/contracts/account-messages';
import { PRODUCT_MESSAGES } from '@mvno/contracts/product-messages';
import { AppError, fieldError } from '../../../errors';
import { noticeAddresses } from '../../../lib/address-of-record';
import type { Log } from '../../../lib/log';
import type { Customer } from '../../accounts/accounts-types';
import type { Carrier } from '../carrier/carrier';
import { simChangedMail } from './sim-change-mails';
import { simChangeAskedMail } from './sim-change-carrier-mails';
import type { AtCarrier, SimChangeRepository } from './sim-change-repository';
import { storeLineCommand, withinCarrierQuota } from '../carrier/carrier-line-commands';
import { inLanguage, type MailQueue, type MailContext } from '../../../lib/mail';

const M = ACCOUNT_MESSAGES.simChange;

export type SimChangeService = ReturnType<typeof createSimChangeService>;

export function createSimChangeService(deps: {
  changes: SimChangeRepository;
  carrier: Pick<Carrier, 'newSim' | 'moveNumberToSim'>;
  /** The mail job's queue: a support-made eSIM's mail names a QR code for the job to draw. */
  mail: MailQueue;
  mailContext: MailContext;
  log: Log;
  /**
   * The carrier's HTTP API (decision 085): the change is a command of its outbox, stored with the
   * change's record and finished by the carrier's events; null: the built-in carrier moves it at once.
   */
  outbox?: { kick(): Promise<unknown> } | null;
}) {
  const outbox = deps.outbox ?? null;
  const tooMany = (message: string, retryAt: Date, now: Date) =>
    new AppError('TOO_MANY_REQUESTS', message, {
      retryAfterSeconds: Math.max(1, Math.ceil((retryAt.getTime() - now.getTime()) / 1000)),
    });

  /** The carrier command of a change: a physical SIM takes the number; a new eSIM is ordered first. */
  const atCarrier =
    (body: SimChangeBody): AtCarrier =>
    (tx, line, simChangeId) =>
      body.simType === 'psim'
        ? storeLineCommand(
            tx,
            { userId: line.userId, lineId: line.id },
            {
              kind: 'move_number',
              payload: {
                mdn: line.mdn,
                iccid: body.simNumber,
                simType: 'psim',
                activationCode: null,
                simChangeId,
              },
            },
          )
        : storeLineCommand(
            tx,
            { userId: line.userId, lineId: line.id },
            { kind: 'new_sim', payload: { simType: 'esim', mdn: line.mdn, simChangeId } },
            new Date(),
            2,
          );

  return {
    /**
     * `by.support`: made by support at the customer's request (decision 076); the notice says so
     * and carries a new eSIM's QR code, and `converted` says a SIM card line became an eSIM line.
     */
    async changeSim(
      customer: Customer,
      lineId: string,
      body: SimChangeBody,
      by: { support?: boolean; converted?: boolean } = {},
    ) {
      const now = new Date();
      const asked = body.simType === 'psim' ? body.simNumber : null;
      const newSim = outbox
        ? { iccid: asked, activationCode: null }
        : await deps.carrier.newSim(
            body.simType === 'psim' ? { simType: 'psim', iccid: body.simNumber } : { simType: 'esim' },
          );
      const outcome = await withinCarrierQuota(() =>
        deps.changes.change({
          userId: customer.id,
          lineId,
          idempotencyKey: body.idempotencyKey,
          sim: { simType: body.simType, ...newSim },
          now,
          limits: SIM_CHANGES_PER_LINE,
          ...(outbox ? { atCarrier: atCarrier(body) } : {}),
        }),
      );
      switch (outcome.kind) {
        case 'not_found':
          throw new AppError('NOT_FOUND', PRODUCT_MESSAGES.lines.lineNotFound);
        case 'not_active':
          throw new AppError('CONFLICT', M.lineNotActive);
        case 'locked':
          throw new AppError('CONFLICT', PRODUCT_MESSAGES.lines.numberLocked);
        case 'same_sim':
          throw fieldError('simNumber', M.sameSim);
        case 'in_use':
          throw fieldError('simNumber', M.simInUse);
        case 'too_soon':
          throw tooMany(M.tooSoon, outcome.retryAt, now);
        case 'too_many':
          throw tooMany(M.tooManyToday, outcome.retryAt, now);
      }
      // Through the outbox the command was stored with the record: a repeat has nothing to send.
      if (outbox) {
        if (outcome.kind === 'changed') await outbox.kick();
      } else {
        // After the record: a repeated request binds the same SIM again, which changes nothing.
        await deps.carrier.moveNumberToSim(outcome.mdn, outcome.zipCode, outcome.sim.iccid!);
      }
      if (outcome.kind === 'changed') {
        for (const to of noticeAddresses(customer, now)) {
          const context = inLanguage(deps.mailContext, customer.language);
          // Through the outbox the number has not moved yet: the notice says it is under way (decision 094).
          const facts = { mdn: outcome.mdn, ...outcome.sim, at: now, bySupport: by.support === true };
          if (outbox) {
            await deps.mail.send(simChangeAskedMail(to, facts, context)).catch((error: unknown) => {
              deps.log.error({ err: error }, 'SIM change notice was not sent');
            });
            continue;
          }
          const mail = simChangedMail(
            to,
            {
              mdn: outcome.mdn,
              ...outcome.sim,
              iccid: outcome.sim.iccid ?? '',
              at: now,
              bySupport: by.support === true,
              converted: by.converted === true,
            },
            context,
          );
          await deps.mail.send(mail).catch((error: unknown) => {
            deps.log.error({ err: error }, 'SIM change notice was not sent');
          });
        }
      }
      if (outbox) {
        // The carrier finishes it; the line card shows the new SIM (and an eSIM's code) once it has.
        const current = await deps.changes.currentSimOf(lineId);
        const done = outcome.sim.iccid !== null && current?.iccid === outcome.sim.iccid;
        return {
          message: done
            ? outcome.sim.simType === 'esim'
              ? M.esimDone
              : M.psimDone
            : PRODUCT_MESSAGES.lines.carrierPending.simChange,
          line: {
            id: lineId,
            simType: outcome.sim.simType,
            iccid: done ? outcome.sim.iccid : null,
            activationCode: done ? (current?.activationCode ?? null) : null,
          },
        };
      }
      return {
        message: outcome.sim.simType === 'esim' ? M.esimDone : M.psimDone,
        line: { id: lineId, ...outcome.sim },
      };
    },
  };
}
