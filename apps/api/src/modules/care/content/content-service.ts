/**
 * The content editors' changes (decisions 029 and 033), each recorded in the staff audit log with
 * the version before and after. The content module saves, publishes and announces.
 */
import type { AuditSnapshot } from '@mvno/contracts/api/care-audit';
import {
  CONTENT_LANGUAGES,
  type ContentKind,
  type ContentLanguage,
} from '@mvno/contracts/api/content-versions';
import { STAFF_MESSAGES } from '@mvno/contracts/staff-messages';
import type { AuditActor } from '../../platform/platform-module';
import type { CareAudit, CareContent } from '../care-ports';

type Version = { id: string; number: number } & Record<string, unknown>;
type Versions = CareContent['versions'];

/** A version as an audit snapshot: its number, and its content as one JSON text per field. */
function snapshot(version: Version | null): AuditSnapshot | null {
  if (!version) return null;
  const { id, number, createdBy: _by, createdAt: _at, published: _published, ...body } = version;
  return {
    versionId: id,
    number,
    ...Object.fromEntries(
      Object.entries(body).map(([key, value]) => [
        key,
        typeof value === 'string' ? value : JSON.stringify(value),
      ]),
    ),
  };
}

const authorOf = (staff: AuditActor) => ({ id: staff.id, name: `${staff.firstName} ${staff.lastName}` });

export function createContentEditing(deps: { content: CareContent; audit: CareAudit; product: string }) {
  const { versions } = deps.content;
  const { product } = deps;
  const record = (staff: AuditActor, action: string, before: Version | null, after: Version | null) =>
    deps.audit.record({ staff, customerId: null, action, before: snapshot(before), after: snapshot(after) });

  return {
    list: <K extends ContentKind>(kind: K, language: ContentLanguage) =>
      versions.list(kind, product, language),
    /** Saves a draft in `language` (decision 066); the audit's snapshot names the language. */
    async save<K extends ContentKind>(
      kind: K,
      staff: AuditActor,
      language: ContentLanguage,
      input: Parameters<Versions['save']>[3],
    ) {
      const saved = await versions.save(kind, product, language, input as never, authorOf(staff));
      await record(staff, `${kind}.save`, null, saved);
      return saved;
    },
    /**
     * Takes the banner down at once in every language it shows in (decision 075), each audited as
     * `banner.take-down` with the version before and the one ending now.
     */
    async takeDownBanner(staff: AuditActor): Promise<{ message: string; languages: ContentLanguage[] }> {
      const languages: ContentLanguage[] = [];
      for (const language of CONTENT_LANGUAGES) {
        const ended = await versions.endBannerNow(product, language, authorOf(staff));
        if (!ended) continue;
        await record(staff, 'banner.take-down', ended.before, ended.after);
        languages.push(language);
      }
      const M = STAFF_MESSAGES.content;
      return { message: languages.length > 0 ? M.bannerTakenDown : M.bannerNotShowing, languages };
    },
    /** Publishing an earlier version is the roll back; the audit names it so. */
    async publish<K extends ContentKind>(kind: K, staff: AuditActor, versionId: string) {
      const { before, after } = await versions.publish(kind, product, versionId, authorOf(staff));
      const rollBack = before !== null && after.number < before.number;
      await record(staff, `${kind}.${rollBack ? 'roll-back' : 'publish'}`, before, after);
      return after;
    },
  };
}

export type ContentEditing = ReturnType<typeof createContentEditing>;
