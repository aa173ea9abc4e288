import { refundPayment } from '@mvno/contracts/api/care-refunds';
import { STAFF_MESSAGES } from '@mvno/contracts/staff-messages';
import { AppError } from '../../../errors';
import type { Router } from '../../../http/router';
import { isUuid } from '../../../lib/ids';
import type { AuthUser } from '../../accounts/accounts-types';
import type { RefundService } from './refund-service';

/** Refunds (permission `refunds.make`, checked by the router; the role's limit by the service). */
export function registerRefundRoutes(router: Router<AuthUser>, refunds: RefundService): void {
  router.add(refundPayment, ({ user, params, body }) => {
    const id = params.customerId ?? '';
    if (!isUuid(id)) throw new AppError('NOT_FOUND', STAFF_MESSAGES.care.customerNotFound);
    return refunds.refund(user, id, body);
  });
}
