import { useFieldArray } from 'react-hook-form';
import type { FooterVersion } from '@mvno/contracts/api/content-site';
import { Button } from '../../../components/ui/button';
import { FormAlert } from '../../../components/form/form-alert';
import { FormField } from '../../../components/form/form-field';
import { useServerForm } from '../../../lib/forms/use-server-form';
import { ContentVersionsPage, RemoveButton, SaveDraft, type SaveOf } from './content-versions-page';

type Save = SaveOf<'footer'>;

/** Where a refusal's field errors land: each link's and social link's text and address. */
const footerFields = ({ links, socials }: Pick<FooterVersion, 'links' | 'socials'>) => [
  ...links.flatMap((_, i) => [`links.${i}.label` as const, `links.${i}.href` as const]),
  ...socials.flatMap((_, i) => [`socials.${i}.label` as const, `socials.${i}.link` as const]),
];

/** The footer's links (add, change, remove) and its social links (change), saved as a draft. */
function FooterEditor({ base, save }: { base: FooterVersion; save: Save }) {
  const { form, alert, onSubmit } = useServerForm<Pick<FooterVersion, 'links' | 'socials'>>({
    defaultValues: { links: base.links, socials: base.socials },
    fields: footerFields,
    send: (values) => save.mutateAsync(values),
  });
  const links = useFieldArray({ control: form.control, name: 'links' });
  return (
    <form className="care-filters" onSubmit={onSubmit} aria-labelledby="footer-edit-title" noValidate>
      <h3 id="footer-edit-title">Footer (saved as a draft of version {base.number})</h3>
      {links.fields.map((link, index) => (
        <fieldset key={link.id}>
          <legend>Link {index + 1}</legend>
          <FormField
            form={form}
            name={`links.${index}.label`}
            id={`footer-link-${index}-label`}
            label="Text"
          />
          <FormField
            form={form}
            name={`links.${index}.href`}
            id={`footer-link-${index}-href`}
            label="Address"
          />
          <RemoveButton label={`Remove link ${index + 1}`} onRemove={() => links.remove(index)} />
        </fieldset>
      ))}
      <Button variant="secondary" onClick={() => links.append({ label: '', href: '/' })}>
        Add a link
      </Button>
      {base.socials.map((_, index) => (
        <fieldset key={index}>
          <legend>Social link {index + 1}</legend>
          <FormField
            form={form}
            name={`socials.${index}.label`}
            id={`footer-social-${index}-label`}
            label="Name"
          />
          <FormField
            form={form}
            name={`socials.${index}.link`}
            id={`footer-social-${index}-link`}
            label="Address (https://…)"
          />
        </fieldset>
      ))}
      <SaveDraft save={save} />
      {save.error && <FormAlert message={alert ?? save.error.message} />}
    </form>
  );
}

/** Footer links and social links (decision 033). */
export function ContentFooter() {
  return (
    <ContentVersionsPage
      kind="footer"
      loadingLabel="Loading the footer"
      errorText="The footer could not be loaded."
      editor={(base, save) => <FooterEditor base={base} save={save} />}
    />
  );
}
