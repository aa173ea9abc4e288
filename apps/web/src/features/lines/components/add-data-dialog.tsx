import { useEffect, useId, useState } from 'react';
import type { Line } from '@mvno/contracts/api/lines';
import { ACCOUNT_MESSAGES } from '@mvno/contracts/account-messages';
import { Modal } from '../../../components/ui/modal';
import { Spinner } from '../../../components/ui/spinner';
import { useCardChoice } from '../../../entities/card/choose-card';
import { PaymentMethodPicker } from '../../../entities/order/components/payment-method-picker';
import { isInProgress } from '../../../lib/idempotent-attempt';
import { useAppStore } from '../../../lib/store';
import { useTopUpOptions } from '../../../entities/line/top-up-options';
import { useBuyData } from '../api/buy-data';
import { formatPrice } from '../../../lib/format';
import { formatRenewalDate, lineLabel } from '../lib/line-status';
import './line-choice-group.css';
import './add-data-dialog.css';
import { useT } from '../../../lib/i18n';

const T = ACCOUNT_MESSAGES.topUps;

type AddDataDialogProps = { line: Line | undefined; onClose: () => void };

/**
 * Add data (decision 027): the add-ons for the rest of the period with the server's price and tax,
 * the saved card that pays (the primary first), Buy with one key per attempt. A decline stays in
 * the dialog; a paid add-on closes it, and the usage card shows the larger allowance.
 */
export function AddDataDialog({ line, onClose }: AddDataDialogProps) {
  const t = useT();
  const groupId = useId();
  const notify = useAppStore((s) => s.notify);
  const options = useTopUpOptions(line?.id);
  // The dialog stays mounted while closed: the cards are asked for once it opens.
  const { cardId, choose: chooseCard, picker } = useCardChoice(line !== undefined);
  const buy = useBuyData();
  const [chosen, setChosen] = useState<string>();
  const [failure, setFailure] = useState<string>();
  const list = options.data?.options ?? [];
  const topUp = list.find((option) => option.id === chosen) ?? list[0];

  useEffect(() => {
    setChosen(undefined);
    chooseCard(undefined);
    setFailure(undefined);
  }, [line?.id, chooseCard]);

  function pay() {
    if (!line || !topUp || !cardId || buy.isPending) return;
    setFailure(undefined);
    buy.mutate(
      { lineId: line.id, topUpId: topUp.id, cardId },
      {
        onSuccess: (result) => {
          if (isInProgress(result)) return notify({ message: t(result.inProgress) });
          if (!result.successful) return setFailure(result.message);
          notify({ message: t(result.message) });
          onClose();
        },
        onError: (error) => setFailure(error.message),
      },
    );
  }

  return (
    <Modal
      open={line !== undefined}
      title={t(T.title)}
      description={line && lineLabel(line)}
      confirmLabel={t(topUp ? T.buy(formatPrice(topUp.total)) : T.title)}
      confirmLoading={buy.isPending}
      confirmDisabled={!topUp || !cardId}
      onConfirm={pay}
      onCancel={onClose}
      cancelLabel={t('Cancel')}
    >
      {options.isPending ? (
        <Spinner label={t('Loading the add-ons')} />
      ) : options.isError ? (
        <p role="alert">{options.error.message}</p>
      ) : (
        <>
          <p className="add-data__intro">{t(T.intro(formatRenewalDate(options.data.periodEnd)))}</p>
          <fieldset className="line-choice-group">
            <legend>{t(T.chooseLabel)}</legend>
            {list.map((option) => (
              <div key={option.id} className="add-data__option">
                <input
                  id={`${groupId}-${option.id}`}
                  type="radio"
                  name={`${groupId}-top-up`}
                  checked={topUp?.id === option.id}
                  aria-describedby={`${groupId}-${option.id}-hint`}
                  onChange={() => setChosen(option.id)}
                />
                <label htmlFor={`${groupId}-${option.id}`}>
                  {t('{name} for {total}', { name: option.name, total: formatPrice(option.total) })}
                </label>
                <span id={`${groupId}-${option.id}-hint`} className="add-data__hint">
                  {t(T.optionHint(formatPrice(option.price), formatPrice(option.taxAmount)))}
                </span>
              </div>
            ))}
          </fieldset>
          <h3 className="add-data__pay-with">{t(T.payWith)}</h3>
          <PaymentMethodPicker {...picker} returnTo="payment" noCardsText={t(T.noCard)} />
        </>
      )}
      {buy.isPending && (
        <p className="visually-hidden" role="status">
          {t(T.buying)}
        </p>
      )}
      {failure && (
        <p className="add-data__failure" role="alert">
          {failure}
        </p>
      )}
    </Modal>
  );
}
