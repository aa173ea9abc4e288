import { useId } from 'react';
import { ACCOUNT_MESSAGES } from '@mvno/contracts/account-messages';
import { Button } from '../../../components/ui/button';
import { useT } from '../../../lib/i18n';
import { isAssistedSession } from '../../../lib/session';
import { useAppStore } from '../../../lib/store';
import { useExportMyData } from '../api/export-my-data';

const M = ACCOUNT_MESSAGES.myData;

/** Hands the answer to the browser as a file, the way a download link would. */
function saveAsFile(data: unknown, fileName: string) {
  const blob = new Blob([JSON.stringify(data, null, 2)], { type: 'application/json' });
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  URL.revokeObjectURL(url);
}

/**
 * My data (decision 027): download everything we hold about the customer as one JSON file. A
 * support session may not (decision 043): the button is off and says why, instead of failing.
 */
export function MyDataCard() {
  const t = useT();
  const notify = useAppStore((s) => s.notify);
  const exportData = useExportMyData();
  const noteId = useId();
  const assisted = isAssistedSession();
  return (
    <div className="card settings-card">
      <h3>{t(M.title)}</h3>
      <p>{t(M.intro)}</p>
      {assisted && <p id={noteId}>{t(M.assistedRefused)}</p>}
      <Button
        disabled={assisted}
        aria-describedby={assisted ? noteId : undefined}
        loading={exportData.isPending}
        onClick={() =>
          exportData.mutate(undefined, {
            onSuccess: (data) => {
              saveAsFile(data, M.fileName(data.exportedAt.slice(0, 10)));
              notify({ message: M.downloaded });
            },
            onError: (error) => notify({ error: true, message: error.message }),
          })
        }
      >
        {t(M.download)}
      </Button>
      {exportData.isPending && (
        <p className="visually-hidden" role="status">
          {t(M.downloading)}
        </p>
      )}
    </div>
  );
}
