import '@testing-library/jest-dom/vitest';
import { screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { MESSAGES } from '@mvno/contracts/messages';
import { useAppStore } from '../../../lib/store';
import { stubApi } from '../../../test/fake-api';
import { renderRoutes, resetAppState } from '../../../test/render-page';
import { LoginPage } from './login-page';
import { LoginWithPasswordPage } from './login-with-password-page';
import { LoginWithoutPasswordPage } from './login-without-password-page';

function setup() {
  return renderRoutes(
    [
      { path: '/login', element: <LoginPage /> },
      { path: '/login-with-password', element: <LoginWithPasswordPage /> },
      { path: '/login-without-password', element: <LoginWithoutPasswordPage /> },
    ],
    { at: '/login', state: { from: '/dashboard/payment' } },
  );
}

describe('LoginPage', () => {
  beforeEach(resetAppState);

  it('refuses an invalid email with the SPEC message', async () => {
    stubApi();
    const { user, router } = setup();
    await user.type(screen.getByLabelText('Email'), 'not-an-email');
    await user.click(screen.getByRole('button', { name: 'Continue with password' }));
    // The schema loads with the first submit (the page itself arrives as HTML).
    await waitFor(() =>
      expect(screen.getByLabelText('Email')).toHaveAccessibleDescription(MESSAGES.invalidEmail),
    );
    expect(router.state.location.pathname).toBe('/login');
  });

  it.each([
    { button: 'Continue with password', next: '/login-with-password', heading: 'Log in with your password' },
    { button: 'Email me a code', next: '/login-without-password', heading: 'Log in with a code' },
  ])('"$button" carries the email and state.from to $next without asking the server', async (step) => {
    const api = stubApi();
    const { user, router } = setup();
    await user.type(screen.getByLabelText('Email'), 'ada@example.com');
    await user.click(screen.getByRole('button', { name: step.button }));
    expect(await screen.findByRole('heading', { level: 1, name: step.heading })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe(step.next);
    expect(router.state.location.state).toEqual({ from: '/dashboard/payment' });
    expect(screen.getByLabelText('Email')).toHaveValue('ada@example.com');
    expect(localStorage.getItem('email')).toBe('ada@example.com');
    expect(useAppStore.getState().email).toBe('ada@example.com');
    // Nothing is asked about the address, so the page cannot tell whether an account exists.
    expect(api.requests).toEqual([]);
  });

  it('links to registration and forgotten password, keeping state.from', async () => {
    stubApi();
    const { user, router } = setup();
    expect(screen.getByRole('link', { name: 'Forgot your password?' })).toHaveAttribute(
      'href',
      '/forgot-password',
    );
    await user.click(screen.getByRole('link', { name: 'Create an account' }));
    expect(router.state.location.pathname).toBe('/register');
    expect(router.state.location.state).toEqual({ from: '/dashboard/payment' });
  });
});
