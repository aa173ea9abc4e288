import { useEffect, useId, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import type { Line } from '@mvno/contracts/api/lines';
import type { Card } from '@mvno/contracts/entities';
import { PRODUCT_MESSAGES } from '@mvno/contracts/product-messages';
import { PaymentMethodPicker } from '../../../entities/order/components/payment-method-picker';
import { Modal } from '../../../components/ui/modal';
import { CARD_NETWORK_NAMES } from '../../../entities/card/card-networks';
import { cardsQueryOptions } from '../../../entities/card/cards-query';
import { effectiveCardId } from '../../../entities/card/choose-card';
import { useAppStore } from '../../../lib/store';
import { useRenewLine } from '../api/renew-line';
import { useSetBackupCard } from '../api/set-backup-card';
import { formatPrice } from '../../../lib/format';
import { formatRenewalDate, renewalRestores } from '../lib/line-status';
import { rememberRenewReturn } from '../lib/renew-return';
import { settlePaidAnswer } from '../lib/paid-answer';
import './renew-dialog.css';
import { useT } from '../../../lib/i18n';

const R = PRODUCT_MESSAGES.renewals;

type RenewDialogProps = {
  line: Line | undefined;
  /** Opened again after a card was added here: that card (the newest other than the primary) is chosen. */
  chooseNewCard?: boolean;
  onClose: () => void;
};

/**
 * Renew now / Pay now: what will be charged and when, and the card that pays: any saved card (the
 * primary one first) or a new one added on the provider's page, after which the dashboard opens
 * this dialog again. A card other than the primary can be made the backup card for renewals. A
 * declined card's message stays in the dialog; a paid renewal closes it with the answer's message.
 */
export function RenewDialog({ line, chooseNewCard = false, onClose }: RenewDialogProps) {
  const t = useT();
  const renew = useRenewLine();
  const renewal = line?.renewal ?? null;
  // The dialog stays mounted while closed: the cards are asked for once it opens.
  const cards = useQuery({ ...cardsQueryOptions(), enabled: line !== undefined && renewal !== null });
  const [chosenCardId, setChosenCardId] = useState<string>();
  const [failure, setFailure] = useState<string>();
  const restores = line ? renewalRestores(line) : false;
  const paysSuspended = renewal?.state === 'suspended';
  // Saved cards come primary first, then newest first.
  const newCard = chooseNewCard ? cards.data?.find((saved) => !saved.primaryCard)?.id : undefined;
  const cardId = effectiveCardId(cards.data, chosenCardId ?? newCard);
  const card = cards.data?.find((saved) => saved.id === cardId);

  useEffect(() => {
    setFailure(undefined);
    setChosenCardId(undefined);
  }, [line?.id]);

  function pay() {
    if (!line || !renewal || !cardId) return;
    setFailure(undefined);
    renew.mutate(
      { lineId: line.id, periodEnd: renewal.periodEnd, cardId },
      {
        onSuccess: (result) => settlePaidAnswer(result, onClose, setFailure),
        onError: (error) => setFailure(error.message),
      },
    );
  }

  return (
    <Modal
      open={line !== undefined && renewal !== null}
      title={t(paysSuspended ? R.payTitle : R.renewTitle)}
      // A change scheduled for the renewal (decision 018) is the plan this payment is for.
      description={
        line
          ? `${line.nickname || t('Your line')} · ${renewal?.planChange?.planName ?? line.planName ?? ''}`
          : undefined
      }
      confirmLabel={t(paysSuspended ? R.payNow : R.renewNow)}
      confirmLoading={renew.isPending}
      confirmDisabled={!cardId}
      onConfirm={pay}
      onCancel={onClose}
      cancelLabel={t('Cancel')}
    >
      {renewal && line && (
        <>
          <dl className="renew-dialog__facts">
            <div>
              <dt>{t('Amount')}</dt>
              <dd>{formatPrice(renewal.amount)}</dd>
            </div>
            <div>
              <dt>{t('Charged on')}</dt>
              <dd>{formatRenewalDate(new Date().toISOString())}</dd>
            </div>
            <div>
              <dt>{restores ? t('Plan ended on') : t('Current period ends')}</dt>
              <dd>{formatRenewalDate(renewal.periodEnd)}</dd>
            </div>
          </dl>
          <div className="renew-dialog__cards">
            <p className="renew-dialog__label" aria-hidden="true">
              {t(R.payWith)}
            </p>
            <PaymentMethodPicker
              selectedId={cardId}
              onSelect={(id) => {
                setFailure(undefined);
                setChosenCardId(id);
              }}
              returnTo="lines"
              onLeave={() => rememberRenewReturn(line.id)}
              noCardsText={t(R.noCardInDialog)}
            />
            {card && !card.primaryCard && <BackupCardSwitch card={card} />}
          </div>
          {renew.isPending && (
            <p className="renew-dialog__status" role="status">
              {t(R.renewing)}
            </p>
          )}
          {failure && (
            <p className="renew-dialog__failure" role="alert">
              {failure}
            </p>
          )}
        </>
      )}
    </Modal>
  );
}

/** Makes the chosen (not primary) card the backup card for renewals, or not. */
function BackupCardSwitch({ card }: { card: Card }) {
  const t = useT();
  const hintId = useId();
  const notify = useAppStore((s) => s.notify);
  const setBackup = useSetBackupCard();
  const checked = setBackup.isPending ? setBackup.variables.backup : card.backupCard === true;
  const name = t('{card} ending in {last4}', {
    card: CARD_NETWORK_NAMES[card.network],
    last4: card.last4Digits,
  });
  return (
    <div className="renew-dialog__backup">
      <label>
        <input
          type="checkbox"
          checked={checked}
          disabled={setBackup.isPending}
          aria-describedby={hintId}
          onChange={(event) =>
            setBackup.mutate(
              { cardId: card.id, backup: event.target.checked },
              {
                onSuccess: ({ message }) => notify({ message: t(message) }),
                onError: (error) => notify({ error: true, message: error.message }),
              },
            )
          }
        />{' '}
        {t(R.backupLabel(name))}
      </label>
      <p id={hintId} className="renew-dialog__hint">
        {t(R.backupHint)}
      </p>
    </div>
  );
}
