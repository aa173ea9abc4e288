/**
 * The audit log as the console searches it (decisions 028 and 075): a customer named as staff know
 * them (name, email, phone, account number or id, found by the customer search; nothing found is no
 * entries, never a refusal), and scoped by role: `audit.read` (admins) reads every entry, a
 * supervisor (`audit.team`) the entries made by the care team.
 */
import type { AuditPage } from '@mvno/contracts/api/care-audit';
import { AUDIT_TEAM_ROLES, staffCan } from '@mvno/contracts/staff-roles';
import { isUuid } from '../../../lib/ids';
import type { AuthUser } from '../../accounts/accounts-types';
import type { CareAudit } from '../care-ports';
import type { CustomerSearchService } from '../customers/customer-search-service';

export type AuditSearch = {
  customerId?: string | undefined;
  customer?: string | undefined;
  staffId?: string | undefined;
  action?: string | undefined;
  cursor?: string | undefined;
};

export function createCareAuditService(deps: {
  audit: CareAudit;
  search: Pick<CustomerSearchService, 'search'>;
  pageSize: number;
}) {
  return {
    async list(staff: AuthUser, query: AuditSearch): Promise<AuditPage> {
      const filter: Parameters<CareAudit['list']>[0] = {
        ...(query.customerId ? { customerId: query.customerId } : {}),
        ...(query.staffId ? { staffId: query.staffId } : {}),
        ...(query.action ? { action: query.action } : {}),
        ...(query.cursor ? { cursor: query.cursor } : {}),
        ...(staffCan(staff.role, 'audit.read') ? {} : { staffRoles: AUDIT_TEAM_ROLES }),
      };
      if (query.customer) {
        const { customers } = await deps.search.search(query.customer);
        // An id is the customer's own, or an order's or receipt's (the search finds those).
        const own = isUuid(query.customer.trim()) ? [query.customer.trim().toLowerCase()] : [];
        filter.customerIds = [...new Set([...own, ...customers.map((customer) => customer.id)])];
      }
      return deps.audit.list(filter, deps.pageSize);
    },
  };
}

export type CareAuditService = ReturnType<typeof createCareAuditService>;
