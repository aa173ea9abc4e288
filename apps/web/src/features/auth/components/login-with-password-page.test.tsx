import '@testing-library/jest-dom/vitest';
import { screen } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { loginWithPassword } from '@mvno/contracts/api/auth';
import { useAppStore } from '../../../lib/store';
import { routeOf, stubApi } from '../../../test/fake-api';
import { makeSession } from '../../../test/fixtures';
import { renderPage, resetAppState } from '../../../test/render-page';
import { LoginWithPasswordPage } from './login-with-password-page';

function setup(state?: unknown) {
  return renderPage('/login-with-password', <LoginWithPasswordPage />, { at: '/login-with-password', state });
}

const password = () => screen.getByLabelText('Password', { selector: 'input' });

describe('LoginWithPasswordPage', () => {
  beforeEach(() => {
    resetAppState();
    useAppStore.setState({ email: 'ada@example.com' });
  });

  it('logs in, stores the token and goes back to state.from', async () => {
    const session = makeSession({ email: 'ada@example.com' });
    const api = stubApi({ [routeOf(loginWithPassword)]: { body: session } });
    const { user, router } = setup({ from: '/cart/checkout' });
    expect(screen.getByLabelText('Email')).toHaveValue('ada@example.com');
    await user.type(password(), 'Secret1!');
    await user.click(screen.getByRole('button', { name: 'Log in' }));
    expect(await screen.findByText('Now at /cart/checkout')).toBeInTheDocument();
    expect(api.to(loginWithPassword).map((r) => r.body)).toEqual([
      { email: 'ada@example.com', password: 'Secret1!' },
    ]);
    expect(localStorage.getItem('token')).toBe(session.token);
    expect(useAppStore.getState()).toMatchObject({ isLoggedIn: true, userInfo: session.user });
    expect(router.state.location.pathname).toBe('/cart/checkout');
  });

  it('without state.from goes to the dashboard', async () => {
    stubApi({ [routeOf(loginWithPassword)]: { body: makeSession() } });
    const { user } = setup();
    await user.type(password(), 'Secret1!');
    await user.click(screen.getByRole('button', { name: 'Log in' }));
    expect(await screen.findByText('Now at /dashboard')).toBeInTheDocument();
  });

  it('shows a wrong password as an alert and keeps what was typed', async () => {
    stubApi({
      [routeOf(loginWithPassword)]: { status: 401, body: { message: 'Email or password is incorrect' } },
    });
    const { user, router } = setup();
    await user.type(password(), 'Secret1!');
    await user.click(screen.getByRole('button', { name: 'Log in' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Email or password is incorrect');
    expect(password()).toHaveValue('Secret1!');
    expect(localStorage.getItem('token')).toBeNull();
    expect(router.state.location.pathname).toBe('/login-with-password');
  });

  it('puts a server field error at its field', async () => {
    stubApi({
      [routeOf(loginWithPassword)]: {
        status: 400,
        body: {
          message: 'Some fields need your attention',
          errors: [{ field: 'password', message: 'Too short' }],
        },
      },
    });
    const { user } = setup();
    await user.type(password(), 'Secret1!');
    await user.click(screen.getByRole('button', { name: 'Log in' }));
    expect(await screen.findByText('Too short')).toBeInTheDocument();
    expect(password()).toHaveAccessibleDescription('Too short');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });
});
