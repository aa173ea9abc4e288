/**
 * What the care console needs from other modules, as it sees them; app.ts passes their faces in.
 */
import type { ContentModule } from '../content/content-module';
import type { StaffAuditService } from '../platform/platform-module';
import type { ShopModule } from '../shop/shop-module';

/** The staff audit log (the platform's): append an entry, read a page. */
export type CareAudit = Pick<StaffAuditService, 'record' | 'list'>;

/** The shop's catalogue as its editors change it (decision 029). */
export type CareCatalogue = {
  plans: ShopModule['cataloguePlans'];
  promotions: ShopModule['promotions'];
};

/** The site content as its editors change it (decision 029, Content). */
export type CareContent = Pick<ContentModule, 'faq'>;
