/**
 * The care console's API (docs/decisions/028-care-console.md): the staff audit log today; staff
 * invitations, customer search behind the CPNI gate, care actions and work queues join it as
 * slices. Every endpoint is a staff endpoint naming its permission (staff-roles.ts).
 */
import type { Database } from '../../db/client';
import type { Router } from '../../http/router';
import type { MailSender } from '../../lib/mail';
import type { RateLimiter } from '../../lib/rate-limiter';
import { createSecretHasher } from '../../lib/secret-tokens';
import type { AuthUser } from '../accounts/accounts-types';
import { AUDIT_PAGE_SIZE } from '@mvno/contracts/product-constants/care';
import { registerAuditRoutes } from './audit/audit-routes';
import { createCareAuditService } from './audit/audit-service';
import { registerCatalogueRoutes } from './catalogue/catalogue-routes';
import { createCatalogueService } from './catalogue/catalogue-service';
import { createCareActionRepository } from './actions/care-action-repository';
import { registerCareActionRoutes } from './actions/care-action-routes';
import { createCareActionService } from './actions/care-action-service';
import type {
  CareAccountPins,
  CareAccounts,
  CareAudit,
  CareCatalogue,
  CareContent,
  CareInbox,
  CareLines,
  CareNotices,
  CarePayments,
  CareQueues,
} from './care-ports';
import { registerQueueRoutes } from './queues/queue-routes';
import { createQueueService } from './queues/queue-service';
import { registerContentRoutes } from './content/content-routes';
import { createContentEditing } from './content/content-service';
import { createCpniRepository } from './customers/cpni-repository';
import { createCpniService } from './customers/cpni-service';
import { registerCustomerRoutes } from './customers/customer-routes';
import { createCustomerSearchRepository } from './customers/customer-search-repository';
import { createCustomerSearchService } from './customers/customer-search-service';
import { createCustomerService } from './customers/customer-service';
import { createFamilyRepository } from './customers/family-repository';
import { createFamilyService } from './customers/family-service';
import { createCareTransfersRepository } from './customers/care-transfers-repository';
import { createCareTransfersService } from './customers/care-transfers-service';
import { registerCareTransferRoutes } from './customers/care-transfers-routes';
import { createRefundRepository } from './refunds/refund-repository';
import { registerRefundRoutes } from './refunds/refund-routes';
import { registerBillingRoutes } from './billing/billing-routes';
import { createBillingService } from './billing/billing-service';
import { createRefundService } from './refunds/refund-service';
import { registerStaffRoutes } from './staff/staff-routes';
import { createStaffService } from './staff/staff-service';
import { carePrivacy } from './care-privacy';
import { registerCareWalletRoutes } from './wallet/care-wallet-routes';
import { createCareWalletService } from './wallet/care-wallet-service';

export type CareDeps = {
  database: Database;
  audit: CareAudit;
  accounts: CareAccounts;
  payments: CarePayments;
  /** The account PIN's check (decision 042). */
  pins: CareAccountPins;
  lines: CareLines;
  /** Each line's notice texts, shown in its carrier history (decision 106). */
  notices?: CareNotices;
  /** The work queues of the lines, support and the job queue (decision 031). */
  queues: CareQueues;
  /** The chat inbox: an ended staff member's open conversations go back to it (decision 044). */
  inbox: CareInbox;
  mail: MailSender;
  limiter: RateLimiter;
  brandName: string;
  publicUrl: string;
  /** Keys the hash of the customer verification codes (only hashes are stored). */
  codeKey: string;
  /** The shop's plans and promotions, changed by catalogue editors (decision 029). */
  catalogue: CareCatalogue;
  /** The site content, changed by content editors, and the product whose content they edit. */
  content: CareContent;
  contentProduct: string;
  now?: () => Date;
};

export function createCareModule(deps: CareDeps) {
  const now = deps.now ?? (() => new Date());
  const mailContext = { brandName: deps.brandName, publicUrl: deps.publicUrl };
  const staff = createStaffService({ ...deps, mailContext });
  const customerRows = createCustomerSearchRepository(deps.database.db);
  const cpni = createCpniService({
    verifications: createCpniRepository(deps.database.db),
    customers: customerRows,
    codes: createSecretHasher(deps.codeKey),
    mail: deps.mail,
    mailContext,
    limiter: deps.limiter,
    audit: deps.audit,
    pins: deps.pins,
    now,
  });
  const refundRows = createRefundRepository(deps.database.db);
  const customers = createCustomerService({
    ...deps,
    customers: customerRows,
    cpni,
    mailContext,
    refundables: refundRows,
  });
  const search = createCustomerSearchService(customerRows);
  const refunds = createRefundService({
    ...deps,
    refunds: refundRows,
    customers: customerRows,
    cpni,
    mailContext,
  });
  const actions = createCareActionService({
    ...deps,
    actions: createCareActionRepository(deps.database.db),
    customers: customerRows,
    cpni,
    mailContext,
  });
  return {
    name: 'care',
    /**
     * The CPNI gate as other modules see it (the support inbox's customer panel, decision 042):
     * whether this staff member verified the customer, and the audited read of their account.
     */
    customerGate: {
      verifiedUntil: (staff: AuthUser, customerId: string) => cpni.verifiedUntil(staff, customerId),
      recordRead: async (staff: AuthUser, customerId: string, via: string) => {
        await deps.audit.record({ staff, customerId, action: 'customer.read', after: { via } });
      },
    },
    description: 'The care console: staff roles, the audit log, customer care',
    privacy: carePrivacy,
    registerRoutes(router: Router<AuthUser>) {
      registerAuditRoutes(
        router,
        createCareAuditService({ audit: deps.audit, search, pageSize: AUDIT_PAGE_SIZE }),
      );
      registerStaffRoutes(router, staff);
      const family = createFamilyService({ family: createFamilyRepository(deps.database.db), cpni, now });
      registerCustomerRoutes(router, { search, customers, cpni, family });
      // The customer's line transfer offers (decision 089), behind the same CPNI gate.
      const transfers = createCareTransfersRepository(deps.database.db);
      registerCareTransferRoutes(router, createCareTransfersService({ transfers, cpni, now }));
      registerRefundRoutes(router, refunds);
      registerCareWalletRoutes(router, createCareWalletService({ ...deps, customers: customerRows, cpni }));
      registerBillingRoutes(
        router,
        createBillingService({
          customers: customerRows,
          cpni,
          invoices: deps.payments.invoices,
          audit: deps.audit,
        }),
      );
      registerCareActionRoutes(router, actions);
      registerQueueRoutes(router, createQueueService(deps));
      registerCatalogueRoutes(
        router,
        createCatalogueService({ catalogue: deps.catalogue, audit: deps.audit }),
      );
      registerContentRoutes(
        router,
        createContentEditing({ content: deps.content, audit: deps.audit, product: deps.contentProduct }),
      );
    },
  };
}

export type CareModule = ReturnType<typeof createCareModule>;
