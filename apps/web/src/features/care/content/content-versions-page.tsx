import { Fragment, type ReactNode } from 'react';
import type { ContentKind } from '@mvno/contracts/api/content-versions';
import { STAFF_MESSAGES } from '@mvno/contracts/staff-messages';
import { Button } from '../../../components/ui/button';
import { QueryState } from '../../../components/ui/query-state';
import { useContentVersions, useSaveContent, type ContentVersions } from './api/content-versions';
import { useContentLanguage } from './content-language';
import { ContentVersionsTable } from './content-versions-table';

export type SaveOf<K extends ContentKind> = ReturnType<typeof useSaveContent<K>>;

/** A kind's editor over its newest version, above the table of its versions. */
export function ContentVersionsPage<K extends ContentKind>({
  kind,
  loadingLabel,
  errorText,
  publishedText,
  editor,
}: {
  kind: K;
  loadingLabel: string;
  errorText: string;
  publishedText?: string;
  editor: (base: ContentVersions[K]['version'], save: SaveOf<K>) => ReactNode;
}) {
  const versions = useContentVersions(kind);
  const language = useContentLanguage();
  // A language with no version yet starts from the newest English one, to translate (decision 066).
  const untranslated = versions.data?.versions.length === 0 && language !== 'en-US';
  const english = useContentVersions(kind, { language: 'en-US', enabled: untranslated });
  // Held here: the editor starts again from each newly saved version, the outcome stays shown.
  const save = useSaveContent(kind);
  return (
    <QueryState query={versions} loadingLabel={loadingLabel} errorText={errorText}>
      {(data) => {
        const base = data.versions[0] ?? (untranslated ? english.data?.versions[0] : undefined);
        return (
          <>
            {base && <Fragment key={base.id}>{editor(base, save)}</Fragment>}
            <ContentVersionsTable kind={kind} versions={data.versions} publishedText={publishedText} />
          </>
        );
      }}
    </QueryState>
  );
}

/** An editor's submit button and, once saved, what the save says. */
export function SaveDraft({
  save,
  savedText = STAFF_MESSAGES.content.draftSaved,
}: {
  save: { isPending: boolean; isSuccess: boolean };
  savedText?: string;
}) {
  return (
    <>
      <Button type="submit" loading={save.isPending}>
        Save draft
      </Button>
      {save.isSuccess && <p role="status">{savedText}</p>}
    </>
  );
}

/** Removes one of an editor's repeated groups (a link, a section). */
export function RemoveButton({ label, onRemove }: { label: string; onRemove: () => void }) {
  return (
    <Button variant="secondary" aria-label={label} onClick={onRemove}>
      Remove
    </Button>
  );
}
