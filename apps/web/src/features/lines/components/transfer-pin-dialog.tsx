import { useEffect, useId } from 'react';
import type { Line } from '@mvno/contracts/api/lines';
import { formatMdn } from '@mvno/contracts/line-format';
import { PORT_OUT_REASONS, PRODUCT_MESSAGES } from '@mvno/contracts/product-messages';
import { Button } from '../../../components/ui/button';
import { Modal } from '../../../components/ui/modal';
import { QueryState } from '../../../components/ui/query-state';
import { useStepUp } from '../../../entities/user/use-step-up';
import { formatDayTime } from '../../../lib/format-date';
import { useCreateTransferPin, usePortOutRequests } from '../api/transfer-pin';
import './transfer-pin-dialog.css';
import { msg, useT } from '../../../lib/i18n';

const L = PRODUCT_MESSAGES.lines;

type TransferPinDialogProps = { line: Line | undefined; onClose: () => void };

/**
 * Port-out authentication (decision 025): the line's account number, a new transfer PIN (shown
 * once, here only; the server asks for a step-up first, whose dialog opens over this one: decision
 * 043), and the carriers' requests to move the number, accepted or refused.
 */
export function TransferPinDialog({ line, onClose }: TransferPinDialogProps) {
  const t = useT();
  const requestsId = useId();
  const stepUp = useStepUp();
  const create = useCreateTransferPin(stepUp.guard);
  const requests = usePortOutRequests(line?.id);
  const { reset } = create;
  // Each opening starts without a PIN: it is shown once, never again.
  useEffect(() => {
    if (!line) reset();
  }, [line, reset]);
  const pin = create.data;

  return (
    <Modal
      open={line !== undefined}
      title={t(L.transferPinTitle)}
      description={t(L.transferPinIntro)}
      onCancel={onClose}
      cancelLabel={t('Close')}
      className="transfer-pin-dialog"
    >
      {line && (
        <>
          <dl className="transfer-pin-dialog__facts">
            <div>
              <dt>{t('Number')}</dt>
              <dd>{formatMdn(line.mdn)}</dd>
            </div>
            <div>
              <dt>{t(L.accountNumber)}</dt>
              <dd className="transfer-pin-dialog__value">{line.subscriberNumber}</dd>
            </div>
            {pin && (
              <div>
                <dt>{t(L.transferPinTitle)}</dt>
                <dd
                  className="transfer-pin-dialog__value transfer-pin-dialog__pin"
                  data-testid="transfer-pin"
                >
                  {pin.pin}
                </dd>
              </div>
            )}
          </dl>
          {line.status === 'ported_out' ? (
            <p>{t(L.transferPinLineNotActive)}</p>
          ) : pin ? (
            <p role="status" className="transfer-pin-dialog__note">
              {t(pin.message)} {t(L.transferPinShownOnce)}{' '}
              {t('Valid until {date}.', { date: formatDayTime(pin.expiresAt) })}
            </p>
          ) : (
            <>
              {create.isError && <p role="alert">{create.error.message}</p>}
              <Button loading={create.isPending} onClick={() => create.mutate(line.id)}>
                {t(L.transferPinCreate)}
              </Button>
            </>
          )}
          <h3 id={requestsId} className="transfer-pin-dialog__heading">
            {t(L.portOutRequestsTitle)}
          </h3>
          <QueryState
            query={requests}
            loadingLabel={msg('Loading the transfer requests')}
            errorText={L.linesNotLoaded}
          >
            {({ requests: list }) =>
              list.length === 0 ? (
                <p>{t(L.noPortOutRequests)}</p>
              ) : (
                <ul aria-labelledby={requestsId} className="transfer-pin-dialog__requests">
                  {list.map((request) => (
                    <li key={request.id}>
                      <span>{formatDayTime(request.at)}</span> · <span>{request.requestedBy}</span> ·{' '}
                      <strong>{t(request.accepted ? L.portOutAccepted : L.portOutRefused)}</strong>
                      {request.reason && <span>: {t(PORT_OUT_REASONS[request.reason])}</span>}
                    </li>
                  ))}
                </ul>
              )
            }
          </QueryState>
        </>
      )}
      {stepUp.dialog}
    </Modal>
  );
}
