import { getCustomerInvoice, getRemittanceReport, listCustomerInvoices } from '@mvno/contracts/api/invoices';
import type { Router } from '../../../http/router';
import type { AuthUser } from '../../accounts/accounts-types';
import type { BillingService } from './billing-service';

/** Invoices (`customers.read`) and the remittance report (`finance.read`), permissions checked by the router. */
export function registerBillingRoutes(router: Router<AuthUser>, billing: BillingService): void {
  router.add(listCustomerInvoices, ({ user, params }) => billing.list(user, params.customerId));
  router.add(getCustomerInvoice, ({ user, params }) =>
    billing.document(user, params.customerId, params.documentId),
  );
  router.add(getRemittanceReport, ({ query }) => billing.remittance(query));
}
