import type { FaqEntry, FaqVersion } from '@mvno/contracts/api/content-faq';
import { STAFF_MESSAGES } from '@mvno/contracts/staff-messages';
import { Button } from '../../../components/ui/button';
import { QueryState } from '../../../components/ui/query-state';
import { FormAlert } from '../../../components/form/form-alert';
import { FormField } from '../../../components/form/form-field';
import { useServerForm } from '../../../lib/forms/use-server-form';
import { useContentVersions, useSaveContent } from './api/content-versions';
import { ContentVersionsTable } from './content-versions-table';

const M = STAFF_MESSAGES.content;

/** The answers of the newest version, edited in place and saved as a new draft. */
function FaqEditor({ base, save }: { base: FaqVersion; save: ReturnType<typeof useSaveContent<'faq'>> }) {
  const { form, alert, onSubmit } = useServerForm<{ entries: FaqEntry[] }>({
    defaultValues: { entries: base.entries },
    fields: ({ entries }) => entries.map((_, index) => `entries.${index}.answer` as const),
    send: (values) => save.mutateAsync(values),
  });
  return (
    <form className="care-filters" onSubmit={onSubmit} aria-labelledby="faq-edit-title" noValidate>
      <h3 id="faq-edit-title">Edit the answers (saved as a draft of version {base.number})</h3>
      {base.entries.map((entry, index) => (
        <FormField
          key={entry.question}
          form={form}
          name={`entries.${index}.answer`}
          id={`faq-answer-${index}`}
          label={entry.question}
          multiline
          rows={3}
        />
      ))}
      <Button type="submit" loading={save.isPending}>
        Save draft
      </Button>
      {save.isSuccess && <p role="status">{M.faqSaved}</p>}
      <FormAlert message={alert} />
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
