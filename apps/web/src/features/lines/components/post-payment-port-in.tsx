import { useEffect, useRef, useState } from 'react';
import { isCarrierSimIccid } from '@mvno/contracts/constants';
import { Modal } from '../../../components/ui/modal';
import { Spinner } from '../../../components/ui/spinner';
import { useAppStore } from '../../../lib/store';
import { usePortIn } from '../api/send-port-in';
import { notifyPortStarted } from '../lib/port-notice';
import { PortInModal, type PortLine } from './port-in-modal';
import { useT } from '../../../lib/i18n';

export type PostPaymentPortInProps = {
  /** The line just bought, which receives the number (its temporary subscription). */
  line: PortLine;
  /** The port-in step is over (done, failed or left): the buyer goes to the dashboard. */
  onFinished: () => void;
};

/**
 * SPEC §4 "After payment, Continue": with one of our partner SIMs (by its ICCID) the
 * bring-number request goes at once; otherwise the port-in details form opens
 * (add-portIn-details). Success or failure clears the stored port-in data; failure goes to the
 * dashboard, where the line still offers to add the details.
 */
export function PostPaymentPortIn({ line, onFinished }: PostPaymentPortInProps) {
  const t = useT();
  const portIn = useAppStore((s) => s.portIn);
  const userInfo = useAppStore((s) => s.userInfo);
  const notify = useAppStore((s) => s.notify);
  const clearPortIn = useAppStore((s) => s.clearPortIn);
  const bring = usePortIn();
  const [stored] = useState(portIn);
  const partnerSim = stored.iccid !== undefined && isCarrierSimIccid(stored.iccid);
  const sent = useRef(false);
  const [open, setOpen] = useState(true);

  function finish() {
    clearPortIn();
    setOpen(false);
    onFinished();
  }

  useEffect(() => {
    if (!partnerSim || sent.current || !stored.msisdn) return;
    sent.current = true;
    bring.mutate(
      {
        call: 'bringNumber',
        body: {
          msisdn: stored.msisdn,
          zipCode: stored.zipCode ?? '',
          iccid: stored.iccid,
          isAttSim: true,
          tempSubscriptionId: stored.tempSubscriptionId ?? line.id,
        },
      },
      {
        onSuccess: ({ message }) => notifyPortStarted(stored.tempSubscriptionId ?? line.id, message),
        onError: (error) => notify({ error: true, message: error.message }),
        onSettled: finish,
      },
    );
    // Sent once, when the step starts.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  if (!stored.msisdn) return null;
  if (partnerSim) {
    return (
      <Modal open={open} title={t('Moving your number')} onClose={finish}>
        <Spinner label={t('Asking your old carrier to move your number')} />
      </Modal>
    );
  }
  return (
    <PortInModal
      open={open}
      mode="add-portIn-details"
      msisdn={stored.msisdn}
      lines={[line]}
      initial={{
        firstName: userInfo.firstName ?? '',
        lastName: userInfo.lastName ?? '',
        zipCode: stored.zipCode ?? '',
      }}
      onClose={finish}
      onDone={finish}
      onFailure={finish}
    />
  );
}
