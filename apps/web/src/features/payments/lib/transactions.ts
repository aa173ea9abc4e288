import type { Transaction } from '@mvno/contracts/entities';
import { YEAR_PICKER_COUNT } from '@mvno/contracts/constants';
import { cardNetworkName } from '../../../entities/card/card-networks';
import { t } from '../../../lib/i18n';

/** 'All months' in the picker; months are otherwise 0-11 as in `Date#getMonth`. */
export const ALL_MONTHS = 'all';
export type MonthFilter = number | typeof ALL_MONTHS;

export const transactionDate = (transaction: Transaction) => new Date(transaction.transactionTime);

/** SPEC §4: newest first, whatever order the server used. */
export function sortNewestFirst(transactions: readonly Transaction[]): Transaction[] {
  return [...transactions].sort((a, b) => transactionDate(b).getTime() - transactionDate(a).getTime());
}

/**
 * The instants a month (or, with all months, the year) starts and ends in the user's time zone,
 * matching the dates the list shows; the server keeps to them.
 */
export function periodOf(month: MonthFilter, year: number): { from: Date; to: Date } {
  return month === ALL_MONTHS
    ? { from: new Date(year, 0, 1), to: new Date(year + 1, 0, 1) }
    : { from: new Date(year, month, 1), to: new Date(year, month + 1, 1) };
}

/** SPEC §9: the current year and the 11 before it, newest first. */
export function pickerYears(now: Date = new Date()): number[] {
  return Array.from({ length: YEAR_PICKER_COUNT }, (_, index) => now.getFullYear() - index);
}

/** The year the full view opens on: the newest order's, so "see all" never opens on an empty year. */
export function initialPickerYear(sorted: readonly Transaction[], now: Date = new Date()): number {
  const years = pickerYears(now);
  const newest = sorted[0] ? transactionDate(sorted[0]).getFullYear() : years[0];
  return newest !== undefined && years.includes(newest) ? newest : (years[0] ?? now.getFullYear());
}

/** 'Visa •••• 4242', or undefined when the order has no card (shown as a dash). */
export function payMethodLabel(transaction: Transaction): string | undefined {
  const { paymentMethod } = transaction.paymentDetails;
  const lastFour = transaction.paymentDetails.last4DigitCard ?? transaction.last4DigitCard;
  if (!paymentMethod && !lastFour) return undefined;
  return [paymentMethod ? cardNetworkName(paymentMethod) : t('Card'), lastFour ? `•••• ${lastFour}` : '']
    .filter(Boolean)
    .join(' ');
}

export const hasFailedOrder = (transactions: readonly Transaction[]) =>
  transactions.some((t) => !t.successful);
