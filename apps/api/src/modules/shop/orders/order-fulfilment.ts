/**
 * Carries a claimed order to its end: charge the card (once, by the order's key at the
 * provider), open the line at the carrier, record payment + line + answer together, then
 * mail the confirmation. A worker that dies half-way leaves a state (pending / charged) the
 * next one resumes from.
 */
import { randomInt, randomUUID } from 'node:crypto';
import { zPlacedOrder, type PlacedOrder } from '@mvno/contracts/api/checkout';
import { RESULT_MODAL } from '@mvno/contracts/messages';
import { PRODUCT_MESSAGES } from '@mvno/contracts/product-messages';
import type { Log } from '../../../lib/log';
import type { Customer } from '../../accounts/accounts-types';
import { paymentRow } from '../../payments/payments-ledger';
import type { NewLine, OrderRecord, OrderRepository } from './order-repository';
import {
  chargeClaimed,
  chargeKey,
  type ChargeOutcome,
  type SavedCardPayments,
} from '../../payments/charge-ledger';
import type { ShopCarrier } from '../shop-ports';
import { openOrQueue, waitingLine } from './order-activation';
import { orderConfirmationMail, orderNotCompletedMail } from './order-mails';
import { confirmationOf } from './order-confirmation';
import { toQuote } from '../pricing/pricing-service';
import { invoiceFactsOf } from '../pricing/tax-items';
import { sendOrLog, type MailContext, type MailQueue } from '../../../lib/mail/index';

export type FulfilmentDeps = {
  orders: OrderRepository;
  payments: Pick<SavedCardPayments, 'chargeSavedCard' | 'refundCharge'>;
  carrier: Pick<ShopCarrier, 'provisionLine' | 'isNumberActive' | 'outbox'>;
  mail: MailQueue;
  mailContext: MailContext;
  log: Log;
  /** A new line's first plan period (decision 017): from now, on the renewals' clock, for this many days. */
  firstPeriod: { now: () => Date; days: number };
};

/** A new line's name until the customer picks one: "Line 1", "Line 2", ... (not the plan's name). */
export const defaultNickname = (linesBefore: number) => `Line ${linesBefore + 1}`;

