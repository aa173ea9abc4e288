/**
 * Cancel and refund (decision 023): an order whose brought number can never move (its carrier
 * refuses it) while its line still waits for it. What is left of the charge (all of it, or the
 * rest after care refunds of part of it, decision 078) is given back through the payment provider,
 * once per key (`refund-order-<id>`, the key recovery's refunds use), then the
 * refund row, the closed line and the order's new state are recorded together, once, and the
 * customer is mailed.
 */
import { randomUUID } from 'node:crypto';
import { PRODUCT_MESSAGES } from '@mvno/contracts/product-messages';
import { AppError } from '../../../errors';
import { isUuid } from '../../../lib/ids';
import type { Log } from '../../../lib/log';
import type { Customer } from '../../accounts/accounts-types';
import { paymentRow } from '../../payments/payments-ledger';
import type { OrderRecord, OrderRepository } from './order-repository';
import { RefundRefusedError, type SavedCardPayments } from '../../payments/charge-ledger';
import type { ShopLines } from '../shop-ports';
import { orderNotCompletedMail } from './order-mails';
import type { MailQueue, MailContext } from '../../../lib/mail/index';

export type OrderCancellationDeps = {
  orders: OrderRepository;
  lines: ShopLines;
  payments: Pick<SavedCardPayments, 'refundCharge'>;
  mail: MailQueue;
  mailContext: MailContext;
  log: Log;
};

const S = PRODUCT_MESSAGES.shop;

/**
 * The order history row of the cancellation's refund: the order's amounts given back (negative),
 * or, after care refunds of part of it, the rest (`restCents`) as one amount whose credit note
 * spreads it over what is left of the invoice's lines (decision 078).
 */
export function refundRow(order: OrderRecord, id: string, restCents: number) {
  const whole = restCents === order.finalCents;
  return paymentRow({
    id,
    userId: order.userId,
    item: S.refundItem(order.item),
    at: new Date(),
    successful: true,
    card: { network: order.cardNetwork, last4: order.cardLast4 },
    amounts: whole
      ? {
          orderTotalCents: -order.orderTotalCents,
          taxCents: -order.taxCents,
          regulatoryFeeCents: -order.regulatoryFeeCents,
          activationFeeCents: -order.activationFeeCents,
          discountCents: -order.discountCents,
          finalCents: -order.finalCents,
        }
      : { orderTotalCents: -restCents, taxCents: 0, finalCents: -restCents },
    // The credit note gives back what is left of the order's invoice (decision 069).
    document: order.transactionId ? { creditOf: order.transactionId, reason: 'cancellation' } : undefined,
  });
}

export function createOrderCancellation({
  orders,
  lines,
  payments,
  mail,
  mailContext,
  log,
}: OrderCancellationDeps) {
  const notCancellable = () => new AppError('CONFLICT', S.orderNotCancellable);

  return {
    async cancel(
      customer: Customer,
      lineId: string,
    ): Promise<{ message: string; refundTransactionId: string }> {
      // Another customer's line, or one no order of theirs opened, is not found.
      const order = isUuid(lineId) ? await orders.findCompletedOfLine(customer.id, lineId) : undefined;
      if (!order) throw new AppError('NOT_FOUND', PRODUCT_MESSAGES.lines.lineNotFound);
      if (!order.portNumber) throw notCancellable();
      if (!(await lines.waitsForUnmovableNumber(customer.id, lineId))) throw notCancellable();
      // Care may have refunded part of it already: the provider gives back the rest, named, so a
      // care refund the provider made but the books have not yet recorded makes it refuse (nothing
      // given, nothing recorded; a retry later finds the rest), and the books record that rest.
      const restCents = Math.max(0, order.finalCents - (await orders.creditedOf(order)));
      if (order.chargeId && restCents > 0) {
        try {
          await payments.refundCharge({
            chargeId: order.chargeId,
            // The whole charge under the key recovery's refunds use; a rest under a key of its own
            // amount, since a provider keeps a refused key's answer (Stripe) and the rest shrinks.
            idempotencyKey:
              restCents === order.finalCents
                ? `refund-order-${order.id}`
                : `refund-order-${order.id}-rest-${restCents}`,
            amountCents: restCents,
          });
        } catch (error) {
          // A care refund the provider made but the books have not recorded yet: nothing was given
          // back or recorded here; once it is recorded, a retry finds the smaller rest.
          if (error instanceof RefundRefusedError)
            throw new AppError('CONFLICT', S.orderRefundUnderway, { internal: error.message });
          throw error;
        }
      }
      // Care gave back all of it: nothing to refund or record, only the order to close (decision 092).
      const closedBy = restCents === 0 ? await orders.lastCreditOf(order) : undefined;
      const refundId = closedBy ?? randomUUID();
      const recorded = await orders.recordRefund(
        order.id,
        lineId,
        closedBy ? { closedBy } : refundRow(order, refundId, restCents),
      );
      if (!recorded) {
        // A concurrent cancel recorded it: answer as it did.
        const done = await orders.findRefundedOf(customer.id, order.id);
        if (!done?.refundTransactionId) throw notCancellable();
        return { message: S.orderCancelled, refundTransactionId: done.refundTransactionId };
      }
      try {
        await mail.send(
          orderNotCompletedMail(
            {
              to: customer.email,
              firstName: customer.firstName,
              language: customer.language,
              item: order.item,
              message: S.orderCancelled,
            },
            mailContext,
          ),
        );
      } catch (error) {
        log.error({ err: error, orderId: order.id }, 'order cancellation mail could not be sent');
      }
      return { message: S.orderCancelled, refundTransactionId: refundId };
    },
  };
}

export type OrderCancellation = ReturnType<typeof createOrderCancellation>;
