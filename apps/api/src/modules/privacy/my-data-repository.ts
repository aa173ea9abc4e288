/**
 * Everything stored about one customer, for the export (decision 027): each module gives the
 * sections of its own tables through its privacy hook (decision 051); this puts them together in
 * the document's order and makes sure every section is given, once.
 */
import { zMyData } from '@mvno/contracts/api/my-data';
import type { Db } from '../../db/client';
import type { MyDataParts, PrivacyHook, PrivacySubject } from './privacy-types';

type Section = keyof MyDataParts;

/** The export's sections in the order of the document (its date comes first, from the service). */
const SECTIONS = Object.keys(zMyData.shape).filter((key): key is Section => key !== 'exportedAt');

/** The one hook that says who the customer is (the accounts module's). */
function subjectOf(hooks: PrivacyHook[]): NonNullable<PrivacyHook['subject']> {
  const found = hooks.flatMap((hook) => (hook.subject ? [hook.subject] : []));
  if (found.length !== 1)
    throw new Error(`one privacy hook must say who the customer is, not ${found.length}`);
  return found[0]!;
}

export type MyDataRepository = ReturnType<typeof createMyDataRepository>;

export function createMyDataRepository(db: Db, hooks: PrivacyHook[]) {
  const subject = subjectOf(hooks);
  return {
    async collect(userId: string): Promise<Record<Section, unknown> | undefined> {
      const customer: PrivacySubject | undefined = await subject(db, userId);
      if (!customer) return undefined;
      const given = new Map<Section, unknown>();
      for (const hook of hooks) {
        for (const [section, value] of Object.entries((await hook.export?.(db, customer)) ?? {})) {
          if (given.has(section as Section)) throw new Error(`two modules export the section ${section}`);
          given.set(section as Section, value);
        }
      }
      if (given.get('profile') === undefined) return undefined;
      const missing = SECTIONS.filter((section) => !given.has(section));
      if (missing.length) throw new Error(`no module exports the section(s) ${missing.join(', ')}`);
      return Object.fromEntries(SECTIONS.map((section) => [section, given.get(section)])) as Record<
        Section,
        unknown
      >;
    },
  };
}
