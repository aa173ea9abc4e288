import { Fragment, useState } from 'react';
import type { PageMetaVersion } from '@mvno/contracts/api/content-site';
import { FormAlert } from '../../../components/form/form-alert';
import { FormField } from '../../../components/form/form-field';
import { useServerForm } from '../../../lib/forms/use-server-form';
import { ContentVersionsPage, SaveDraft, type SaveOf } from './content-versions-page';

type Save = SaveOf<'page-meta'>;

type PageMetaValues = Pick<PageMetaVersion, 'pages'>;

/** Where a refusal's field errors land: each page's title and description (the one shown shows its own). */
const pageMetaFields = ({ pages }: PageMetaValues) =>
  pages.flatMap((_, i) => [`pages.${i}.metaTitle` as const, `pages.${i}.metaDescription` as const]);

/** One page's title and description at a time; the save keeps every other page as it was. */
function PageMetaEditor({
  base,
  save,
  selected,
  setSelected,
}: {
  base: PageMetaVersion;
  save: Save;
  /** The page being edited, kept when the editor starts again from a newly saved version. */
  selected: string;
  setSelected: (page: string) => void;
}) {
  const { form, onSubmit } = useServerForm<PageMetaValues>({
    defaultValues: { pages: base.pages },
    fields: pageMetaFields,
    send: (values) => save.mutateAsync(values),
  });
  const index = Math.max(
    0,
    base.pages.findIndex((p) => p.page === selected),
  );
  const page = base.pages[index];
  return (
    <form className="care-filters" onSubmit={onSubmit} aria-labelledby="meta-edit-title" noValidate>
      <h3 id="meta-edit-title">Page titles and descriptions (saved as a draft of version {base.number})</h3>
      <FormField
        name="page"
        id="meta-page"
        label="Page"
        value={page?.page ?? ''}
        onChange={setSelected}
        options={base.pages.map((p) => ({ value: p.page, label: p.page }))}
      />
      {page && (
        // One page's fields at a time: each page's own, with its own errors.
        <Fragment key={index}>
          <FormField form={form} name={`pages.${index}.metaTitle`} id="meta-title" label="Title" />
          <FormField
            form={form}
            name={`pages.${index}.metaDescription`}
            id="meta-description"
            label="Description"
            multiline
            rows={3}
          />
        </Fragment>
      )}
      <SaveDraft save={save} />
      {/* A field error may be at another page's field: the message says the save failed. */}
      {save.error && <FormAlert message={save.error.message} />}
    </form>
  );
}

/** Page titles and descriptions (decision 033): the title bar and search results of each page. */
export function ContentPageMeta() {
  const [selected, setSelected] = useState('home');
  return (
    <ContentVersionsPage
      kind="page-meta"
      loadingLabel="Loading the page titles"
      errorText="The page titles could not be loaded."
      editor={(base, save) => (
        <PageMetaEditor base={base} save={save} selected={selected} setSelected={setSelected} />
      )}
    />
  );
}
