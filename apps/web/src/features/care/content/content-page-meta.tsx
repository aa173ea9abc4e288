import { useState, type FormEvent } from 'react';
import type { PageMetaVersion } from '@mvno/contracts/api/content-site';
import { STAFF_MESSAGES } from '@mvno/contracts/staff-messages';
import { Button } from '../../../components/ui/button';
import { QueryState } from '../../../components/ui/query-state';
import { FormAlert } from '../../../components/form/form-alert';
import { useContentVersions, useSaveContent } from './api/content-versions';
import { ContentField, errorAt } from './content-field';
import { ContentVersionsTable } from './content-versions-table';

const M = STAFF_MESSAGES.content;

type Save = ReturnType<typeof useSaveContent<'page-meta'>>;

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
  const [pages, setPages] = useState(base.pages);
  const index = Math.max(
    0,
    pages.findIndex((p) => p.page === selected),
  );
  const page = pages[index];
  const change = (key: 'metaTitle' | 'metaDescription') => (value: string) =>
    setPages(pages.map((p, i) => (i === index ? { ...p, [key]: value } : p)));
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    save.mutate({ pages });
  };
  return (
    <form className="care-filters" onSubmit={onSubmit} aria-labelledby="meta-edit-title" noValidate>
      <h3 id="meta-edit-title">Page titles and descriptions (saved as a draft of version {base.number})</h3>
      <label htmlFor="meta-page">
        Page
        <select id="meta-page" value={page?.page} onChange={(e) => setSelected(e.target.value)}>
          {pages.map((p) => (
            <option key={p.page} value={p.page}>
              {p.page}
            </option>
          ))}
        </select>
      </label>
      {page && (
        <>
          <ContentField
            id="meta-title"
            label="Title"
            value={page.metaTitle}
            onChange={change('metaTitle')}
            error={errorAt(save.error, `pages.${index}.metaTitle`)}
          />
          <ContentField
            id="meta-description"
            label="Description"
            rows={3}
            value={page.metaDescription}
            onChange={change('metaDescription')}
            error={errorAt(save.error, `pages.${index}.metaDescription`)}
          />
        </>
      )}
      <Button type="submit" loading={save.isPending}>
        Save draft
      </Button>
      {save.isSuccess && <p role="status">{M.draftSaved}</p>}
      {/* A field error may be at another page's field: the message says the save failed. */}
      {save.error && <FormAlert message={save.error.message} />}
    </form>
  );
}

/** Page titles and descriptions (decision 033): the title bar and search results of each page. */
export function ContentPageMeta() {
  const meta = useContentVersions('page-meta');
  // Held here: the editor starts again from each newly saved version, the outcome stays shown.
  const save = useSaveContent('page-meta');
  const [selected, setSelected] = useState('home');
  return (
    <QueryState
      query={meta}
      loadingLabel="Loading the page titles"
      errorText="The page titles could not be loaded."
    >
      {(data) => (
        <>
          {data.versions[0] && (
            <PageMetaEditor
              key={data.versions[0].id}
              base={data.versions[0]}
              save={save}
              selected={selected}
              setSelected={setSelected}
            />
          )}
          <ContentVersionsTable kind="page-meta" versions={data.versions} />
        </>
      )}
    </QueryState>
  );
}
