import { refundPayment } from '@mvno/contracts/api/care-refunds';
import type { Router } from '../../../http/router';
import type { AuthUser } from '../../accounts/accounts-types';
import type { RefundService } from './refund-service';

/** Refunds (permission `refunds.make`, checked by the router; the role's limit by the service). */
export function registerRefundRoutes(router: Router<AuthUser>, refunds: RefundService): void {
  router.add(refundPayment, ({ user, params, body }) => refunds.refund(user, params.customerId, body));
}
