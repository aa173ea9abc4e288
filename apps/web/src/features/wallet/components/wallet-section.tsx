import { useId, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { ACCOUNT_MESSAGES } from '@mvno/contracts/account-messages';
import { WALLET_LOAD_CENTS } from '@mvno/contracts/product-constants/wallet';
import { Button } from '../../../components/ui/button';
import { QueryState } from '../../../components/ui/query-state';
import { useCardChoice } from '../../../entities/card/choose-card';
import { PaymentMethodPicker } from '../../../entities/order/components/payment-method-picker';
import { formatPrice } from '../../../lib/format';
import { useT } from '../../../lib/i18n';
import { isInProgress } from '../../../lib/idempotent-attempt';
import { walletQueryOptions } from '../api/get-wallet';
import { useLoadWallet } from '../api/load-wallet';
import { ReferralCard } from './referral-card';
import { WalletEntries } from './wallet-entries';
import './wallet-section.css';

const W = ACCOUNT_MESSAGES.wallet;
const AMOUNTS = WALLET_LOAD_CENTS.map((cents) => cents / 100) as (10 | 20 | 50)[];

/**
 * Account credit (decision 071): the balance (the sum of the ledger's entries), adding $10, $20 or
 * $50 with a saved card, the credit history and the referral link. Credit is spent before the card
 * at renewals and for data add-ons; a load is not taxed.
 */
export function WalletSection() {
  const t = useT();
  const groupId = useId();
  const wallet = useQuery(walletQueryOptions());
  const { cardId, picker } = useCardChoice();
  const load = useLoadWallet();
  const [amount, setAmount] = useState<10 | 20 | 50>(20);
  const [outcome, setOutcome] = useState<{ message: string; failed: boolean }>();

  function add() {
    if (!cardId || load.isPending) return;
    setOutcome(undefined);
    load.mutate(
      { amount, cardId },
      {
        onSuccess: (result) => {
          if (isInProgress(result)) return setOutcome({ message: result.inProgress, failed: false });
          setOutcome({ message: result.message, failed: !result.successful });
        },
        onError: (error) => setOutcome({ message: error.message, failed: true }),
      },
    );
  }

  return (
    <section className="wallet" aria-labelledby={`${groupId}-title`}>
      <h2 id={`${groupId}-title`} className="wallet__title">
        {t(W.title)}
      </h2>
      <QueryState query={wallet} loadingLabel={W.loadingWallet} errorText={W.walletError}>
        {(data) => (
          <>
            <p className="wallet__balance">{t(W.balance(formatPrice(data.balance)))}</p>
            <p className="wallet__intro">{t(W.intro)}</p>
            <form
              className="wallet__load"
              onSubmit={(event) => {
                event.preventDefault();
                add();
              }}
            >
              <fieldset className="wallet__amounts">
                <legend>{t(W.loadTitle)}</legend>
                {AMOUNTS.map((value) => (
                  <span key={value} className="wallet__amount">
                    <input
                      id={`${groupId}-${value}`}
                      type="radio"
                      name={`${groupId}-amount`}
                      checked={amount === value}
                      onChange={() => setAmount(value)}
                    />
                    <label htmlFor={`${groupId}-${value}`}>{formatPrice(value)}</label>
                  </span>
                ))}
              </fieldset>
              <p className="wallet__hint">{t(W.loadNoTax)}</p>
              <PaymentMethodPicker {...picker} returnTo="payment" noCardsText={t(W.noCard)} />
              <Button type="submit" loading={load.isPending} disabled={!cardId}>
                {t(W.loadButton(formatPrice(amount)))}
              </Button>
              {outcome && (
                <p
                  role={outcome.failed ? 'alert' : 'status'}
                  className={outcome.failed ? 'wallet__failure' : undefined}
                >
                  {t(outcome.message)}
                </p>
              )}
            </form>
            <h3 className="wallet__subtitle">{t(W.entriesTitle)}</h3>
            <WalletEntries entries={data.entries} />
            <ReferralCard referral={data.referral} />
          </>
        )}
      </QueryState>
    </section>
  );
}
