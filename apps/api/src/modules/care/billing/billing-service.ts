/**
 * A verified customer's invoices and credit notes in the care console, and the tax remittance
 * report (decision 069). Reading a customer's documents needs the CPNI gate like the rest of their
 * account, and is audited as a read.
 */
import type { AuthUser } from '../../accounts/accounts-types';
import type { CareAudit, CarePayments } from '../care-ports';
import { customerNotFound, type CpniService } from '../customers/cpni-service';
import type { CustomerSearchRepository } from '../customers/customer-search-repository';

export function createBillingService(deps: {
  customers: Pick<CustomerSearchRepository, 'findCustomer'>;
  cpni: Pick<CpniService, 'requireVerified'>;
  invoices: CarePayments['invoices'];
  audit: CareAudit;
}) {
  async function verifiedCustomer(staff: AuthUser, customerId: string) {
    const customer = await deps.customers.findCustomer(customerId);
    if (!customer) throw customerNotFound();
    await deps.cpni.requireVerified(staff, customerId);
    return customer;
  }

  return {
    async list(staff: AuthUser, customerId: string) {
      await verifiedCustomer(staff, customerId);
      return deps.invoices.list(customerId);
    },

    async document(staff: AuthUser, customerId: string, documentId: string) {
      const customer = await verifiedCustomer(staff, customerId);
      const answer = await deps.invoices.document(customerId, documentId, customer);
      await deps.audit.record({
        staff,
        customerId,
        action: 'customer.read',
        after: { via: 'invoice', document: answer.document.number },
      });
      return answer;
    },

    remittance: (range: { from?: string; to?: string }) => deps.invoices.remittance(range),
  };
}

export type BillingService = ReturnType<typeof createBillingService>;
