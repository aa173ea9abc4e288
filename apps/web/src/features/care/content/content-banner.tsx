import { useState } from 'react';
import type { BannerVersion } from '@mvno/contracts/api/content-site';
import { Button } from '../../../components/ui/button';
import { Modal } from '../../../components/ui/modal';
import { QueryState } from '../../../components/ui/query-state';
import { FormAlert } from '../../../components/form/form-alert';
import { CareFields } from '../shell/care-fields';
import { useServerForm } from '../../../lib/forms/use-server-form';
import { useContentVersions, useSaveContent } from './api/content-versions';
import { useTakeDownBanner } from './api/take-down-banner';
import { ContentVersionsTable } from './content-versions-table';
import { SaveDraft } from './content-versions-page';

type Save = ReturnType<typeof useSaveContent<'banner'>>;

/** An ISO moment as a datetime-local value in this browser's time zone, and back. */
const toLocal = (iso: string) => {
  const date = new Date(iso);
  return new Date(date.getTime() - date.getTimezoneOffset() * 60_000).toISOString().slice(0, 19);
};
const fromLocal = (local: string) => (local ? new Date(local).toISOString() : '');

const FIELDS = ['message', 'linkLabel', 'linkHref', 'endsAt'] as const;

const BANNER_FIELDS = [
  { name: 'message', label: 'Message' },
  { name: 'linkLabel', label: 'Link text (optional)' },
  { name: 'linkHref', label: 'Link address (optional: a path such as /shop, or https://…)' },
  { name: 'endsAt', label: 'Shown until', type: 'datetime-local', step: 1 },
] as const;

function BannerEditor({ base, save }: { base: BannerVersion | undefined; save: Save }) {
  const { form, alert, onSubmit } = useServerForm({
    defaultValues: {
      message: base?.message ?? '',
      linkLabel: base?.linkLabel ?? '',
      linkHref: base?.linkHref ?? '',
      endsAt: base ? toLocal(base.endsAt) : '',
    },
    fields: FIELDS,
    send: (values) => save.mutateAsync({ ...values, endsAt: fromLocal(values.endsAt) }),
  });
  return (
    <form className="care-filters" onSubmit={onSubmit} aria-labelledby="banner-edit-title" noValidate>
      <h3 id="banner-edit-title">Banner (saved as a draft)</h3>
      <CareFields form={form} prefix="banner" fields={BANNER_FIELDS} />
      <SaveDraft save={save} />
      <FormAlert message={alert} />
    </form>
  );
}

/**
 * Take it down now (decision 075): after a confirmation, the banner ends at once in every language;
 * what the server says stays shown.
 */
function TakeDown() {
  const [confirming, setConfirming] = useState(false);
  const takeDown = useTakeDownBanner();
  return (
    <div className="care-filters">
      <Button variant="danger" onClick={() => setConfirming(true)}>
        Take the banner down now
      </Button>
      {takeDown.data && <p role="status">{takeDown.data.message}</p>}
      {takeDown.error && <p role="alert">{takeDown.error.message}</p>}
      <Modal
        open={confirming}
        title="Take the banner down now?"
        onConfirm={() => takeDown.mutate(undefined, { onSettled: () => setConfirming(false) })}
        onCancel={() => setConfirming(false)}
        confirmLabel="Take it down"
        cancelLabel="Keep it up"
        confirmVariant="danger"
        confirmLoading={takeDown.isPending}
      >
        <p>Visitors stop seeing it at once, in every language. Its versions stay listed here.</p>
      </Modal>
    </div>
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
          <TakeDown />
          <BannerEditor key={data.versions[0]?.id ?? 'none'} base={data.versions[0]} save={save} />
          {data.versions.length > 0 && <ContentVersionsTable kind="banner" versions={data.versions} />}
        </>
      )}
    </QueryState>
  );
}
