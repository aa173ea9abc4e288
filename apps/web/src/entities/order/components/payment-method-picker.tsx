import type { Card } from '@mvno/contracts/entities';
import { PAYMENT_TEXTS } from '@mvno/contracts/messages';
import { PRODUCT_MESSAGES } from '@mvno/contracts/product-messages';
import { Button } from '../../../components/ui/button';
import { Spinner } from '../../../components/ui/spinner';
import { useCards } from '../../card/cards-query';
import type { CardReturn } from '../../card/card-session';
import { useStartAddCard } from '../../card/use-start-add-card';
import { CARD_NETWORK_NAMES, cardNetworkLogo } from '../../card/card-networks';
import './order.css';
import { msg, t } from '../../../lib/i18n';

type PaymentMethodPickerProps = {
  selectedId: string | undefined;
  onSelect: (cardId: string) => void;
  error?: string;
  /** Runs just before the browser leaves for the provider's card page. */
  onLeave?: () => void;
  /** Where the card provider's page sends the customer back to: checkout (default) or the dashboard. */
  returnTo?: CardReturn;
  /** What to say when there is no saved card: where adding one leads. */
  noCardsText?: string;
};

/** The card that pays: the primary one unless the buyer picks another, or a new one (SPEC §4). */
export function PaymentMethodPicker({
  selectedId,
  onSelect,
  error,
  onLeave,
  returnTo = 'checkout',
  noCardsText = PRODUCT_MESSAGES.web.noSavedCards,
}: PaymentMethodPickerProps) {
  const cards = useCards();
  const addCard = useStartAddCard(returnTo, onLeave);
  const addButton = (
    <Button
      variant="secondary"
      onClick={() => addCard.mutate()}
      loading={addCard.isPending || addCard.isSuccess}
    >
      {t('Add a new card')}
    </Button>
  );
  if (cards.isPending) return <Spinner label={msg('Loading your cards')} />;
  if (cards.isError) {
    return (
      <div role="alert">
        <p>{t(cards.error.message)}</p>
        <Button variant="secondary" onClick={() => void cards.refetch()}>
          {t('Reload cards')}
        </Button>
      </div>
    );
  }
  return (
    <div className="payment-method">
      {cards.data.length === 0 ? (
        <p>{t(noCardsText)}</p>
      ) : (
        <fieldset
          className="payment-method__cards"
          aria-describedby={error ? 'payment-method-error' : undefined}
        >
          <legend className="visually-hidden">{t('Pay with')}</legend>
          {cards.data.map((card) => (
            <CardOption key={card.id} card={card} checked={card.id === selectedId} onSelect={onSelect} />
          ))}
        </fieldset>
      )}
      {error && (
        <p id="payment-method-error" className="text-input__error">
          {error}
        </p>
      )}
      {addButton}
    </div>
  );
}

function CardOption({
  card,
  checked,
  onSelect,
}: {
  card: Card;
  checked: boolean;
  onSelect: (id: string) => void;
}) {
  const name = CARD_NETWORK_NAMES[card.network];
  return (
    <label className="payment-method__card">
      <input
        type="radio"
        name="cardId"
        value={card.id}
        checked={checked}
        onChange={() => onSelect(card.id)}
      />
      <img src={cardNetworkLogo(card.network)} alt="" width={40} height={26} />
      <span>
        {t('{network} •••• {lastFour}, expires {expiry}', {
          network: name,
          lastFour: card.last4Digits,
          expiry: card.expiry,
        })}
        {card.primaryCard && <strong className="payment-method__primary"> {t(PAYMENT_TEXTS.primary)}</strong>}
      </span>
    </label>
  );
}
