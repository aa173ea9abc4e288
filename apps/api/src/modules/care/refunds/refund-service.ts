import type { RefundForm } from '@mvno/contracts/api/care-refunds';
import { REFUND_DAILY_LIMIT_CENTS, REFUND_LIMIT_CENTS } from '@mvno/contracts/product-constants/care';
import { PRODUCT_MESSAGES } from '@mvno/contracts/product-messages';
import { STAFF_MESSAGES } from '@mvno/contracts/staff-messages';
import { isStaffRole } from '@mvno/contracts/staff-roles';
import { AppError } from '../../../errors';
import { addressOfRecord } from '../../../lib/address-of-record';
import { formatUsd, toDollars } from '../../../lib/money';
import type { AuthUser } from '../../accounts/accounts-types';
import { RefundRefusedError } from '../../payments/charge-ledger';
import { paymentRow, type LedgerTx } from '../../payments/payments-ledger';
import { ACCOUNT_MESSAGES } from '@mvno/contracts/account-messages';
import type { CareAudit, CarePayments } from '../care-ports';
import type { CpniService } from '../customers/cpni-service';
import { customerNotFound } from '../customers/cpni-service';
import type { CustomerSearchRepository } from '../customers/customer-search-repository';
import { refundMail, refundToBalanceMail } from './refund-mails';
import type { CareRefund, RefundRepository } from './refund-repository';
import { inLanguage, type MailSender, type MailContext } from '../../../lib/mail';

/**
 * Refunds from the care console: a verified customer, a receipt of theirs, no more than is left
 * of it and within the role's limits (per payment and per day, decision 048), once per key: the provider refunds by the same key
 * and the order history gets one refund row however often the request is repeated.
 */
export function createRefundService(deps: {
  refunds: RefundRepository;
  customers: CustomerSearchRepository;
  cpni: CpniService;
  payments: CarePayments;
  audit: CareAudit;
  mail: MailSender;
  mailContext: MailContext;
}) {
  const answer = (refund: CareRefund) => ({
    message: STAFF_MESSAGES.care.refunded(formatUsd(refund.amountCents)),
    refund: {
      id: refund.id,
      receiptId: refund.receiptId,
      amount: toDollars(refund.amountCents),
      reason: refund.reason as RefundForm['reason'],
      refundTransactionId: refund.refundTransactionId ?? '',
    },
  });

  return {
    async refund(staff: AuthUser, customerId: string, form: RefundForm) {
      const customer = await deps.customers.findCustomer(customerId);
      if (!customer) throw customerNotFound();
      await deps.cpni.requireVerified(staff, customerId);
      const amountCents = Math.round(form.amount * 100);
      const role = isStaffRole(staff.role) ? staff.role : undefined;
      const perPayment = role ? REFUND_LIMIT_CENTS[role] : 0;
      const perDay = role ? REFUND_DAILY_LIMIT_CENTS[role] : 0;
      if (perPayment === 0 || perDay === 0)
        throw new AppError('FORBIDDEN', STAFF_MESSAGES.care.refundOverLimit(formatUsd(0), formatUsd(0)));
      const paid = await deps.refunds.refundable(customerId, form.receiptId);
      if (!paid) throw new AppError('NOT_FOUND', STAFF_MESSAGES.care.receiptNotFound);
      const claimed = await deps.refunds.claim(
        {
          idempotencyKey: form.idempotencyKey,
          staffId: staff.id,
          customerId,
          receiptId: form.receiptId,
          chargeId: paid.chargeId,
          amountCents,
          reason: form.reason,
        },
        {
          paymentCents: paid.wholeBack ? 0 : paid.finalCents,
          staffPerPaymentCents: perPayment,
          staffPerDayCents: perDay,
        },
      );
      if ('overPayment' in claimed)
        throw new AppError(
          'FORBIDDEN',
          STAFF_MESSAGES.care.refundOverLimit(formatUsd(perPayment), formatUsd(claimed.leftCents)),
        );
      if ('overDay' in claimed)
        throw new AppError(
          'FORBIDDEN',
          STAFF_MESSAGES.care.refundOverDailyLimit(formatUsd(perDay), formatUsd(claimed.leftCents)),
        );
      if ('tooMuch' in claimed)
        throw new AppError('CONFLICT', STAFF_MESSAGES.care.refundTooMuch(formatUsd(claimed.leftCents)));
      if ('existing' in claimed) {
        if (claimed.existing.status !== 'done' || claimed.existing.receiptId !== form.receiptId)
          throw new AppError('CONFLICT', STAFF_MESSAGES.care.refundInProgress);
        return answer(claimed.existing);
      }
      const refund = claimed.created;
      const toBalance = form.to === 'balance';
      const row = paymentRow({
        userId: customerId,
        item: PRODUCT_MESSAGES.shop.refundItem(paid.item),
        at: new Date(),
        successful: true,
        card: toBalance
          ? { network: ACCOUNT_MESSAGES.wallet.title, last4: '' }
          : { network: paid.cardNetwork, last4: paid.cardLast4 },
        amounts: { orderTotalCents: -amountCents, taxCents: 0, finalCents: -amountCents },
        // Its credit note reverses the receipt's invoice line by line (decision 069).
        document: { creditOf: form.receiptId, reason: form.reason === 'goodwill' ? 'goodwill' : 'refund' },
      });
      const audit = (tx?: LedgerTx) =>
        deps.audit.record(
          {
            staff,
            customerId,
            action: 'refund',
            reason: form.reason,
            before: {
              receiptId: form.receiptId,
              paid: toDollars(paid.finalCents),
              refunded: toDollars(paid.refundedCents),
            },
            after: {
              refunded: toDollars(paid.refundedCents + amountCents),
              refundId: row.id,
              ...(toBalance ? { to: 'balance' } : {}),
            },
          },
          tx,
        );
      let done: CareRefund;
      if (toBalance) {
        // The credit entry, the refund's order-history row with its credit note, the refund's
        // completion and the audit entry: one transaction, once per refund (the entry's key).
        await deps.payments.wallet.refundToBalance(
          {
            customerId,
            staffId: staff.id,
            amountCents,
            note: PRODUCT_MESSAGES.shop.refundItem(paid.item),
            key: `care-refund-${refund.id}`,
          },
          async (tx) => {
            await deps.refunds.completeIn(tx, refund.id, row);
            await audit(tx);
          },
        );
        done = (await deps.refunds.byId(refund.id))!;
      } else {
        try {
          await deps.payments.refundCharge({
            chargeId: paid.chargeId,
            idempotencyKey: `care-refund-${refund.id}`,
            amountCents,
          });
        } catch (error) {
          await deps.refunds.release(refund.id);
          // A cancellation of the order gave back the rest meanwhile: nothing was refunded here.
          if (error instanceof RefundRefusedError)
            throw new AppError('CONFLICT', STAFF_MESSAGES.care.refundRaced, { internal: error.message });
          throw error;
        }
        done = await deps.refunds.complete(refund.id, row);
        await audit();
      }
      const mailOf = toBalance ? refundToBalanceMail : refundMail;
      await deps.mail.send(
        mailOf(
          addressOfRecord(customer),
          paid.item,
          amountCents,
          inLanguage(deps.mailContext, customer.language),
        ),
      );
      return answer(done);
    },
  };
}

export type RefundService = ReturnType<typeof createRefundService>;
