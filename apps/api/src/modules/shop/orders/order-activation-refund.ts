/**
 * A paid line the carrier refused to activate for good (decision 086): the order's payment is given
 * back, once. A periodic job (every run of the carrier outbox's sender) finds completed orders whose
 * line's activation command has failed (a non-retryable refusal; a retryable one is sent again and
 * never fails the command), and for each:
 *
 * - asks the provider for what is left of the charge (the card's part less the invoice's credit
 *   notes, decision 078) under the order's refund key `refund-order-<id>`, the key of a cancellation:
 *   two processes, a retry after a crash and a cancellation all name the same refund;
 * - records the refund row, the line cancelled (kept: its card says why, care keeps its carrier
 *   history) and the order refunded in one transaction under the order's row lock, so only one
 *   caller records it;
 * - mails the customer in the account's language (only the caller that recorded it).
 */
import { randomUUID } from 'node:crypto';
import type { JobQueue } from '../../../lib/jobs';
import type { Log } from '../../../lib/log';
import { inLanguage, sendOrLog, type MailContext, type MailQueue } from '../../../lib/mail';
import { definePeriodicJob } from '../../../lib/periodic-job';
import type { Customer } from '../../accounts/accounts-types';
import type { SavedCardPayments } from '../../payments/charge-ledger';
import { activationRefundedMail } from './activation-refund-mails';
import { refundRow } from './order-cancellation';
import type { OrderRecord, OrderRepository } from './order-repository';

export const ACTIVATION_REFUND_JOB = 'shop.activation-refunds';
const BATCH = 50;

export function createActivationRefunds(deps: {
  orders: OrderRepository;
  payments: Pick<SavedCardPayments, 'refundCharge'>;
  mail: MailQueue;
  mailContext: MailContext;
  findCustomer: (userId: string) => Promise<Customer | undefined>;
  jobs: JobQueue;
  log: Log;
  now: () => Date;
  /** Seconds between two runs; null: no carrier outbox, so no activation fails later. */
  intervalSeconds: number | null;
}) {
  const { orders, payments, log } = deps;

  /** Refunds one order; true when this call recorded it. */
  async function refund(order: OrderRecord): Promise<boolean> {
    if (!order.lineId) return false;
    const restCents = Math.max(0, order.finalCents - (await orders.creditedOf(order)));
    if (order.chargeId && restCents > 0)
      await payments.refundCharge({
        chargeId: order.chargeId,
        idempotencyKey: `refund-order-${order.id}`,
        amountCents: restCents,
      });
    const row = refundRow(order, randomUUID(), restCents);
    if (!(await orders.recordActivationRefund(order.id, order.lineId, row, deps.now()))) return false;
    log.info({ orderId: order.id, lineId: order.lineId }, 'failed activation refunded');
    const customer = await deps.findCustomer(order.userId);
    if (customer)
      await sendOrLog(
        deps.mail,
        log,
        () =>
          activationRefundedMail(
            customer.email,
            {
              firstName: customer.firstName,
              item: order.item,
              cents: restCents,
              card: { network: order.cardNetwork, last4: order.cardLast4 },
            },
            inLanguage(deps.mailContext, customer.language),
          ),
        { orderId: order.id },
        'failed activation refund mail could not be sent',
      );
    return true;
  }

  /** One pass over the failed activations; how many this call refunded. */
  async function refundFailed(): Promise<number> {
    let refunded = 0;
    for (const order of await orders.findFailedActivations(BATCH)) {
      try {
        if (await refund(order)) refunded += 1;
      } catch (error) {
        // The provider could not be reached or refused: the next run asks again under the same key.
        log.warn({ err: error, orderId: order.id }, 'failed activation could not be refunded yet');
      }
    }
    return refunded;
  }

  const periodic =
    deps.intervalSeconds === null
      ? null
      : definePeriodicJob(deps.jobs, ACTIVATION_REFUND_JOB, refundFailed, deps.intervalSeconds);
  return { refundFailed, start: async () => void (await periodic?.start()) };
}

export type ActivationRefunds = ReturnType<typeof createActivationRefunds>;
