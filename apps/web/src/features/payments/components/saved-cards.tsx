import { useState } from 'react';
import type { Card } from '@mvno/contracts/entities';
import { PAYMENT_TEXTS } from '@mvno/contracts/messages';
import { Button } from '../../../components/ui/button';
import { Spinner } from '../../../components/ui/spinner';
import { useCards } from '../../../entities/card/cards-query';
import { useT } from '../../../lib/i18n';
import { lazyDialog } from '../../../lib/lazy-dialog';
import { useSetDefaultCard } from '../api/set-default-card';
import { useStartAddCard } from '../../../entities/card/use-start-add-card';

// The delete dialog loads after the page, not with it.
const DeleteCardModal = lazyDialog(() => import('./delete-card-modal').then((m) => m.DeleteCardModal));
import { CardTile } from './card-tile';
import { ReloadAlert } from './reload-alert';

/** SPEC §4 card states: not loaded (spinner), loaded empty, loaded with cards. */
export function SavedCards() {
  const t = useT();
  const cards = useCards();
  const addCard = useStartAddCard('payment');
  const setDefault = useSetDefaultCard();
  const [toDelete, setToDelete] = useState<Card | undefined>();

  const addButton = (
    <Button onClick={() => addCard.mutate()} loading={addCard.isPending || addCard.isSuccess}>
      {t(PAYMENT_TEXTS.addCard)}
    </Button>
  );

  let content;
  if (cards.isPending) {
    content = <Spinner label={t('Loading saved cards')} />;
  } else if (cards.isError) {
    content = (
      <ReloadAlert
        className="saved-cards__error"
        message={t(cards.error.message)}
        reloadLabel={t('Reload cards')}
        onReload={() => void cards.refetch()}
      />
    );
  } else if (cards.data.length === 0) {
    content = (
      <div className="saved-cards__empty">
        <p className="saved-cards__empty-title">{t(PAYMENT_TEXTS.noSavedCards)}</p>
        <p>{t(PAYMENT_TEXTS.tapToAdd)}</p>
        {addButton}
      </div>
    );
  } else {
    content = (
      <>
        <ul className="saved-cards__list">
          {cards.data.map((card) => (
            <CardTile
              key={card.id}
              card={card}
              onDelete={() => setToDelete(card)}
              onSetPrimary={() => setDefault.mutate(card.id)}
              settingPrimary={setDefault.isPending && setDefault.variables === card.id}
            />
          ))}
        </ul>
        {addButton}
      </>
    );
  }

  return (
    <section className="saved-cards" aria-labelledby="saved-cards-title">
      <h3 id="saved-cards-title">{t('Saved cards')}</h3>
      {content}
      <DeleteCardModal card={toDelete} onClose={() => setToDelete(undefined)} />
    </section>
  );
}
