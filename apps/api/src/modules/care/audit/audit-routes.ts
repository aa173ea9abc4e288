import { listAuditEntries } from '@mvno/contracts/api/care-audit';
import { AUDIT_PAGE_SIZE } from '@mvno/contracts/product-constants/care';
import type { Router } from '../../../http/router';
import type { AuthUser } from '../../accounts/accounts-types';
import type { CareAudit } from '../care-ports';

/** The audit log, searched by an admin (permission `audit.read`, checked by the router). */
export function registerAuditRoutes(router: Router<AuthUser>, audit: CareAudit): void {
  router.add(listAuditEntries, ({ query }) =>
    audit.list(
      {
        ...(query.customerId ? { customerId: query.customerId } : {}),
        ...(query.staffId ? { staffId: query.staffId } : {}),
        ...(query.action ? { action: query.action } : {}),
        ...(query.cursor ? { cursor: query.cursor } : {}),
      },
      AUDIT_PAGE_SIZE,
    ),
  );
}
