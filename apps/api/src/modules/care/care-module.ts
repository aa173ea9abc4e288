/**
 * The care console's API (docs/decisions/028-care-console.md): the staff audit log today; staff
 * invitations, customer search behind the CPNI gate, care actions and work queues join it as
 * slices. Every endpoint is a staff endpoint naming its permission (staff-roles.ts).
 */
import type { Router } from '../../http/router';
import type { AuthUser } from '../accounts/accounts-types';
import { registerAuditRoutes } from './audit/audit-routes';
import { registerCatalogueRoutes } from './catalogue/catalogue-routes';
import { createCatalogueService } from './catalogue/catalogue-service';
import type { CareAudit, CareCatalogue, CareContent } from './care-ports';
import { registerContentRoutes } from './content/content-routes';
import { createContentEditing } from './content/content-service';

export type CareDeps = {
  audit: CareAudit;
  /** The shop's plans and promotions, changed by catalogue editors (decision 029). */
  catalogue: CareCatalogue;
  /** The site content, changed by content editors, and the product whose content they edit. */
  content: CareContent;
  contentProduct: string;
};

export function createCareModule(deps: CareDeps) {
  return {
    name: 'care',
    description: 'The care console: staff roles, the audit log, customer care',
    registerRoutes(router: Router<AuthUser>) {
      registerAuditRoutes(router, deps.audit);
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
