import { useState, type FormEvent } from 'react';
import type { BannerVersion } from '@mvno/contracts/api/content-site';
import { STAFF_MESSAGES } from '@mvno/contracts/staff-messages';
import { Button } from '../../../components/ui/button';
import { QueryState } from '../../../components/ui/query-state';
import { FormAlert } from '../../../components/form/form-alert';
import { useContentVersions, useSaveContent } from './api/content-versions';
import { ContentField, errorAt, hasFieldErrors } from './content-field';
import { ContentVersionsTable } from './content-versions-table';

const M = STAFF_MESSAGES.content;

type Save = ReturnType<typeof useSaveContent<'banner'>>;

/** An ISO moment as a datetime-local value in this browser's time zone, and back. */
const toLocal = (iso: string) => {
  const date = new Date(iso);
  return new Date(date.getTime() - date.getTimezoneOffset() * 60_000).toISOString().slice(0, 19);
};
const fromLocal = (local: string) => (local ? new Date(local).toISOString() : '');

function BannerEditor({ base, save }: { base: BannerVersion | undefined; save: Save }) {
  const [form, setForm] = useState({
    message: base?.message ?? '',
    linkLabel: base?.linkLabel ?? '',
    linkHref: base?.linkHref ?? '',
    endsAt: base ? toLocal(base.endsAt) : '',
  });
  const set = (name: keyof typeof form) => (value: string) => setForm({ ...form, [name]: value });
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    save.mutate({ ...form, endsAt: fromLocal(form.endsAt) });
  };
  const field = (name: keyof typeof form, label: string, type?: 'datetime-local') => (
    <ContentField
      id={`banner-${name}`}
      label={label}
      type={type}
      value={form[name]}
      onChange={set(name)}
      error={errorAt(save.error, name)}
    />
  );
  return (
    <form className="care-filters" onSubmit={onSubmit} aria-labelledby="banner-edit-title" noValidate>
      <h3 id="banner-edit-title">Banner (saved as a draft)</h3>
      {field('message', 'Message')}
      {field('linkLabel', 'Link text (optional)')}
      {field('linkHref', 'Link address (optional: a path such as /shop, or https://…)')}
      {field('endsAt', 'Shown until', 'datetime-local')}
      <Button type="submit" loading={save.isPending}>
        Save draft
      </Button>
      {save.isSuccess && <p role="status">{M.draftSaved}</p>}
      {save.error && !hasFieldErrors(save.error) && <FormAlert message={save.error.message} />}
    </form>
  );
}

/** The site banner (decision 033): a message above every public page until its end. */
export function ContentBanner() {
  const banner = useContentVersions('banner');
  // Held here: the editor starts again from each newly saved version, the outcome stays shown.
  const save = useSaveContent('banner');
  return (
    <QueryState query={banner} loadingLabel="Loading the banner" errorText="The banner could not be loaded.">
      {(data) => (
        <>
          <BannerEditor key={data.versions[0]?.id ?? 'none'} base={data.versions[0]} save={save} />
          {data.versions.length > 0 && <ContentVersionsTable kind="banner" versions={data.versions} />}
        </>
      )}
    </QueryState>
  );
}
