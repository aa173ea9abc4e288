import { expect, type Page } from '@playwright/test';

/** The Payment section's Order History (SPEC §2). */
export const orderHistory = (page: Page) => page.getByRole('region', { name: 'Order History' });

/**
 * The Order History table, checked to have the columns of SPEC §2: a Failed column only when an order
 * in it failed.
 */
export async function orderHistoryTable(page: Page, { withFailed }: { withFailed: boolean }) {
  const table = orderHistory(page).getByRole('table');
  const failed = withFailed ? ['Failed'] : [];
  await expect(table.getByRole('columnheader')).toHaveText([
    'Date',
    'Product',
    'Price',
    'Pay Method',
    ...failed,
    'Details',
  ]);
  return table;
}
