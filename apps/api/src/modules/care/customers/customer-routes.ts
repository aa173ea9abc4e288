import {
  confirmCustomerVerification,
  confirmCustomerVerificationByPin,
  createCustomerSupportLink,
  searchCustomers,
  sendCustomerVerification,
  viewCustomer,
  viewCustomerFamily,
} from '@mvno/contracts/api/care-customers';
import type { Router } from '../../../http/router';
import type { AuthUser } from '../../accounts/accounts-types';
import type { CpniService } from './cpni-service';
import type { CustomerSearchService } from './customer-search-service';
import type { CustomerService } from './customer-service';
import type { FamilyService } from './family-service';

/** Search, the customer's page and the CPNI gate (permissions checked by the router). */
export function registerCustomerRoutes(
  router: Router<AuthUser>,
  services: {
    search: CustomerSearchService;
    customers: CustomerService;
    cpni: CpniService;
    family: FamilyService;
  },
): void {
  router.add(searchCustomers, ({ query }) => services.search.search(query.q));
  router.add(viewCustomer, ({ user, params }) => services.customers.view(user, params.customerId));
  router.add(sendCustomerVerification, ({ user, params }) => services.cpni.send(user, params.customerId));
  router.add(confirmCustomerVerification, async ({ user, params, body }) => {
    const id = params.customerId;
    await services.cpni.confirm(user, id, body.code);
    return services.customers.view(user, id);
  });
  router.add(confirmCustomerVerificationByPin, async ({ user, params, body }) => {
    const id = params.customerId;
    await services.cpni.confirmPin(user, id, body.pin);
    return services.customers.view(user, id);
  });
  router.add(viewCustomerFamily, ({ user, params }) => services.family.view(user, params.customerId));
  router.add(createCustomerSupportLink, ({ user, params }) =>
    services.customers.supportLink(user, params.customerId),
  );
}
