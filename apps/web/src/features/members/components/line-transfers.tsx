import { useId, useState } from 'react';
import { ACCOUNT_MESSAGES } from '@mvno/contracts/account-messages';
import type { LineTransfer } from '@mvno/contracts/api/line-transfers';
import { Button } from '../../../components/ui/button';
import { Modal } from '../../../components/ui/modal';
import { useStepUp } from '../../../entities/user/use-step-up';
import { formatDayTime } from '../../../lib/format-date';
import { useAppStore } from '../../../lib/store';
import { useT } from '../../../lib/i18n';
import { useAcceptLine, useDeclineLine, useLineTransfers, useOfferLine } from '../api/line-transfers';

const M = ACCOUNT_MESSAGES.members;

/** The owner's "Make owner" for one member, with its confirmation (decision 080). */
export function MakeOwnerButton({ membershipId, firstName }: { membershipId: string; firstName: string }) {
  const t = useT();
  const notify = useAppStore((s) => s.notify);
  const { guard, dialog } = useStepUp();
  const offer = useOfferLine(guard);
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button variant="secondary" aria-label={`${t(M.transfer)}: ${firstName}`} onClick={() => setOpen(true)}>
        {t(M.transfer)}
      </Button>
      <Modal
        open={open}
        title={t(M.transferTitle)}
        description={t(M.transferText)}
        confirmLabel={t(M.transfer)}
        confirmLoading={offer.isPending}
        onConfirm={() =>
          offer.mutate(membershipId, {
            onSuccess: ({ message }) => {
              notify({ message: t(message) });
              setOpen(false);
            },
            onError: (error) => notify({ error: true, message: error.message }),
          })
        }
        onCancel={() => setOpen(false)}
        cancelLabel={t('Cancel')}
      />
      {dialog}
    </>
  );
}

/** The offers the owner made that wait for an answer, each with Withdraw. */
export function OfferedLines() {
  const t = useT();
  const notify = useAppStore((s) => s.notify);
  const transfers = useLineTransfers();
  const decline = useDeclineLine();
  const offered = transfers.data?.offered ?? [];
  if (offered.length === 0) return null;
  return (
    <ul className="members__list">
      {offered.map((offer) => {
        const what = t(M.transferOfferTo(offer.toName, offer.lineName));
        return (
          <li key={offer.id} className="members__item" aria-label={what}>
            <p>{what}</p>
            <p className="members__meta">{t(M.linkValidUntil(formatDayTime(offer.expiresAt)))}</p>
            <Button
              variant="secondary"
              aria-label={`${t(M.transferCancel)}: ${what}`}
              loading={decline.isPending}
              onClick={() =>
                decline.mutate(offer.id, {
                  onSuccess: ({ message }) => notify({ message: t(message) }),
                  onError: (error) => notify({ error: true, message: error.message }),
                })
              }
            >
              {t(M.transferCancel)}
            </Button>
          </li>
        );
      })}
    </ul>
  );
}

/** The lines offered to the caller: take one over (consent and step-up) or decline it. */
export function LinesOfferedToMe() {
  const t = useT();
  const consentId = useId();
  const notify = useAppStore((s) => s.notify);
  const { guard, dialog } = useStepUp();
  const transfers = useLineTransfers();
  const accept = useAcceptLine(guard);
  const decline = useDeclineLine();
  const [chosen, setChosen] = useState<LineTransfer>();
  const [consent, setConsent] = useState(false);
  const toMe = transfers.data?.toMe ?? [];
  const done = {
    onSuccess: ({ message }: { message: string }) => {
      notify({ message: t(message) });
      setChosen(undefined);
    },
    onError: (error: Error) => notify({ error: true, message: error.message }),
  };
  if (toMe.length === 0) return dialog;
  return (
    <>
      <ul className="members__list">
        {toMe.map((offer) => {
          const what = t(M.transferOfferOf(offer.fromName, offer.lineName));
          return (
            <li key={offer.id} className="members__item" aria-label={what}>
              <p>
                <strong>{what}</strong>
              </p>
              <p className="members__meta">{t(M.linkValidUntil(formatDayTime(offer.expiresAt)))}</p>
              <div className="members__actions">
                <Button
                  aria-label={`${t(M.transferAccept)}: ${offer.lineName}`}
                  onClick={() => {
                    setConsent(false);
                    setChosen(offer);
                  }}
                >
                  {t(M.transferAccept)}
                </Button>
                <Button
                  variant="secondary"
                  aria-label={`${t(M.decline)}: ${offer.lineName}`}
                  disabled={decline.isPending}
                  onClick={() => decline.mutate(offer.id, done)}
                >
                  {t(M.decline)}
                </Button>
              </div>
            </li>
          );
        })}
      </ul>
      <Modal
        open={chosen !== undefined}
        title={t(M.transferAccept)}
        description={chosen && t(M.transferOfferOf(chosen.fromName, chosen.lineName))}
        confirmLabel={t(M.transferAccept)}
        confirmLoading={accept.isPending}
        confirmDisabled={!consent}
        onConfirm={() => chosen && accept.mutate(chosen.id, done)}
        onCancel={() => setChosen(undefined)}
        cancelLabel={t('Cancel')}
      >
        <div className="members__role">
          <input
            id={consentId}
            type="checkbox"
            checked={consent}
            onChange={(event) => setConsent(event.target.checked)}
          />
          <label htmlFor={consentId}>{t(M.transferConsent)}</label>
        </div>
      </Modal>
      {dialog}
    </>
  );
}
