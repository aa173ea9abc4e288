import type { Db } from '../../../db/client';
import { supportAudit } from '../../../db/schema';

export type SupportAction = 'support_link_created' | 'assisted_sign_in';
export type SupportAuditRepository = ReturnType<typeof createSupportAuditRepository>;

export function createSupportAuditRepository(db: Db) {
  return {
    async record(entry: { userId: string; action: SupportAction; ip: string | null }): Promise<void> {
      await db.insert(supportAudit).values(entry);
    },
  };
}
