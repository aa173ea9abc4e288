import { listAuditEntries } from '@mvno/contracts/api/care-audit';
import type { Router } from '../../../http/router';
import type { AuthUser } from '../../accounts/accounts-types';
import type { CareAuditService } from './audit-service';

/** The audit log, searched by an admin or a supervisor (permission `audit.team`, checked by the router). */
export function registerAuditRoutes(router: Router<AuthUser>, audit: CareAuditService): void {
  router.add(listAuditEntries, ({ user, query }) => audit.list(user, query));
}