export function createOrderFulfilment({
  orders,
  payments,
  carrier,
  mail,
  mailContext,
  log,
  firstPeriod,
}: FulfilmentDeps) {
  /**
   * The order's key makes the provider charge at most once, whoever retries. An unreachable
   * provider keeps the lease: the recovery takes the order over once it runs out.
   */
  const charge = (order: OrderRecord): Promise<ChargeOutcome> =>
    chargeClaimed(payments, {
      key: chargeKey('order', order.id),
      userId: order.userId,
      cardId: order.cardId,
      amountCents: order.finalCents,
      description: order.item,
    });

  /** The order's row in the order history (the payments ledger). */
  const paymentOf = (order: OrderRecord, id: string, successful: boolean) =>
    paymentRow({
      id,
      userId: order.userId,
      item: order.item,
      at: new Date(),
      successful,
      card: { network: order.cardNetwork, last4: order.cardLast4 },
      amounts: order,
      document: invoiceFactsOf(order),
    });

  /** The answer recorded by whoever finished the order first (a worker that lost the race). */
  async function recordedAnswer(orderId: string): Promise<PlacedOrder> {
    const order = await orders.findById(orderId);
    if (!order?.result) throw new Error('finished order has no answer');
    return zPlacedOrder.parse(order.result);
  }

  /** Records a failed order; `finished` is false when another worker had already finished it. */
  async function recordFailure(
    order: OrderRecord,
    result: ChargeOutcome,
  ): Promise<{ answer: PlacedOrder; finished: boolean }> {
    const transactionId = randomUUID();
    const answer: PlacedOrder = {
      orderId: order.id,
      transactionId,
      successful: false,
      message: result.message,
      quote: toQuote(order),
      line: null,
      portInFollows: false,
    };
    const finished = await orders.finish(order.id, {
      status: 'failed',
      payment: paymentOf(order, transactionId, false),
      line: null,
      port: null,
      chargeId: result.chargeId,
      portInFollows: false,
      result: answer,
    });
    return finished ? { answer, finished } : { answer: await recordedAnswer(order.id), finished };
  }

  const finishFailed = async (order: OrderRecord, result: ChargeOutcome) =>
    (await recordFailure(order, result)).answer;

  /** Tells the customer an order they may no longer be watching did not go through. */
  const tellNotCompleted = (order: OrderRecord, customer: Customer, message: string) =>
    sendOrLog(
      mail,
      log,
      () =>
        orderNotCompletedMail(
          {
            to: customer.email,
            firstName: customer.firstName,
            item: order.item,
            message,
            language: customer.language,
          },
          mailContext,
        ),
      { orderId: order.id },
      'order failure mail could not be sent',
    );

  /** The confirmation mail; a mail that cannot go out now never fails the paid order. */
  const confirm = (order: OrderRecord, customer: Customer, line: Pick<NewLine, 'mdn' | 'activationCode'>) =>
    sendOrLog(
      mail,
      log,
      () => orderConfirmationMail(confirmationOf(order, customer, line, firstPeriod.days), mailContext),
      { orderId: order.id },
      'order confirmation mail could not be sent',
    );

  async function finishPaid(order: OrderRecord, customer: Customer): Promise<PlacedOrder> {
    const lineId = randomUUID();
    // The line count (for the nickname) does not depend on the carrier's answer: read it meanwhile.
    const [{ provisioned, queued }, lineCount] = await Promise.all([
      openOrQueue(carrier, order, lineId),
      orders.countLines(order.userId),
    ]);
    const periodStart = firstPeriod.now();
    const line: NewLine = {
      id: lineId,
      periodStart,
      periodEnd: new Date(periodStart.getTime() + firstPeriod.days * 24 * 60 * 60 * 1000),
      userId: order.userId,
      planId: order.planId,
      nickname: defaultNickname(lineCount),
      mdn: provisioned.mdn,
      subscriberNumber: `SUB-${randomInt(100_000_000, 1_000_000_000)}`,
      zipCode: order.zipCode,
      iccid: provisioned.iccid,
      simType: order.simType,
      activationCode: provisioned.activationCode,
      // A brought number waits for the old carrier's details (its port is a draft).
      status: order.portNumber ? 'port_in_attention' : 'active',
      ...(queued ? waitingLine(order) : {}),
    };
    const transactionId = randomUUID();
    const portInFollows = order.numberType === 'port';
    const answer: PlacedOrder = {
      orderId: order.id,
      transactionId,
      successful: true,
      message: RESULT_MODAL.payment.title,
      quote: toQuote(order),
      line: {
        id: line.id,
        nickname: line.nickname ?? '',
        mdn: line.mdn,
        subscriberNumber: line.subscriberNumber,
        zipCode: line.zipCode,
        iccid: provisioned.iccid,
        activationCode: provisioned.activationCode,
      },
      portInFollows,
    };
    const finished = await orders.finish(order.id, {
      status: 'completed',
      payment: paymentOf(order, transactionId, true),
      line,
      port: order.portNumber ? { msisdn: order.portNumber, zipCode: order.zipCode } : null,
      chargeId: order.chargeId,
      portInFollows,
      result: answer,
      carrierCommand: queued,
    });
    if (!finished) return recordedAnswer(order.id);
    // Through the outbox the confirmation (number, eSIM code) follows the carrier's activation.
    if (queued) await carrier.outbox?.commandStored();
    else await confirm(order, customer, line);
    return answer;
  }

  /**
   * A paid order whose line cannot be opened (its brought number became a line with us in the
   * meantime): the line is not opened.
   */
  async function canOpenLine(order: OrderRecord): Promise<boolean> {
    return !(order.portNumber && (await carrier.isNumberActive(order.portNumber)));
  }

  return {
    /** A completed order's confirmation mail, with its line's number and eSIM code as they are now. */
    confirm,
    /** Continues the order from where it stands; the caller holds its lease. */
    async fulfil(order: OrderRecord, customer: Customer): Promise<PlacedOrder> {
      let current = order;
      if (current.status === 'pending') {
        const result = await charge(current);
        if (result.status !== 'succeeded') return finishFailed(current, result);
        await orders.markCharged(current.id, result.chargeId);
        current = { ...current, status: 'charged', chargeId: result.chargeId };
      }
      return finishPaid(current, customer);
    },

    /**
     * Finishes an order nobody is waiting for (recovery; the caller holds its lease) as `fulfil`
     * would, except that a paid order whose line cannot be opened, or that has waited too long
     * (`giveUp`), is refunded and failed. The customer is told of a failure by mail.
     */
    async recover(order: OrderRecord, customer: Customer, giveUp: boolean): Promise<PlacedOrder> {
      let current = order;
      if (current.status === 'pending') {
        // Charging again with the order's key answers the charge already made, if there was one.
        const result = await charge(current);
        if (result.status !== 'succeeded') {
          const failed = await recordFailure(current, result);
          if (failed.finished) await tellNotCompleted(current, customer, result.message);
          return failed.answer;
        }
        await orders.markCharged(current.id, result.chargeId);
        current = { ...current, status: 'charged', chargeId: result.chargeId };
      }
      if (!giveUp && (await canOpenLine(current))) return finishPaid(current, customer);
      if (current.chargeId) {
        await payments.refundCharge({
          chargeId: current.chargeId,
          idempotencyKey: `refund-order-${current.id}`,
        });
      }
      const message = PRODUCT_MESSAGES.shop.orderRefunded;
      const failed = await recordFailure(current, {
        status: 'declined',
        chargeId: current.chargeId,
        message,
      });
      if (failed.finished) await tellNotCompleted(current, customer, message);
      return failed.answer;
    },
  };
}

export type OrderFulfilment = ReturnType<typeof createOrderFulfilment>;
