/**
 * A verified customer's account credit in the care console (decision 071): the ledger, and goodwill
 * credit within the role's limit per grant (GOODWILL_LIMIT_CENTS; a role with none is refused),
 * once per key, audited in the same transaction as the credit entry.
 */
import type { GoodwillForm } from '@mvno/contracts/api/wallet';
import { GOODWILL_LIMIT_CENTS } from '@mvno/contracts/product-constants/wallet';
import { STAFF_MESSAGES } from '@mvno/contracts/staff-messages';
import { isStaffRole } from '@mvno/contracts/staff-roles';
import { AppError } from '../../../errors';
import { formatUsd, toDollars } from '../../../lib/money';
import type { AuthUser } from '../../accounts/accounts-types';
import type { CareAudit, CarePayments } from '../care-ports';
import type { CpniService } from '../customers/cpni-service';
import { customerNotFound } from '../customers/cpni-service';
import type { CustomerSearchRepository } from '../customers/customer-search-repository';

const C = STAFF_MESSAGES.care;

export function createCareWalletService(deps: {
  customers: CustomerSearchRepository;
  cpni: CpniService;
  payments: CarePayments;
  audit: CareAudit;
}) {
  async function verified(staff: AuthUser, customerId: string) {
    if (!(await deps.customers.findCustomer(customerId))) throw customerNotFound();
    await deps.cpni.requireVerified(staff, customerId);
  }

  return {
    async ledgerOf(staff: AuthUser, customerId: string) {
      await verified(staff, customerId);
      return deps.payments.wallet.walletOf(customerId);
    },

    async grantGoodwill(staff: AuthUser, customerId: string, form: GoodwillForm) {
      await verified(staff, customerId);
      const amountCents = Math.round(form.amount * 100);
      const limit = isStaffRole(staff.role) ? GOODWILL_LIMIT_CENTS[staff.role] : 0;
      if (amountCents > limit) throw new AppError('FORBIDDEN', C.goodwillOverLimit(formatUsd(limit)));
      await deps.payments.wallet.grantGoodwill(
        { customerId, staffId: staff.id, amountCents, reason: form.reason, key: form.idempotencyKey },
        async (tx) => {
          await deps.audit.record(
            {
              staff,
              customerId,
              action: 'wallet.goodwill',
              reason: form.reason,
              after: { credit: toDollars(amountCents) },
            },
            tx,
          );
        },
      );
      return {
        message: C.goodwillGranted(formatUsd(amountCents)),
        wallet: await deps.payments.wallet.walletOf(customerId),
      };
    },
  };
}

export type CareWalletService = ReturnType<typeof createCareWalletService>;
