import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import type { Card } from '@mvno/contracts/entities';
import { cardsQueryOptions } from './cards-query';

/** The primary card, or the first, unless the buyer chose one that still exists. */
export function effectiveCardId(cards: Card[] | undefined, chosen: string | undefined): string | undefined {
  if (!cards) return undefined;
  if (chosen && cards.some((card) => card.id === chosen)) return chosen;
  return (cards.find((card) => card.primaryCard) ?? cards[0])?.id;
}

/**
 * The saved card that pays: the primary one (or the first) until the buyer picks another in the
 * payment method picker, which takes `picker` (the card shown as chosen, and the pick). With
 * `enabled` false the cards are not asked for yet (a dialog that stays mounted while closed);
 * `loading` while they are asked for (no card is chosen yet, though the buyer may have one).
 */
export function useCardChoice(enabled = true) {
  const cards = useQuery({ ...cardsQueryOptions(), enabled });
  const [chosen, setChosen] = useState<string>();
  const cardId = effectiveCardId(cards.data, chosen);
  return {
    cardId,
    loading: enabled && cards.isPending,
    choose: setChosen,
    picker: { selectedId: cardId, onSelect: setChosen },
  };
}
