/**
 * The customer's privacy rights (CCPA/CPRA; decision 027): the export of everything we hold about
 * them. It reads the customer's rows of every module's tables (the allow-list of decision 021, as
 * decision 027 amends it) and writes none.
 */
import type { Database } from '../../db/client';
import type { Router } from '../../http/router';
import type { Customer } from '../accounts/accounts-types';
import { createMyDataRepository } from './my-data-repository';
import { registerMyDataRoutes } from './my-data-routes';
import { createMyDataService } from './my-data-service';

export function createPrivacyModule({ database }: { database: Database }) {
  const myData = createMyDataService({ repository: createMyDataRepository(database.db) });
  return {
    name: 'privacy',
    description: "The customer's own data: the export of everything held about them",
    registerRoutes: (router: Router<Customer>) => registerMyDataRoutes(router, myData),
  };
}
