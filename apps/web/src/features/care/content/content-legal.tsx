import { useState, type FormEvent } from 'react';
import type { LegalVersion } from '@mvno/contracts/api/content-site';
import { STAFF_MESSAGES } from '@mvno/contracts/staff-messages';
import { Button } from '../../../components/ui/button';
import { QueryState } from '../../../components/ui/query-state';
import { FormAlert } from '../../../components/form/form-alert';
import { useContentVersions, useSaveContent } from './api/content-versions';
import { ContentField, errorAt } from './content-field';
import { ContentVersionsTable } from './content-versions-table';

const M = STAFF_MESSAGES.content;

type Save = ReturnType<typeof useSaveContent<'terms' | 'privacy'>>;

function LegalEditor({ kind, base, save }: { kind: 'terms' | 'privacy'; base: LegalVersion; save: Save }) {
  const [title, setTitle] = useState(base.title);
  const [lead, setLead] = useState(base.lead);
  const [sections, setSections] = useState(base.sections);
  const at = (field: string) => errorAt(save.error, field);
  const setSection = (index: number, key: 'heading' | 'body') => (value: string) =>
    setSections(sections.map((s, i) => (i === index ? { ...s, [key]: value } : s)));
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    save.mutate({ title, lead, sections });
  };
  return (
    <form className="care-filters" onSubmit={onSubmit} aria-labelledby={`${kind}-edit-title`} noValidate>
      <h3 id={`${kind}-edit-title`}>Edit the page (saved as a draft of version {base.number})</h3>
      <ContentField
        id={`${kind}-title`}
        label="Title"
        value={title}
        onChange={setTitle}
        error={at('title')}
      />
      <ContentField
        id={`${kind}-lead`}
        label="Introduction"
        rows={2}
        value={lead}
        onChange={setLead}
        error={at('lead')}
      />
      {sections.map((section, index) => (
        <fieldset key={index}>
          <legend>Section {index + 1}</legend>
          <ContentField
            id={`${kind}-section-${index}-heading`}
            label="Heading"
            value={section.heading}
            onChange={setSection(index, 'heading')}
            error={at(`sections.${index}.heading`)}
          />
          <ContentField
            id={`${kind}-section-${index}-body`}
            label="Text (a blank line starts a paragraph; lines starting “- ” make a list)"
            rows={5}
            value={section.body}
            onChange={setSection(index, 'body')}
            error={at(`sections.${index}.body`)}
          />
          <Button
            variant="secondary"
            aria-label={`Remove section ${index + 1}`}
            onClick={() => setSections(sections.filter((_, i) => i !== index))}
          >
            Remove
          </Button>
        </fieldset>
      ))}
      <Button variant="secondary" onClick={() => setSections([...sections, { heading: '', body: '' }])}>
        Add a section
      </Button>
      <Button type="submit" loading={save.isPending}>
        Save draft
      </Button>
      {save.isSuccess && <p role="status">{M.draftSaved}</p>}
      {save.error && <FormAlert message={at('sections') ?? save.error.message} />}
    </form>
  );
}

/** The terms or the privacy policy (decision 033), each page's versions apart. */
export function ContentLegal({ kind }: { kind: 'terms' | 'privacy' }) {
  const legal = useContentVersions(kind);
  // Held here: the editor starts again from each newly saved version, the outcome stays shown.
  const save = useSaveContent(kind);
  return (
    <QueryState query={legal} loadingLabel="Loading the page" errorText="The page could not be loaded.">
      {(data) => (
        <>
          {data.versions[0] && (
            <LegalEditor key={data.versions[0].id} kind={kind} base={data.versions[0]} save={save} />
          )}
          <ContentVersionsTable kind={kind} versions={data.versions} />
        </>
      )}
    </QueryState>
  );
}
