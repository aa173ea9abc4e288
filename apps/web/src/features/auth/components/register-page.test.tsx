import '@testing-library/jest-dom/vitest';
import { screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { register } from '@mvno/contracts/api/auth';
import { useReferralCode } from '@mvno/contracts/api/wallet';
import { MESSAGES } from '@mvno/contracts/messages';
import { PRODUCT_MESSAGES } from '@mvno/contracts/product-messages';
import { useAppStore } from '../../../lib/store';
import { routeOf, stubApi } from '../../../test/fake-api';
import { makeSession } from '../../../test/fixtures';
import { renderPage, resetAppState } from '../../../test/render-page';
import { RegisterPage } from './register-page';

const field = (label: string) => screen.getByLabelText(label, { selector: 'input' });

function setup(state?: unknown) {
  return renderPage('/register', <RegisterPage />, { at: '/register', state });
}

async function fill(user: ReturnType<typeof setup>['user'], values: Record<string, string>) {
  for (const [label, value] of Object.entries(values)) {
    await user.clear(field(label));
    if (value) await user.type(field(label), value);
  }
}

/** The password field is described by its error, then by the password rules (its hint). */
const withRules = (error: string) => `${error} ${PRODUCT_MESSAGES.web.passwordRules}`;

const ADA = { firstName: 'Ada', lastName: 'Lovelace', email: 'ada@example.com' };
const PASSWORD = 'Secret1!';
const VALID = {
  'First name': ADA.firstName,
  'Last name': ADA.lastName,
  Email: ADA.email,
  Password: PASSWORD,
  'Confirm password': PASSWORD,
};

describe('RegisterPage', () => {
  beforeEach(resetAppState);

  it('shows the SPEC §8 message at every empty field and sends nothing', async () => {
    const api = stubApi();
    const { user } = setup();
    expect(screen.getByRole('heading', { level: 1, name: 'Create your account' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Create account' }));
    await waitFor(() => expect(field('First name')).toHaveAccessibleDescription(MESSAGES.enterFirstName));
    expect(field('Last name')).toHaveAccessibleDescription(MESSAGES.enterLastName);
    expect(field('Email')).toHaveAccessibleDescription(
      'Please enter a valid email address. Example: name@example.com',
    );
    expect(field('Password')).toHaveAccessibleDescription(withRules(MESSAGES.enterAPassword));
    expect(field('Confirm password')).toHaveAccessibleDescription(MESSAGES.confirmPassword);
    expect(api.requests).toEqual([]);
  });

  it('shows the SPEC messages for invalid values, keeps the input, and editing clears only that error', async () => {
    stubApi();
    const { user } = setup();
    await fill(user, { ...VALID, Email: 'ada@', Password: 'secret', 'Confirm password': 'secret' });
    await user.click(screen.getByRole('button', { name: 'Create account' }));
    await waitFor(() => expect(field('Email')).toHaveAccessibleDescription(MESSAGES.invalidEmail));
    expect(field('Password')).toHaveAccessibleDescription(withRules(MESSAGES.invalidPasswordFormat));
    expect(field('Email')).toHaveValue('ada@');
    await user.type(field('Email'), 'e');
    expect(field('Email')).not.toHaveAccessibleDescription();
    expect(field('Password')).toHaveAccessibleDescription(withRules(MESSAGES.invalidPasswordFormat));
  });

  it('says "Passwords do not match" under the confirmation', async () => {
    stubApi();
    const { user } = setup();
    await fill(user, { ...VALID, 'Confirm password': 'Secret2!' });
    await user.click(screen.getByRole('button', { name: 'Create account' }));
    await waitFor(() =>
      expect(field('Confirm password')).toHaveAccessibleDescription('Passwords do not match'),
    );
  });

  it('puts the server field errors on their fields and keeps what was typed', async () => {
    stubApi({
      [routeOf(register)]: {
        status: 400,
        body: {
          message: MESSAGES.api.validation,
          errors: [{ field: 'email', message: 'An account with this email already exists' }],
        },
      },
    });
    const { user } = setup();
    await fill(user, VALID);
    await user.click(screen.getByRole('button', { name: 'Create account' }));
    expect(await screen.findByText('An account with this email already exists')).toBeInTheDocument();
    expect(field('Email')).toHaveAccessibleDescription('An account with this email already exists');
    expect(field('First name')).toHaveValue('Ada');
    expect(field('Password')).toHaveValue('Secret1!');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(localStorage.getItem('token')).toBeNull();
  });

  it('creates the account, logs in, welcomes and returns to where the customer was going', async () => {
    const session = makeSession({ firstName: 'Ada', email: 'ada@example.com' });
    const api = stubApi({ [routeOf(register)]: { body: session } });
    const { user, router } = setup({ from: '/cart/checkout' });
    await fill(user, VALID);
    await user.click(screen.getByRole('button', { name: 'Create account' }));
    expect(await screen.findByText('Now at /cart/checkout')).toBeInTheDocument();
    const passwords = { regPassword: PASSWORD, confirmRegPassword: PASSWORD };
    expect(api.to(register)[0]?.body).toEqual({ ...ADA, ...passwords });
    expect(localStorage.getItem('token')).toBe(session.token);
    expect(useAppStore.getState()).toMatchObject({ isLoggedIn: true, userInfo: session.user });
    expect(useAppStore.getState().notifications.map((n) => [n.error, n.message])).toEqual([
      [false, PRODUCT_MESSAGES.web.welcome('Ada')],
    ]);
    expect(router.state.location.pathname).toBe('/cart/checkout');
  });

  it('records the referral code of the link the visitor came with for the new account', async () => {
    const session = makeSession({ firstName: 'Ada', email: 'ada@example.com' });
    const api = stubApi({
      [routeOf(register)]: { body: session },
      [routeOf(useReferralCode)]: { body: { message: 'ok', wallet: {} } },
    });
    window.history.replaceState(null, '', '/register?ref=ABCD2345');
    const { user } = setup();
    await fill(user, VALID);
    await user.click(screen.getByRole('button', { name: 'Create account' }));
    await waitFor(() => expect(api.to(useReferralCode)[0]?.body).toEqual({ code: 'ABCD2345' }));
    window.history.replaceState(null, '', '/');
  });
});
