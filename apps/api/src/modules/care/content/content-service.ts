/**
 * The content editors' changes (decision 029, Content), each recorded in the staff audit log
 * with the version before and after. The content module saves, publishes and announces.
 */
import type { AuditSnapshot } from '@mvno/contracts/api/care-audit';
import type { FaqInput, FaqVersion } from '@mvno/contracts/api/content-faq';
import type { AuditActor } from '../../platform/platform-module';
import type { CareAudit, CareContent } from '../care-ports';

/** A version as an audit snapshot: the questions and answers as one JSON text. */
function snapshot(version: FaqVersion | null): AuditSnapshot | null {
  if (!version) return null;
  return { versionId: version.id, number: version.number, entries: JSON.stringify(version.entries) };
}

const authorOf = (staff: AuditActor) => ({ id: staff.id, name: `${staff.firstName} ${staff.lastName}` });

export function createContentEditing(deps: { content: CareContent; audit: CareAudit; product: string }) {
  const { faq } = deps.content;
  const { product } = deps;
  const record = (staff: AuditActor, action: string, before: FaqVersion | null, after: FaqVersion | null) =>
    deps.audit.record({ staff, customerId: null, action, before: snapshot(before), after: snapshot(after) });

  return {
    listFaq: () => faq.list(product),
    async saveFaq(staff: AuditActor, input: FaqInput) {
      const saved = await faq.save(product, input, authorOf(staff));
      await record(staff, 'faq.save', null, saved);
      return saved;
    },
    /** Publishing an earlier version is the roll back; the audit names it so. */
    async publishFaq(staff: AuditActor, versionId: string) {
      const { before, after } = await faq.publish(product, versionId, authorOf(staff));
      const rollBack = before !== null && after.number < before.number;
      await record(staff, rollBack ? 'faq.roll-back' : 'faq.publish', before, after);
      return after;
    },
  };
}

export type ContentEditing = ReturnType<typeof createContentEditing>;
