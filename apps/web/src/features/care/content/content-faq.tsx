import type { FaqEntry, FaqVersion } from '@mvno/contracts/api/content-faq';
import { STAFF_MESSAGES } from '@mvno/contracts/staff-messages';
import { FormAlert } from '../../../components/form/form-alert';
import { FormField } from '../../../components/form/form-field';
import { useServerForm } from '../../../lib/forms/use-server-form';
import { ContentVersionsPage, SaveDraft, type SaveOf } from './content-versions-page';

const M = STAFF_MESSAGES.content;

/** The answers of the newest version, edited in place and saved as a new draft. */
function FaqEditor({ base, save }: { base: FaqVersion; save: SaveOf<'faq'> }) {
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
      <SaveDraft save={save} savedText={M.faqSaved} />
      <FormAlert message={alert} />
    </form>
  );
}

/** The content editor's FAQ (decision 029, Content): edit, publish, roll back. */
export function ContentFaq() {
  return (
    <ContentVersionsPage
      kind="faq"
      loadingLabel="Loading the FAQ"
      errorText="The FAQ could not be loaded."
      publishedText={M.faqPublished}
      editor={(base, save) => <FaqEditor base={base} save={save} />}
    />
  );
}
