import { useFieldArray } from 'react-hook-form';
import type { LegalVersion } from '@mvno/contracts/api/content-site';
import { STAFF_MESSAGES } from '@mvno/contracts/staff-messages';
import { Button } from '../../../components/ui/button';
import { QueryState } from '../../../components/ui/query-state';
import { FormAlert } from '../../../components/form/form-alert';
import { FormField } from '../../../components/form/form-field';
import { useServerForm } from '../../../lib/forms/use-server-form';
import { useContentVersions, useSaveContent } from './api/content-versions';
import { ContentVersionsTable } from './content-versions-table';

const M = STAFF_MESSAGES.content;

type Save = ReturnType<typeof useSaveContent<'terms' | 'privacy'>>;

type LegalValues = Pick<LegalVersion, 'title' | 'lead' | 'sections'>;

/** Where a refusal's field errors land: the title, the introduction, each section's heading and text. */
const legalFields = ({ sections }: LegalValues) => [
  'title' as const,
  'lead' as const,
  ...sections.flatMap((_, i) => [`sections.${i}.heading` as const, `sections.${i}.body` as const]),
];

function LegalEditor({ kind, base, save }: { kind: 'terms' | 'privacy'; base: LegalVersion; save: Save }) {
  const { form, alert, onSubmit } = useServerForm<LegalValues>({
    defaultValues: { title: base.title, lead: base.lead, sections: base.sections },
    fields: legalFields,
    send: (values) => save.mutateAsync(values),
  });
  const sections = useFieldArray({ control: form.control, name: 'sections' });
  return (
    <form className="care-filters" onSubmit={onSubmit} aria-labelledby={`${kind}-edit-title`} noValidate>
      <h3 id={`${kind}-edit-title`}>Edit the page (saved as a draft of version {base.number})</h3>
      <FormField form={form} name="title" id={`${kind}-title`} label="Title" />
      <FormField form={form} name="lead" id={`${kind}-lead`} label="Introduction" multiline rows={2} />
      {sections.fields.map((section, index) => (
        <fieldset key={section.id}>
          <legend>Section {index + 1}</legend>
          <FormField
            form={form}
            name={`sections.${index}.heading`}
            id={`${kind}-section-${index}-heading`}
            label="Heading"
          />
          <FormField
            form={form}
            name={`sections.${index}.body`}
            id={`${kind}-section-${index}-body`}
            label="Text (a blank line starts a paragraph; lines starting “- ” make a list)"
            multiline
            rows={5}
          />
          <Button
            variant="secondary"
            aria-label={`Remove section ${index + 1}`}
            onClick={() => sections.remove(index)}
          >
            Remove
          </Button>
        </fieldset>
      ))}
      <Button variant="secondary" onClick={() => sections.append({ heading: '', body: '' })}>
        Add a section
      </Button>
      <Button type="submit" loading={save.isPending}>
        Save draft
      </Button>
      {save.isSuccess && <p role="status">{M.draftSaved}</p>}
      {save.error && <FormAlert message={alert ?? save.error.message} />}
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
