import { getInvoice, listInvoices } from '@mvno/contracts/api/invoices';
import type { Router } from '../../../http/router';
import type { Customer } from '../../accounts/accounts-types';
import type { InvoiceService } from './invoice-service';

/** The customer's own invoices and credit notes (decision 069). */
export function registerInvoiceRoutes(router: Router<Customer>, invoices: InvoiceService) {
  router.add(listInvoices, ({ user }) => invoices.list(user.id));
  router.add(getInvoice, ({ user, params }) => invoices.document(user.id, params.documentId, user));
}
