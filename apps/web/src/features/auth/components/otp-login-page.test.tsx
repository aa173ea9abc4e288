import '@testing-library/jest-dom/vitest';
import { act, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { loginWithCode, requestLoginCode } from '@mvno/contracts/api/auth';
import { MESSAGES } from '@mvno/contracts/messages';
import { PRODUCT_MESSAGES } from '@mvno/contracts/product-messages';
import { useAppStore } from '../../../lib/store';
import { routeOf, stubApi } from '../../../test/fake-api';
import { makeSession } from '../../../test/fixtures';
import { renderPage, resetAppState } from '../../../test/render-page';
import { OtpLoginPage } from './otp-login-page';

function setup(state: unknown, userEventOptions?: Parameters<typeof renderPage>[2]['userEventOptions']) {
  return renderPage('/otp-login', <OtpLoginPage />, { at: '/otp-login', state, userEventOptions });
}

const codeInput = () => screen.getByLabelText('Login code');
const resendButton = () => screen.getByRole('button', { name: 'Send a new code' });

describe('OtpLoginPage', () => {
  beforeEach(() => {
    resetAppState();
    useAppStore.setState({ email: 'ada@example.com' });
  });

  it('submits as soon as a 6-digit code is pasted, then logs in and returns to state.from', async () => {
    const session = makeSession();
    const api = stubApi({ [routeOf(loginWithCode)]: { body: session } });
    const { user, router } = setup({ from: '/cart/checkout' });
    expect(screen.getByRole('heading', { level: 1, name: 'Enter your login code' })).toBeInTheDocument();
    await user.click(codeInput());
    await user.paste('123 456');
    expect(await screen.findByText('Now at /cart/checkout')).toBeInTheDocument();
    expect(api.to(loginWithCode).map((r) => r.body)).toEqual([{ email: 'ada@example.com', code: '123456' }]);
    expect(localStorage.getItem('token')).toBe(session.token);
    expect(router.state.location.pathname).toBe('/cart/checkout');
  });

  it('shows a wrong code in an alert, clears the code and lets the customer try again', async () => {
    stubApi({ [routeOf(loginWithCode)]: { status: 400, body: { message: 'That code is not right' } } });
    const { user } = setup({});
    await user.type(codeInput(), '111111');
    expect(await screen.findByRole('alert')).toHaveTextContent('That code is not right');
    expect(codeInput()).toHaveValue('');
    expect(localStorage.getItem('token')).toBeNull();
  });

  it('without an email asks for one first', () => {
    useAppStore.setState({ email: '' });
    stubApi();
    setup({});
    expect(screen.queryByLabelText('Login code')).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Enter your email' })).toHaveAttribute('href', '/login');
  });
});

describe('OtpLoginPage resend', () => {
  beforeEach(() => {
    resetAppState();
    useAppStore.setState({ email: 'ada@example.com' });
    vi.useFakeTimers({ shouldAdvanceTime: true });
  });
  afterEach(() => vi.useRealTimers());

  it('waits 30 s after a send (00:SS countdown), then re-sends and notifies', async () => {
    const api = stubApi({
      [routeOf(requestLoginCode)]: { body: { message: 'If the address can log in, a code is on its way' } },
    });
    const { user } = setup({ codeSentAt: Date.now() }, { advanceTimers: vi.advanceTimersByTime });
    expect(resendButton()).toBeDisabled();
    expect(resendButton()).toHaveAccessibleDescription(PRODUCT_MESSAGES.web.resendWait('00:30'));
    act(() => vi.advanceTimersByTime(12_000));
    expect(resendButton()).toHaveAccessibleDescription(PRODUCT_MESSAGES.web.resendWait('00:18'));
    act(() => vi.advanceTimersByTime(18_000));
    expect(resendButton()).toBeEnabled();

    await user.click(resendButton());
    expect(await screen.findByText(PRODUCT_MESSAGES.web.resendWait('00:30'))).toBeInTheDocument();
    expect(resendButton()).toBeDisabled();
    expect(api.to(requestLoginCode).map((r) => r.body)).toEqual([{ email: 'ada@example.com' }]);
    expect(useAppStore.getState().notifications.map((n) => n.message)).toEqual([MESSAGES.codeResent]);
    expect(MESSAGES.codeResent).toBe('Code Re-sent! Please enter the new code');
  });
});
