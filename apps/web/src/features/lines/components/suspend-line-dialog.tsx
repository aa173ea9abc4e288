import type { Line } from '@mvno/contracts/api/lines';
import { ACCOUNT_MESSAGES } from '@mvno/contracts/account-messages';
import { Modal } from '../../../components/ui/modal';
import { useAppStore } from '../../../lib/store';
import { useSuspendLostLine } from '../api/lost-phone';
import { useT } from '../../../lib/i18n';
import { lineLabel } from '../lib/line-status';

const P = ACCOUNT_MESSAGES.lostPhone;

type SuspendLineDialogProps = { line: Line | undefined; onClose: () => void };

/** Suspend a lost or stolen phone's line (decision 027): what stops, that it is free, and how to resume. */
export function SuspendLineDialog({ line, onClose }: SuspendLineDialogProps) {
  const t = useT();
  const notify = useAppStore((s) => s.notify);
  const suspend = useSuspendLostLine();
  return (
    <Modal
      open={line !== undefined}
      title={t(P.title)}
      description={line && lineLabel(line)}
      confirmLabel={t(P.confirm)}
      cancelLabel={t(P.keep)}
      confirmVariant="danger"
      confirmLoading={suspend.isPending}
      onConfirm={() =>
        line &&
        !suspend.isPending &&
        suspend.mutate(line.id, {
          onSuccess: ({ message }) => {
            notify({ message: t(message), stayOpen: true });
            onClose();
          },
          onError: (error) => notify({ error: true, message: error.message }),
        })
      }
      onCancel={onClose}
    >
      <p>{t(P.text)}</p>
    </Modal>
  );
}
