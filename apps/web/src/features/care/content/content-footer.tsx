import { useState, type FormEvent } from 'react';
import type { FooterVersion } from '@mvno/contracts/api/content-site';
import { STAFF_MESSAGES } from '@mvno/contracts/staff-messages';
import { Button } from '../../../components/ui/button';
import { QueryState } from '../../../components/ui/query-state';
import { FormAlert } from '../../../components/form/form-alert';
import { useContentVersions, useSaveContent } from './api/content-versions';
import { ContentField, errorAt } from './content-field';
import { ContentVersionsTable } from './content-versions-table';

const M = STAFF_MESSAGES.content;

type Save = ReturnType<typeof useSaveContent<'footer'>>;

/** The footer's links (add, change, remove) and its social links (change), saved as a draft. */
function FooterEditor({ base, save }: { base: FooterVersion; save: Save }) {
  const [links, setLinks] = useState(base.links);
  const [socials, setSocials] = useState(base.socials);
  const at = (field: string) => errorAt(save.error, field);
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    save.mutate({ links, socials });
  };
  return (
    <form className="care-filters" onSubmit={onSubmit} aria-labelledby="footer-edit-title" noValidate>
      <h3 id="footer-edit-title">Footer (saved as a draft of version {base.number})</h3>
      {links.map((link, index) => (
        <fieldset key={index}>
          <legend>Link {index + 1}</legend>
          <ContentField
            id={`footer-link-${index}-label`}
            label="Text"
            value={link.label}
            error={at(`links.${index}.label`)}
            onChange={(label) => setLinks(links.map((l, i) => (i === index ? { ...l, label } : l)))}
          />
          <ContentField
            id={`footer-link-${index}-href`}
            label="Address"
            value={link.href}
            error={at(`links.${index}.href`)}
            onChange={(href) => setLinks(links.map((l, i) => (i === index ? { ...l, href } : l)))}
          />
          <Button
            variant="secondary"
            aria-label={`Remove link ${index + 1}`}
            onClick={() => setLinks(links.filter((_, i) => i !== index))}
          >
            Remove
          </Button>
        </fieldset>
      ))}
      <Button variant="secondary" onClick={() => setLinks([...links, { label: '', href: '/' }])}>
        Add a link
      </Button>
      {socials.map((social, index) => (
        <fieldset key={index}>
          <legend>Social link {index + 1}</legend>
          <ContentField
            id={`footer-social-${index}-label`}
            label="Name"
            value={social.label}
            error={at(`socials.${index}.label`)}
            onChange={(label) => setSocials(socials.map((s, i) => (i === index ? { ...s, label } : s)))}
          />
          <ContentField
            id={`footer-social-${index}-link`}
            label="Address (https://…)"
            value={social.link}
            error={at(`socials.${index}.link`)}
            onChange={(link) => setSocials(socials.map((s, i) => (i === index ? { ...s, link } : s)))}
          />
        </fieldset>
      ))}
      <Button type="submit" loading={save.isPending}>
        Save draft
      </Button>
      {save.isSuccess && <p role="status">{M.draftSaved}</p>}
      {save.error && <FormAlert message={at('links') ?? save.error.message} />}
    </form>
  );
}

/** Footer links and social links (decision 033). */
export function ContentFooter() {
  const footer = useContentVersions('footer');
  // Held here: the editor starts again from each newly saved version, the outcome stays shown.
  const save = useSaveContent('footer');
  return (
    <QueryState query={footer} loadingLabel="Loading the footer" errorText="The footer could not be loaded.">
      {(data) => (
        <>
          {data.versions[0] && <FooterEditor key={data.versions[0].id} base={data.versions[0]} save={save} />}
          <ContentVersionsTable kind="footer" versions={data.versions} />
        </>
      )}
    </QueryState>
  );
}
