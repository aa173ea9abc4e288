import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ACCOUNT_MESSAGES } from '@mvno/contracts/account-messages';

/**
 * Ticks the consent to the automatic renewal beside Pay (decision 027): the one place the web
 * tests give it, in the page or inside `scope` (a dialog).
 */
export async function agreeToRenewal(
  user: Pick<ReturnType<typeof userEvent.setup>, 'click'> = userEvent,
  scope?: HTMLElement,
): Promise<void> {
  const queries = scope ? within(scope) : screen;
  const box = await queries.findByRole('checkbox', { name: ACCOUNT_MESSAGES.renewalConsent.checkbox });
  if (!(box as HTMLInputElement).checked) await user.click(box);
}
