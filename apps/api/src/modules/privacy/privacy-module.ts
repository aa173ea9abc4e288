/**
 * The customer's privacy rights (CCPA/CPRA; decisions 027 and 032): the export of everything we
 * hold about them, and the deletion of the account. Each module exports, and erases or
 * de-identifies, its own rows through its privacy hook (decision 051); the deletion runs after the
 * lines, payments and accounts modules did their part.
 */
import type { Database } from '../../db/client';
import type { Router } from '../../http/router';
import type { Log } from '../../lib/log';
import type { MailQueue } from '../../lib/mail';
import type { AuthUser } from '../accounts/accounts-types';
import type { StaffAuditService } from '../platform/platform-module';
import { createAccountDeletionRepository } from './account-deletion-repository';
import { registerAccountDeletionRoutes, registerDeletionQueueRoutes } from './account-deletion-routes';
import { createAccountDeletionService, type AccountDeletionPorts } from './account-deletion-service';
import { createMyDataRepository } from './my-data-repository';
import { registerMyDataRoutes } from './my-data-routes';
import { createMyDataService } from './my-data-service';
import type { PrivacyHook } from './privacy-types';

export function createPrivacyModule({
  database,
  mail,
  log,
  brandName,
  ports,
  audit,
  hooks,
}: {
  database: Database;
  mail: MailQueue;
  log: Log;
  brandName: string;
  ports: AccountDeletionPorts;
  /** The staff audit log (the platform's): marking a request done is audited. */
  audit: Pick<StaffAuditService, 'record'>;
  /**
   * Every module's part of the export and the erasure, called in this order: a module whose rows
   * point at another's comes before it (children before parents), the accounts module last.
   */
  hooks: PrivacyHook[];
}) {
  const myData = createMyDataService({ repository: createMyDataRepository(database.db, hooks) });
  const deletion = createAccountDeletionService({
    repository: createAccountDeletionRepository(database.db, hooks),
    ports,
    audit,
    mail,
    brandName,
    log,
  });
  return {
    name: 'privacy',
    description:
      "The customer's own data: the export of everything held about them, and deleting the account",
    registerRoutes: (router: Router<AuthUser>) => {
      registerMyDataRoutes(router, myData);
      registerAccountDeletionRoutes(router, deletion);
      registerDeletionQueueRoutes(router, deletion);
    },
  };
}
