import { screen } from '@testing-library/react';
import { listLines } from '@mvno/contracts/api/lines';
import { runtimeConfig } from '../../../config/runtime';
import { useAppStore } from '../../../lib/store';
import { routeOf, stubApi, type FakeRoute } from '../../../test/fake-api';
import { makeUser, storeSessionToken } from '../../../test/fixtures';
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
