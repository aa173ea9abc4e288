import { useFieldArray } from 'react-hook-form';
import type { LegalVersion } from '@mvno/contracts/api/content-site';
import { Button } from '../../../components/ui/button';
import { FormAlert } from '../../../components/form/form-alert';
import { FormField } from '../../../components/form/form-field';
import { useServerForm } from '../../../lib/forms/use-server-form';
import { ContentVersionsPage, RemoveButton, SaveDraft, type SaveOf } from './content-versions-page';

type Save = SaveOf<'terms' | 'privacy'>;

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
          <RemoveButton label={`Remove section ${index + 1}`} onRemove={() => sections.remove(index)} />
        </fieldset>
      ))}
      <Button variant="secondary" onClick={() => sections.append({ heading: '', body: '' })}>
        Add a section
      </Button>
      <SaveDraft save={save} />
      {save.error && <FormAlert message={alert ?? save.error.message} />}
    </form>
  );
}

/** The terms or the privacy policy (decision 033), each page's versions apart. */
export function ContentLegal({ kind }: { kind: 'terms' | 'privacy' }) {
  return (
    <ContentVersionsPage
      kind={kind}
      loadingLabel="Loading the page"
      errorText="The page could not be loaded."
      editor={(base, save) => <LegalEditor kind={kind} base={base} save={save} />}
    />
  );
}
