import { useId } from 'react';
import type { Card } from '@mvno/contracts/entities';
import { PAYMENT_TEXTS } from '@mvno/contracts/messages';
import { PRODUCT_MESSAGES } from '@mvno/contracts/product-messages';
import { Button } from '../../../components/ui/button';
import { CARD_NETWORK_NAMES, cardNetworkLogo } from '../../../entities/card/card-networks';
import { useT } from '../../../lib/i18n';

type CardTileProps = {
  card: Card;
  onDelete: () => void;
  onSetPrimary: () => void;
  settingPrimary: boolean;
};

/** SPEC §2 card tile. The buttons keep their exact names and point at the card they act on. */
export function CardTile({ card, onDelete, onSetPrimary, settingPrimary }: CardTileProps) {
  const t = useT();
  const summaryId = useId();
  const networkName = CARD_NETWORK_NAMES[card.network];
  return (
    <li className={`card-tile${card.primaryCard ? ' card-tile--primary' : ''}`}>
      <div className="card-tile__top">
        <img
          className="card-tile__logo"
          src={cardNetworkLogo(card.network)}
          alt={networkName}
          width={56}
          height={36}
        />
        {card.primaryCard && <span className="card-tile__badge">{t(PAYMENT_TEXTS.primary)}</span>}
        {card.backupCard && (
          <span className="card-tile__badge card-tile__badge--backup">
            {t(PRODUCT_MESSAGES.renewals.backupBadge)}
          </span>
        )}
      </div>
      <p id={summaryId} className="card-tile__summary">
        <span className="card-tile__name">{card.cardholderName}</span>
        <span className="card-tile__number">
          <span className="visually-hidden">{t('{network} ending in ', { network: networkName })}</span>
          <span aria-hidden="true">•••• </span>
          {card.last4Digits}
        </span>
        <span className="card-tile__expiry">{t('Expires {expiry}', { expiry: card.expiry })}</span>
      </p>
      <div className="card-tile__actions">
        <Button variant="secondary" onClick={onDelete} aria-describedby={summaryId}>
          {t(PAYMENT_TEXTS.delete)}
        </Button>
        {!card.primaryCard && (
          <Button variant="link" onClick={onSetPrimary} loading={settingPrimary} aria-describedby={summaryId}>
            {t(PAYMENT_TEXTS.setAsPrimary)}
          </Button>
        )}
      </div>
    </li>
  );
}
