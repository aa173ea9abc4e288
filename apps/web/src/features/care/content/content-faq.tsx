import { useState, type FormEvent } from 'react';
import type { FaqEntry, FaqVersion } from '@mvno/contracts/api/content-faq';
import { STAFF_MESSAGES } from '@mvno/contracts/staff-messages';
import { Button } from '../../../components/ui/button';
import { QueryState } from '../../../components/ui/query-state';
import { FormAlert } from '../../../components/form/form-alert';
import { useContentVersions, useSaveContent } from './api/content-versions';
import { ContentField, errorAt, hasFieldErrors } from './content-field';
import { ContentVersionsTable } from './content-versions-table';

const M = STAFF_MESSAGES.content;

/** The answers of the newest version, edited in place and saved as a new draft. */
function FaqEditor({ base, save }: { base: FaqVersion; save: ReturnType<typeof useSaveContent<'faq'>> }) {
  const [entries, setEntries] = useState<FaqEntry[]>(base.entries);
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    save.mutate({ entries });
  };
  return (
    <form className="care-filters" onSubmit={onSubmit} aria-labelledby="faq-edit-title" noValidate>
      <h3 id="faq-edit-title">Edit the answers (saved as a draft of version {base.number})</h3>
      {entries.map((entry, index) => (
        <ContentField
          key={entry.question}
          id={`faq-answer-${index}`}
          label={entry.question}
          rows={3}
          value={entry.answer}
          error={errorAt(save.error, `entries.${index}.answer`)}
          onChange={(answer) => setEntries(entries.map((it, i) => (i === index ? { ...it, answer } : it)))}
        />
      ))}
      <Button type="submit" loading={save.isPending}>
        Save draft
      </Button>
      {save.isSuccess && <p role="status">{M.faqSaved}</p>}
      {save.error && !hasFieldErrors(save.error) && <FormAlert message={save.error.message} />}
    </form>
  );
}

/** The content editor's FAQ (decision 029, Content): edit, publish, roll back. */
export function ContentFaq() {
  const faq = useContentVersions('faq');
  // Held here: the editor starts again from each newly saved version, the outcome stays shown.
  const save = useSaveContent('faq');
  return (
    <QueryState query={faq} loadingLabel="Loading the FAQ" errorText="The FAQ could not be loaded.">
      {(data) => (
        <>
          {data.versions[0] && <FaqEditor key={data.versions[0].id} base={data.versions[0]} save={save} />}
          <ContentVersionsTable kind="faq" versions={data.versions} publishedText={M.faqPublished} />
        </>
      )}
    </QueryState>
  );
}
