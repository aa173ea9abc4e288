/**
 * What the care console needs from other modules, as it sees them; app.ts passes their faces in.
 */
import type { StaffAuditService } from '../platform/platform-module';

/** The staff audit log (the platform's): append an entry, read a page. */
export type CareAudit = Pick<StaffAuditService, 'record' | 'list'>;
