import type { Card } from '@mvno/contracts/entities';

/** The primary card, or the first, unless the buyer chose one that still exists. */
export function effectiveCardId(cards: Card[] | undefined, chosen: string | undefined): string | undefined {
  if (!cards) return undefined;
  if (chosen && cards.some((card) => card.id === chosen)) return chosen;
  return (cards.find((card) => card.primaryCard) ?? cards[0])?.id;
}
