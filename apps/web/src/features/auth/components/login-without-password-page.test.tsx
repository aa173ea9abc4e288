import '@testing-library/jest-dom/vitest';
import { screen } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { requestLoginCode } from '@mvno/contracts/api/auth';
import { useAppStore } from '../../../lib/store';
import { routeOf, stubApi } from '../../../test/fake-api';
import { renderRoutes, resetAppState } from '../../../test/render-page';
import { LoginWithoutPasswordPage } from './login-without-password-page';
import { OtpLoginPage } from './otp-login-page';

function setup() {
  return renderRoutes(
    [
      { path: '/login-without-password', element: <LoginWithoutPasswordPage /> },
      { path: '/otp-login', element: <OtpLoginPage /> },
    ],
    { at: '/login-without-password', state: { from: '/cart/checkout' } },
  );
}

describe('LoginWithoutPasswordPage', () => {
  beforeEach(() => {
    resetAppState();
    useAppStore.setState({ email: 'ada@example.com' });
  });

  it('sends a code for the prefilled email and moves on to the code page, keeping state.from', async () => {
    const api = stubApi({ [routeOf(requestLoginCode)]: { body: { message: 'Check your inbox' } } });
    const { user, router } = setup();
    expect(screen.getByLabelText('Email')).toHaveValue('ada@example.com');
    await user.click(screen.getByRole('button', { name: 'Send code' }));
    expect(await screen.findByLabelText('Login code')).toBeInTheDocument();
    expect(api.to(requestLoginCode).map((r) => r.body)).toEqual([{ email: 'ada@example.com' }]);
    expect(router.state.location.state).toMatchObject({ from: '/cart/checkout' });
    expect(screen.getByRole('button', { name: 'Send a new code' })).toBeDisabled();
  });

  it('shows a refusal (e.g. too many requests) and stays', async () => {
    stubApi({
      [routeOf(requestLoginCode)]: {
        status: 429,
        body: { message: 'Too many attempts. Please wait a moment and try again.' },
      },
    });
    const { user, router } = setup();
    await user.click(screen.getByRole('button', { name: 'Send code' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Too many attempts. Please wait a moment and try again.',
    );
    expect(router.state.location.pathname).toBe('/login-without-password');
    expect(screen.getByLabelText('Email')).toHaveValue('ada@example.com');
  });
});
