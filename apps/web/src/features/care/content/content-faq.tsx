import { useFieldArray } from 'react-hook-form';
import type { FaqEntry, FaqVersion } from '@mvno/contracts/api/content-faq';
import { FAQ_ENTRIES_MAX } from '@mvno/contracts/product-constants/content';
import { STAFF_MESSAGES } from '@mvno/contracts/staff-messages';
import { Button } from '../../../components/ui/button';
import { FormAlert } from '../../../components/form/form-alert';
import { FormField } from '../../../components/form/form-field';
import { useServerForm } from '../../../lib/forms/use-server-form';
import { ContentVersionsPage, RemoveButton, SaveDraft, type SaveOf } from './content-versions-page';
import './content-faq.css';

const M = STAFF_MESSAGES.content;

type FaqForm = { entries: FaqEntry[] };

/**
 * The questions and answers of the newest version (decision 075): reworded, added, removed and
 * moved up or down, then saved as a new draft. Each answer's label names its question as it reads now.
 */
function FaqEditor({ base, save }: { base: FaqVersion; save: SaveOf<'faq'> }) {
  const { form, alert, onSubmit } = useServerForm<FaqForm>({
    defaultValues: { entries: base.entries },
    fields: ({ entries }) =>
      entries.flatMap((_, index) => [
        `entries.${index}.question` as const,
        `entries.${index}.answer` as const,
      ]),
    send: (values) => save.mutateAsync(values),
  });
  const entries = useFieldArray({ control: form.control, name: 'entries' });
  const questions = form.watch('entries');
  return (
    <form className="care-filters faq-editor" onSubmit={onSubmit} aria-labelledby="faq-edit-title" noValidate>
      <h3 id="faq-edit-title">Edit the questions and answers (saved as a draft of version {base.number})</h3>
      <ol className="faq-editor__list">
        {entries.fields.map((entry, index) => {
          const n = index + 1;
          const question = questions[index]?.question.trim();
          return (
            <li key={entry.id}>
              <fieldset>
                <legend>Question {n}</legend>
                <FormField
                  form={form}
                  name={`entries.${index}.question`}
                  id={`faq-question-${index}`}
                  label={`Question ${n}`}
                />
                <FormField
                  form={form}
                  name={`entries.${index}.answer`}
                  id={`faq-answer-${index}`}
                  label={question ? `Answer: ${question}` : `Answer ${n}`}
                  multiline
                  rows={3}
                />
                <div className="faq-editor__moves">
                  <Button
                    variant="secondary"
                    aria-label={`Move up question ${n}`}
                    disabled={index === 0}
                    onClick={() => entries.move(index, index - 1)}
                  >
                    Move up
                  </Button>
                  <Button
                    variant="secondary"
                    aria-label={`Move down question ${n}`}
                    disabled={index === entries.fields.length - 1}
                    onClick={() => entries.move(index, index + 1)}
                  >
                    Move down
                  </Button>
                  {entries.fields.length > 1 && (
                    <RemoveButton label={`Remove question ${n}`} onRemove={() => entries.remove(index)} />
                  )}
                </div>
              </fieldset>
            </li>
          );
        })}
      </ol>
      {entries.fields.length < FAQ_ENTRIES_MAX && (
        <Button variant="secondary" onClick={() => entries.append({ question: '', answer: '' })}>
          Add a question
        </Button>
      )}
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
