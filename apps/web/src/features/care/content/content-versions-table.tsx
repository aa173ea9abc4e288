import type { ContentKind } from '@mvno/contracts/api/content-versions';
import { STAFF_MESSAGES } from '@mvno/contracts/staff-messages';
import { Button } from '../../../components/ui/button';
import { FormAlert } from '../../../components/form/form-alert';
import { usePublishContent } from './api/content-versions';
import { CareTable } from '../shell/care-table';

const when = (iso: string) => new Date(iso).toLocaleString('en-US');

type Listed = { id: string; number: number; createdBy: string; createdAt: string; published: boolean };

/** A kind's versions (who saved each, when, which is live) with Publish and Roll back. */
export function ContentVersionsTable({
  kind,
  versions,
  publishedText = STAFF_MESSAGES.content.versionPublished,
}: {
  kind: ContentKind;
  versions: Listed[];
  publishedText?: string;
}) {
  const publish = usePublishContent(kind);
  const live = versions.find((v) => v.published);
  const busy = (id: string) => publish.isPending && publish.variables === id;
  return (
    <CareTable
      caption="Versions, newest first"
      head={['Version', 'Saved by', 'Saved', 'Status', 'Action']}
      after={
        <>
          {publish.isSuccess && <p role="status">{publishedText}</p>}
          {publish.error && <FormAlert message={publish.error.message} />}
        </>
      }
    >
      {versions.map((version) => {
        const older = live !== undefined && version.number < live.number;
        return (
          <tr key={version.id}>
            <td>{version.number}</td>
            <td>{version.createdBy}</td>
            <td>{when(version.createdAt)}</td>
            <td>{version.published ? 'Published' : 'Not published'}</td>
            <td>
              {!version.published && (
                <Button
                  variant={older ? 'secondary' : 'primary'}
                  loading={busy(version.id)}
                  disabled={publish.isPending}
                  aria-label={`${older ? 'Roll back to' : 'Publish'} version ${version.number}`}
                  onClick={() => publish.mutate(version.id)}
                >
                  {older ? 'Roll back' : 'Publish'}
                </Button>
              )}
            </td>
          </tr>
        );
      })}
    </CareTable>
  );
}
