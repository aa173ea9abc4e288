import { screen, within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { describe, it } from 'vitest';
import { listLines } from '@mvno/contracts/api/lines';
import { RESULT_MODAL } from '@mvno/contracts/messages';
import { PRODUCT_MESSAGES } from '@mvno/contracts/product-messages';
import { runtimeConfig } from '../../../config/runtime';
import { useAppStore } from '../../../lib/store';
import { routeOf, stubApi, type FakeRoute } from '../../../test/fake-api';
import { makeUser, storeSessionToken } from '../../../test/fixtures';
import { inPageLanguage } from '../../../test/page-language';
import { resetAppState } from '../../../test/render-page';
import type { makeLine } from './factories';
import { renderLinesSection } from './render-lines-section';

/** What the lines section's test files share: the fake API, a signed-in customer, finders. */
export const CARRIER_HELP_ROUTE = `GET /api/${runtimeConfig.contentProduct}-carrier-helps`;
export const HELP = {
  data: [{ id: 1, attributes: { carrier: 'AT&T', accountNumber: 'On your bill', pin: 'Dial *PORT' } }],
};

export function setup(routes: Record<string, FakeRoute>) {
  const api = stubApi({ [CARRIER_HELP_ROUTE]: { body: HELP }, ...routes });
  const view = renderLinesSection();
  return { api, ...view };
}

export const lines = (...list: ReturnType<typeof makeLine>[]) => ({
  [routeOf(listLines)]: { body: { lines: list, nextCursor: null } },
});
/** The section showing these lines, nothing else answered but what `setup` answers. */
export const showLines = (...list: ReturnType<typeof makeLine>[]) => setup(lines(...list));
// A dialog's module loads after the section (lib/lazy-dialog.tsx): tests wait for it once opened.
export const dialog = (name: string | RegExp) => screen.getByRole('dialog', { name });
export const notifications = () => useAppStore.getState().notifications;

/** Ada Lovelace, signed in (a beforeEach of each file). */
export function signInAda() {
  resetAppState();
  storeSessionToken();
  useAppStore.setState({
    isLoggedIn: true,
    userInfo: makeUser({ firstName: 'Ada', lastName: 'Lovelace', zipCode: '10001' }),
  });
}

/** One test in Spanish, the page language, with Ada signed in first. */
export function itInSpanish(name: string, test: () => Promise<void>) {
  describe('in Spanish', () => {
    inPageLanguage('es-US', signInAda);
    it(name, test);
  });
}

/** Bring a number, then Check in the quick SIM check with `iccid`: the dialog, its answer shown. */
export async function checkSim(user: UserEvent, iccid = '8901260123456789011') {
  await user.click(await screen.findByRole('button', { name: PRODUCT_MESSAGES.lines.bringNumber }));
  const simCheck = await screen.findByRole('dialog', { name: 'Quick SIM check' });
  await user.type(within(simCheck).getByLabelText('SIM number (ICCID)'), iccid);
  await user.click(within(simCheck).getByRole('button', { name: 'Check' }));
  return simCheck;
}

/** From the quick SIM check: Next, (212) 555-0199 checked as eligible, and on to the port-in form. */
export async function bringEligibleNumber(user: UserEvent, simCheck: HTMLElement) {
  await user.click(within(simCheck).getByRole('button', { name: 'Next' }));
  const check = dialog('Port-in eligibility check');
  await user.type(within(check).getByLabelText('Number to bring'), '(212) 555-0199');
  await user.click(within(check).getByRole('button', { name: 'Check eligibility' }));
  const good = await screen.findByRole('dialog', { name: RESULT_MODAL.portIn.title });
  await user.click(within(good).getByRole('button', { name: RESULT_MODAL.portIn.button }));
}
