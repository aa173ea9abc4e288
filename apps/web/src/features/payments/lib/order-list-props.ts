import type { Transaction } from '@mvno/contracts/entities';

/** What the order table and the order cards both show: one list of orders. */
export type OrderListProps = {
  transactions: Transaction[];
  onView: (transaction: Transaction) => void;
  /** The full view: a fixed-height area that scrolls (SPEC §9). */
  scrollable?: boolean;
};
