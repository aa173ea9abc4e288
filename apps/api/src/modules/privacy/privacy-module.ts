/**
 * The customer's privacy rights (CCPA/CPRA; decisions 027 and 032): the export of everything we
 * hold about them, and the deletion of the account. The export reads the customer's rows of every
 * module's tables; the deletion erases or de-identifies them (the allow-list of decision 021, as
 * decisions 027 and 032 amend it), after the lines, payments and accounts modules did their part.
 */
import type { Database } from '../../db/client';
import type { Router } from '../../http/router';
import type { Log } from '../../lib/log';
import type { MailSender } from '../../lib/mail';
import type { AuthUser } from '../accounts/accounts-types';
import type { StaffAuditService } from '../platform/platform-module';
import { createAccountDeletionRepository } from './account-deletion-repository';
import { registerAccountDeletionRoutes, registerDeletionQueueRoutes } from './account-deletion-routes';
import { createAccountDeletionService, type AccountDeletionPorts } from './account-deletion-service';
import { createMyDataRepository } from './my-data-repository';
import { registerMyDataRoutes } from './my-data-routes';
import { createMyDataService } from './my-data-service';

export function createPrivacyModule({
  database,
  mail,
  log,
  brandName,
  ports,
  audit,
}: {
  database: Database;
  mail: MailSender;
  log: Log;
  brandName: string;
  ports: AccountDeletionPorts;
  /** The staff audit log (the platform's): marking a request done is audited. */
  audit: Pick<StaffAuditService, 'record'>;
}) {
  const myData = createMyDataService({ repository: createMyDataRepository(database.db) });
  const deletion = createAccountDeletionService({
    repository: createAccountDeletionRepository(database.db),
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
