import '@testing-library/jest-dom/vitest';
import { screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { resetPassword } from '@mvno/contracts/api/auth';
import { MESSAGES } from '@mvno/contracts/messages';
import { PRODUCT_MESSAGES } from '@mvno/contracts/product-messages';
import { routeOf, stubApi } from '../../../test/fake-api';
import { renderPage, resetAppState } from '../../../test/render-page';
import { ResetPasswordPage } from './reset-password-page';

const field = (label: string) => screen.getByLabelText(label, { selector: 'input' });

function setup(at: string) {
  return renderPage('/reset-password', <ResetPasswordPage />, { at });
}

async function submit(user: ReturnType<typeof setup>['user'], password: string, confirmation = password) {
  await user.type(field('New password'), password);
  await user.type(field('Confirm new password'), confirmation);
  await user.click(screen.getByRole('button', { name: 'Save new password' }));
}

describe('ResetPasswordPage', () => {
  beforeEach(resetAppState);

  it('sets the new password with the token of the link and leads to the login page', async () => {
    const api = stubApi({
      [routeOf(resetPassword)]: { body: { message: 'Your password has been changed.' } },
    });
    const { user } = setup('/reset-password?token=tok-123');
    await submit(user, 'Secret1!');
    expect(await screen.findByText('Your password has been changed.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Log in with your new password' })).toHaveAttribute(
      'href',
      '/login',
    );
    expect(api.to(resetPassword).map((r) => r.body)).toEqual([
      { token: 'tok-123', newPassword: 'Secret1!', confirmNewPassword: 'Secret1!' },
    ]);
  });

  it("leads a staff member's new password (an invitation's link) to the console's sign-in, not the shop's", async () => {
    stubApi({
      [routeOf(resetPassword)]: {
        body: { message: PRODUCT_MESSAGES.accounts.staffResetDone, signInAt: 'console' },
      },
    });
    const { user } = setup('/reset-password?token=invite-1');
    await submit(user, 'Secret1!');
    expect(await screen.findByText(PRODUCT_MESSAGES.accounts.staffResetDone)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: PRODUCT_MESSAGES.accounts.staffResetLink })).toHaveAttribute(
      'href',
      '/care',
    );
    expect(screen.queryByRole('link', { name: 'Log in with your new password' })).not.toBeInTheDocument();
  });

  it('shows an expired or used link as an alert with the way to a new one', async () => {
    stubApi({
      [routeOf(resetPassword)]: {
        status: 400,
        body: { message: 'This reset link is invalid or has expired' },
      },
    });
    const { user } = setup('/reset-password?token=old');
    await submit(user, 'Secret1!');
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('This reset link is invalid or has expired');
    expect(screen.getByRole('link', { name: 'Ask for a new reset link' })).toHaveAttribute(
      'href',
      '/forgot-password',
    );
    expect(field('New password')).toHaveValue('Secret1!');
  });

  it('checks the SPEC password rules and the confirmation before sending', async () => {
    const api = stubApi();
    const { user } = setup('/reset-password?token=tok-123');
    await submit(user, 'weak', 'Secret1!');
    await waitFor(() =>
      expect(field('New password')).toHaveAccessibleDescription(MESSAGES.invalidPasswordFormat),
    );
    await user.clear(field('New password'));
    await user.type(field('New password'), 'Secret2!');
    await user.click(screen.getByRole('button', { name: 'Save new password' }));
    await waitFor(() =>
      expect(field('Confirm new password')).toHaveAccessibleDescription('Passwords do not match'),
    );
    expect(api.requests).toEqual([]);
  });

  it('without a token says the link is incomplete', () => {
    stubApi();
    setup('/reset-password');
    expect(screen.getByRole('alert')).toHaveTextContent(PRODUCT_MESSAGES.web.resetLinkIncomplete);
    expect(screen.getByRole('link', { name: 'Ask for a new reset link' })).toHaveAttribute(
      'href',
      '/forgot-password',
    );
    expect(screen.queryByLabelText('New password')).not.toBeInTheDocument();
  });
});
