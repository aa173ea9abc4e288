import '@testing-library/jest-dom/vitest';
import { screen } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { exchangeSupportLink, logout } from '@mvno/contracts/api/auth';
import { PRODUCT_MESSAGES } from '@mvno/contracts/product-messages';
import { useAppStore } from '../../../lib/store';
import { routeOf, stubApi } from '../../../test/fake-api';
import { makeSession } from '../../../test/fixtures';
import { resetAppState } from '../../../test/render-page';
import { CrmLoginPage } from './crm-login-page';
import { renderUnderBootstrap } from '../testing/bootstrap-test-kit';

function setup(at: string) {
  return renderUnderBootstrap(
    [
      { path: '/crm-login', element: <CrmLoginPage /> },
      { path: '/dashboard', element: <p>Dashboard stand-in</p> },
    ],
    { at, strict: true },
  );
}

const BANNER = PRODUCT_MESSAGES.web.assistedSession("Grace Hopper's");

describe('CrmLoginPage', () => {
  beforeEach(resetAppState);

  it('exchanges the link once (even in StrictMode), signs in and shows the support banner', async () => {
    const session = makeSession({ firstName: 'Grace', lastName: 'Hopper' }, { assisted: true });
    const api = stubApi({ [routeOf(exchangeSupportLink)]: { body: session } });
    const { router } = setup('/crm-login?token=link-1');
    expect(await screen.findByText('Dashboard stand-in')).toBeInTheDocument();
    expect(api.to(exchangeSupportLink).map((r) => r.body)).toEqual([{ token: 'link-1' }]);
    expect(router.state.location.pathname).toBe('/dashboard');
    expect(localStorage.getItem('token')).toBe(session.token);
    expect(screen.getByRole('status')).toHaveTextContent(BANNER);
  });

  it('"End support session" logs out on the server and in the browser', async () => {
    const session = makeSession({ firstName: 'Grace', lastName: 'Hopper' }, { assisted: true });
    const api = stubApi({
      [routeOf(exchangeSupportLink)]: { body: session },
      [routeOf(logout)]: { body: { message: 'Logged out' } },
    });
    const { user, router } = setup('/crm-login?token=link-1');
    await user.click(await screen.findByRole('button', { name: 'End support session' }));
    expect(await screen.findByText('Now at /login')).toBeInTheDocument();
    expect(api.to(logout)[0]?.headers).toMatchObject({ Authorization: `Bearer ${session.token}` });
    expect(localStorage.getItem('token')).toBeNull();
    expect(useAppStore.getState().isLoggedIn).toBe(false);
    expect(router.state.location.pathname).toBe('/login');
    expect(screen.queryByText(BANNER)).not.toBeInTheDocument();
  });

  it('shows a used or expired link with a way to the login page', async () => {
    stubApi({
      [routeOf(exchangeSupportLink)]: {
        status: 400,
        body: { message: 'This support link is invalid or has expired' },
      },
    });
    setup('/crm-login?token=used');
    expect(await screen.findByRole('alert')).toHaveTextContent('This support link is invalid or has expired');
    expect(screen.getByRole('link', { name: 'Go to log in' })).toHaveAttribute('href', '/login');
    expect(localStorage.getItem('token')).toBeNull();
  });

  it('without a token says the link is incomplete and calls nothing', () => {
    const api = stubApi();
    setup('/crm-login');
    expect(screen.getByRole('alert')).toHaveTextContent(PRODUCT_MESSAGES.web.supportLinkIncomplete);
    expect(api.requests).toEqual([]);
  });
});
