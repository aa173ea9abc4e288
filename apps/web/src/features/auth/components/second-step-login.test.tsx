import '@testing-library/jest-dom/vitest';
import { screen } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { loginWithCode, loginWithPassword } from '@mvno/contracts/api/auth';
import { ACCOUNT_MESSAGES } from '@mvno/contracts/account-messages';
import { useAppStore } from '../../../lib/store';
import { axeViolations } from '../../../test/axe';
import { routeOf, stubApi, type FakeAnswer } from '../../../test/fake-api';
import { makeSession } from '../../../test/fixtures';
import { renderPage, resetAppState } from '../../../test/render-page';
import { LoginWithPasswordPage } from './login-with-password-page';
import { OtpLoginPage } from './otp-login-page';

const M = ACCOUNT_MESSAGES.twoFactor;
const NEEDED: FakeAnswer = {
  status: 401,
  body: { message: M.secondStepNeeded, errors: [{ field: 'totpCode', message: M.secondStepNeeded }] },
};
const WRONG: FakeAnswer = {
  status: 400,
  body: { message: 'Some fields need your attention', errors: [{ field: 'totpCode', message: M.badCode }] },
};

/** The sign-in answers in turn: the app's code asked for, then whatever the test lists. */
function answers(...list: FakeAnswer[]) {
  let calls = 0;
  return () => list[Math.min(calls++, list.length - 1)]!;
}

/** The password page, its password typed and sent (the email is the kept one). */
async function logInWithPassword() {
  const page = renderPage(
    '/login-with-password',
    <main>
      <LoginWithPasswordPage />
    </main>,
    { at: '/login-with-password' },
  );
  await page.user.type(screen.getByLabelText('Password', { selector: 'input' }), 'Secret1!');
  await page.user.click(screen.getByRole('button', { name: 'Log in' }));
  return page;
}

const appCode = () => screen.getByRole('textbox', { name: 'Authenticator app code' });

describe('signing in with the authenticator app on', () => {
  beforeEach(() => {
    resetAppState();
    useAppStore.setState({ email: 'ada@example.com' });
  });

  it('after a right password asks for the app code only, says a wrong one at the field, then signs in', async () => {
    const session = makeSession({ email: 'ada@example.com' });
    const api = stubApi({ [routeOf(loginWithPassword)]: answers(NEEDED, WRONG, { body: session }) });
    const { user, router } = await logInWithPassword();

    expect(await screen.findByText(M.secondStepNeeded)).toBeInTheDocument();
    expect(screen.queryByLabelText('Password', { selector: 'input' })).not.toBeInTheDocument();
    expect(appCode()).toHaveFocus();
    expect(localStorage.getItem('token')).toBeNull();
    expect(await axeViolations()).toEqual([]);

    // Checked before it is sent.
    await user.type(appCode(), '12');
    await user.click(screen.getByRole('button', { name: 'Log in' }));
    expect(await screen.findByText(M.enterCodeOrRecovery)).toBeInTheDocument();
    expect(api.to(loginWithPassword)).toHaveLength(1);

    await user.clear(appCode());
    await user.type(appCode(), '000000');
    await user.click(screen.getByRole('button', { name: 'Log in' }));
    expect(await screen.findByText(M.badCode)).toBeInTheDocument();
    expect(appCode()).toHaveAccessibleDescription(expect.stringContaining(M.badCode));

    await user.clear(appCode());
    await user.type(appCode(), 'abcd-2345');
    await user.click(screen.getByRole('button', { name: 'Log in' }));
    expect(await screen.findByText('Now at /dashboard')).toBeInTheDocument();
    expect(api.to(loginWithPassword).map((r) => r.body)).toEqual([
      { email: 'ada@example.com', password: 'Secret1!' },
      { email: 'ada@example.com', password: 'Secret1!', totpCode: '000000' },
      { email: 'ada@example.com', password: 'Secret1!', totpCode: 'abcd-2345' },
    ]);
    expect(localStorage.getItem('token')).toBe(session.token);
    expect(router.state.location.pathname).toBe('/dashboard');
  });

  it('Back returns to the password, kept', async () => {
    stubApi({ [routeOf(loginWithPassword)]: NEEDED });
    const { user } = await logInWithPassword();
    await screen.findByText(M.secondStepNeeded);
    await user.click(screen.getByRole('button', { name: 'Back' }));
    expect(screen.getByLabelText('Password', { selector: 'input' })).toHaveValue('Secret1!');
  });

  it('after a right emailed code asks for the app code and sends the emailed code again with it', async () => {
    const session = makeSession();
    const api = stubApi({ [routeOf(loginWithCode)]: answers(NEEDED, { body: session }) });
    const { user } = renderPage(
      '/otp-login',
      <main>
        <OtpLoginPage />
      </main>,
      { at: '/otp-login', state: {} },
    );
    await user.type(screen.getByLabelText('Login code'), '123456');

    expect(await screen.findByText(M.secondStepNeeded)).toBeInTheDocument();
    expect(screen.queryByLabelText('Login code')).not.toBeInTheDocument();
    expect(await axeViolations()).toEqual([]);
    await user.type(appCode(), '654321');
    await user.click(screen.getByRole('button', { name: 'Log in' }));

    expect(await screen.findByText('Now at /dashboard')).toBeInTheDocument();
    expect(api.to(loginWithCode).map((r) => r.body)).toEqual([
      { email: 'ada@example.com', code: '123456' },
      { email: 'ada@example.com', code: '123456', totpCode: '654321' },
    ]);
    expect(localStorage.getItem('token')).toBe(session.token);
  });
});
