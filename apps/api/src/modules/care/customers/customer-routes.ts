import {
  confirmCustomerVerification,
  confirmCustomerVerificationByPin,
  createCustomerSupportLink,
  searchCustomers,
  sendCustomerVerification,
  viewCustomer,
} from '@mvno/contracts/api/care-customers';
import { STAFF_MESSAGES } from '@mvno/contracts/staff-messages';
import { AppError } from '../../../errors';
import type { Router } from '../../../http/router';
import { isUuid } from '../../../lib/ids';
import type { AuthUser } from '../../accounts/accounts-types';
import type { CpniService } from './cpni-service';
import type { CustomerSearchService } from './customer-search-service';
import type { CustomerService } from './customer-service';

/** The customer's id from the path; anything that is not one names no customer. */
function customerIdOf(params: Record<string, string>): string {
  const id = params.customerId ?? '';
  if (!isUuid(id)) throw new AppError('NOT_FOUND', STAFF_MESSAGES.care.customerNotFound);
  return id;
}

/** Search, the customer's page and the CPNI gate (permissions checked by the router). */
export function registerCustomerRoutes(
  router: Router<AuthUser>,
  services: { search: CustomerSearchService; customers: CustomerService; cpni: CpniService },
): void {
  router.add(searchCustomers, ({ query }) => services.search.search(query.q));
  router.add(viewCustomer, ({ user, params }) => services.customers.view(user, customerIdOf(params)));
  router.add(sendCustomerVerification, ({ user, params }) => services.cpni.send(user, customerIdOf(params)));
  router.add(confirmCustomerVerification, async ({ user, params, body }) => {
    const id = customerIdOf(params);
    await services.cpni.confirm(user, id, body.code);
    return services.customers.view(user, id);
  });
  router.add(confirmCustomerVerificationByPin, async ({ user, params, body }) => {
    const id = customerIdOf(params);
    await services.cpni.confirmPin(user, id, body.pin);
    return services.customers.view(user, id);
  });
  router.add(createCustomerSupportLink, ({ user, params }) =>
    services.customers.supportLink(user, customerIdOf(params)),
  );
}
