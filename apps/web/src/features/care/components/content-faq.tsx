import { useState, type FormEvent } from 'react';
import type { FaqEntry, FaqVersion } from '@mvno/contracts/api/content-faq';
import { STAFF_MESSAGES } from '@mvno/contracts/staff-messages';
import { Button } from '../../../components/ui/button';
import { FieldError } from '../../../components/ui/field-error';
import { QueryState } from '../../../components/ui/query-state';
import { FormAlert } from '../../../components/form/form-alert';
import { ApiError } from '../../../lib/api-client';
import { useFaqVersions, usePublishFaq, useSaveFaq } from '../api/content-faq';

const M = STAFF_MESSAGES.content;
const when = (iso: string) => new Date(iso).toLocaleString('en-US');

/** The answers of the newest version, edited in place and saved as a new draft. */
function FaqEditor({ base, save }: { base: FaqVersion; save: ReturnType<typeof useSaveFaq> }) {
  const [entries, setEntries] = useState<FaqEntry[]>(base.entries);
  const errors = save.error instanceof ApiError ? save.error.errors : [];
  const errorOf = (field: string) => errors.find((error) => error.field === field)?.message;
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    save.mutate({ entries });
  };
  return (
    <form className="care-filters" onSubmit={onSubmit} aria-labelledby="faq-edit-title" noValidate>
      <h3 id="faq-edit-title">Edit the answers (saved as a draft of version {base.number})</h3>
      {entries.map((entry, index) => {
        const field = `entries.${index}.answer`;
        const id = `faq-answer-${index}`;
        return (
          <label key={entry.question} htmlFor={id}>
            {entry.question}
            <textarea
              id={id}
              rows={3}
              value={entry.answer}
              aria-invalid={errorOf(field) ? true : undefined}
              aria-describedby={errorOf(field) ? `${id}-error` : undefined}
              onChange={(e) =>
                setEntries(entries.map((it, i) => (i === index ? { ...it, answer: e.target.value } : it)))
              }
            />
            <FieldError id={`${id}-error`} error={errorOf(field)} />
          </label>
        );
      })}
      <Button type="submit" loading={save.isPending}>
        Save draft
      </Button>
      {save.isSuccess && <p role="status">{M.faqSaved}</p>}
      {save.error && !errors.length && <FormAlert message={save.error.message} />}
    </form>
  );
}

function Versions({ versions }: { versions: FaqVersion[] }) {
  const publish = usePublishFaq();
  const live = versions.find((v) => v.published);
  const busy = (id: string) => publish.isPending && publish.variables === id;
  return (
    <div className="care-table-wrap">
      <table className="care-table">
        <caption>Versions, newest first</caption>
        <thead>
          <tr>
            <th scope="col">Version</th>
            <th scope="col">Saved by</th>
            <th scope="col">Saved</th>
            <th scope="col">Status</th>
            <th scope="col">Action</th>
          </tr>
        </thead>
        <tbody>
          {versions.map((version) => (
            <tr key={version.id}>
              <td>{version.number}</td>
              <td>{version.createdBy}</td>
              <td>{when(version.createdAt)}</td>
              <td>{version.published ? 'Published' : 'Not published'}</td>
              <td>
                {!version.published && (
                  <Button
                    variant={live && version.number < live.number ? 'secondary' : 'primary'}
                    loading={busy(version.id)}
                    disabled={publish.isPending}
                    aria-label={
                      live && version.number < live.number
                        ? `Roll back to version ${version.number}`
                        : `Publish version ${version.number}`
                    }
                    onClick={() => publish.mutate(version.id)}
                  >
                    {live && version.number < live.number ? 'Roll back' : 'Publish'}
                  </Button>
                )}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
      {publish.isSuccess && <p role="status">{M.faqPublished}</p>}
      {publish.error && <FormAlert message={publish.error.message} />}
    </div>
  );
}

/** /care/content: the content editor's FAQ (decision 029, Content): edit, publish, roll back. */
export function ContentFaq() {
  const faq = useFaqVersions();
  // Held here: the editor starts again from each newly saved version, the outcome stays shown.
  const save = useSaveFaq();
  return (
    <section aria-labelledby="content-title" className="care-section">
      <h2 id="content-title">FAQ</h2>
      <QueryState query={faq} loadingLabel="Loading the FAQ" errorText="The FAQ could not be loaded.">
        {(data) => (
          <>
            {data.versions[0] && <FaqEditor key={data.versions[0].id} base={data.versions[0]} save={save} />}
            <Versions versions={data.versions} />
          </>
        )}
      </QueryState>
    </section>
  );
}

export default ContentFaq;
