import '@testing-library/jest-dom/vitest';
import { act, screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { viewUser } from '@mvno/contracts/api/users';
import { useAppStore } from '../../../lib/store';
import { routeOf, stubApi } from '../../../test/fake-api';
import { PRODUCT_MESSAGES } from '@mvno/contracts/product-messages';
import { makeUser, storeSessionToken } from '../../../test/fixtures';
import { resetAppState } from '../../../test/render-page';
import { renderUnderBootstrap } from '../testing/bootstrap-test-kit';

function setup() {
  return renderUnderBootstrap(
    [
      { path: '/', element: <p>Home stand-in</p> },
      { path: '/shop', element: <p>Shop stand-in</p> },
    ],
    { at: '/' },
  );
}

function logIn(options: Parameters<typeof storeSessionToken>[0] = {}) {
  storeSessionToken(options);
  useAppStore.setState({ isLoggedIn: true });
}

describe('SessionBootstrap', () => {
  beforeEach(resetAppState);

  it('clears an expired token at start-up and does not load the user', () => {
    logIn({ expiresInSeconds: -60 });
    const api = stubApi();
    setup();
    expect(localStorage.getItem('token')).toBeNull();
    expect(localStorage.getItem('tokenInfo')).toBeNull();
    expect(useAppStore.getState().isLoggedIn).toBe(false);
    expect(api.requests).toEqual([]);
  });

  it('loads the user while logged in, and ends the session when the token has expired by the next navigation', async () => {
    const user = makeUser({ firstName: 'Ada' });
    logIn();
    const api = stubApi({ [routeOf(viewUser)]: { body: user } });
    const { router } = setup();
    await waitFor(() => expect(useAppStore.getState().userInfo).toEqual(user));
    expect(api.to(viewUser)).toHaveLength(1);
    expect(screen.queryByRole('status')).not.toBeInTheDocument();

    storeSessionToken({ expiresInSeconds: -1 });
    await act(() => router.navigate('/shop'));
    expect(localStorage.getItem('token')).toBeNull();
    expect(useAppStore.getState()).toMatchObject({ isLoggedIn: false, userInfo: {} });
  });

  it('ends the session when the token disappears (e.g. logged out in another tab)', async () => {
    logIn();
    stubApi({ [routeOf(viewUser)]: { body: makeUser() } });
    setup();
    await waitFor(() => expect(useAppStore.getState().userInfo.firstName).toBe('Ada'));
    localStorage.removeItem('token');
    act(() => {
      window.dispatchEvent(new StorageEvent('storage', { key: 'token' }));
    });
    expect(useAppStore.getState().isLoggedIn).toBe(false);
  });

  it('shows no banner for an ordinary session', async () => {
    logIn();
    stubApi({ [routeOf(viewUser)]: { body: makeUser() } });
    setup();
    await waitFor(() => expect(useAppStore.getState().userInfo.firstName).toBe('Ada'));
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'End support session' })).not.toBeInTheDocument();
  });

  it('shows the support banner for an assisted token', async () => {
    logIn({ assisted: true });
    stubApi({ [routeOf(viewUser)]: { body: makeUser({ firstName: 'Grace', lastName: 'Hopper' }) } });
    setup();
    const banner = await screen.findByText(PRODUCT_MESSAGES.web.assistedSession("Grace Hopper's"));
    expect(banner.closest('[role="status"]')).toBe(screen.getByRole('status'));
    expect(screen.getByRole('button', { name: 'End support session' })).toBeInTheDocument();
  });
});
