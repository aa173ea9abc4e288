import { useState } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
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
 * `enabled` false the cards are not asked for yet (a dialog that stays mounted while closed).
 */
export function useCardChoice(enabled = true) {
  const queryClient = useQueryClient();
  const cards = useQuery({ ...cardsQueryOptions(), enabled });
  const [chosen, setChosen] = useState<string>();
  const cardId = effectiveCardId(cards.data, chosen);
  return {
    cardId,
    /**
     * The card that pays once the saved cards are read: while they load none is chosen, though the
     * buyer may have one (Pay pressed at once after a reload). Undefined without any, or unread.
     */
    settledCardId: async (): Promise<string | undefined> => {
      if (!cards.isPending) return cardId;
      const loaded = await queryClient.ensureQueryData(cardsQueryOptions()).catch(() => undefined);
      return effectiveCardId(loaded?.cards, undefined);
    },
    choose: setChosen,
    picker: { selectedId: cardId, onSelect: setChosen },
  };
}
