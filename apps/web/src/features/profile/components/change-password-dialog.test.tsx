import '@testing-library/jest-dom/vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { changePassword } from '@mvno/contracts/api/users';
import { MESSAGES } from '@mvno/contracts/messages';
import { PRODUCT_MESSAGES } from '@mvno/contracts/product-messages';
import { routeOf, stubApi } from '../../../test/fake-api';
import { makeSessionToken, storeSessionToken } from '../../../test/fixtures';
import { renderPage, resetAppState } from '../../../test/render-page';
import { PasswordCard } from './setting-section';

function setup() {
  return renderPage('/dashboard/setting', <PasswordCard />, { at: '/dashboard/setting' });
}

const dialog = () => screen.getByRole('dialog', { name: 'Change Password' });
const field = (label: string) => within(dialog()).getByLabelText(label, { selector: 'input' });

async function openAndFill(
  user: ReturnType<typeof setup>['user'],
  current: string,
  next: string,
  confirm = next,
) {
  await user.click(screen.getByRole('button', { name: 'Change Password' }));
  // The dialog's module loads after the page (lib/lazy-dialog.tsx).
  await screen.findByRole('dialog', { name: 'Change Password' });
  await user.type(field('Current password'), current);
  await user.type(field('New password'), next);
  await user.type(field('Confirm new password'), confirm);
}

const submit = (user: ReturnType<typeof setup>['user']) =>
  user.click(within(dialog()).getByRole('button', { name: 'Change Password' }));

describe('ChangePasswordDialog', () => {
  beforeEach(() => {
    resetAppState();
    storeSessionToken();
  });

  it('opens with empty fields every time', async () => {
    stubApi();
    const { user } = setup();
    await openAndFill(user, 'Old1pass!', 'Secret1!');
    await user.click(within(dialog()).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Change Password' }));
    expect(field('Current password')).toHaveValue('');
    expect(field('New password')).toHaveValue('');
    expect(field('Confirm new password')).toHaveValue('');
  });

  it('shows "Passwords do not match" under the confirmation and sends nothing', async () => {
    const api = stubApi();
    const { user } = setup();
    await openAndFill(user, 'Old1pass!', 'Secret1!', 'Secret2!');
    await submit(user);
    await waitFor(() =>
      expect(field('Confirm new password')).toHaveAccessibleDescription(MESSAGES.passwordsDoNotMatch),
    );
    expect(within(dialog()).getByText('Passwords do not match')).toBeInTheDocument();
    expect(api.requests).toEqual([]);
  });

  it('on success stores the new token, closes and says "Password changes!"', async () => {
    const fresh = makeSessionToken({ expiresInSeconds: 7200 });
    const api = stubApi({
      [routeOf(changePassword)]: { body: { message: 'Password changed', ...fresh } },
    });
    const { user } = setup();
    await openAndFill(user, 'Old1pass!', 'Secret1!');
    await submit(user);
    expect(await screen.findByRole('dialog', { name: 'Password changes!' })).toBeInTheDocument();
    expect(screen.queryByRole('dialog', { name: 'Change Password' })).not.toBeInTheDocument();
    expect(api.to(changePassword).map((r) => r.body)).toEqual([
      { currentPassword: 'Old1pass!', newPassword: 'Secret1!', confirmNewPassword: 'Secret1!' },
    ]);
    expect(localStorage.getItem('token')).toBe(fresh.token);
    expect(JSON.parse(localStorage.getItem('tokenInfo') ?? '')).toEqual({
      expiresAt: fresh.expiresAt,
      assisted: false,
    });
    await user.click(screen.getByRole('button', { name: 'OK' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it("shows a refused current password in the error dialog with the server's message (SPEC §4, §8)", async () => {
    const wrong = PRODUCT_MESSAGES.accounts.wrongCurrentPassword;
    stubApi({
      [routeOf(changePassword)]: {
        status: 400,
        body: { message: wrong, errors: [{ field: 'currentPassword', message: wrong }] },
      },
    });
    const { user } = setup();
    await openAndFill(user, 'Wrong1pass!', 'Secret1!');
    await submit(user);
    const failure = await screen.findByRole('dialog', { name: 'That Failed...' });
    expect(failure).toHaveAccessibleDescription(wrong);
    expect(screen.queryByRole('dialog', { name: 'Change Password' })).not.toBeInTheDocument();
  });

  it('shows the field messages of a general refusal rather than "Some fields need your attention"', async () => {
    stubApi({
      [routeOf(changePassword)]: {
        status: 400,
        body: {
          message: MESSAGES.api.validation,
          errors: [{ field: 'newPassword', message: 'Choose a password you have not used before' }],
        },
      },
    });
    const { user } = setup();
    await openAndFill(user, 'Old1pass!', 'Secret1!');
    await submit(user);
    const failure = await screen.findByRole('dialog', { name: 'That Failed...' });
    expect(failure).toHaveAccessibleDescription('Choose a password you have not used before');
  });

  it('shows "Passwords do not match" together with the empty current password', async () => {
    const api = stubApi();
    const { user } = setup();
    await user.click(screen.getByRole('button', { name: 'Change Password' }));
    await user.type(field('New password'), 'Secret1!');
    await user.type(field('Confirm new password'), 'Secret2!');
    await submit(user);
    await waitFor(() =>
      expect(field('Current password')).toHaveAccessibleDescription(MESSAGES.enterCurrentPassword),
    );
    expect(field('Confirm new password')).toHaveAccessibleDescription(MESSAGES.passwordsDoNotMatch);
    expect(api.requests).toEqual([]);
  });

  it("on failure shows the server's message, and 'Try again' reopens an empty form", async () => {
    const before = localStorage.getItem('token');
    stubApi({
      [routeOf(changePassword)]: { status: 400, body: { message: 'Your current password is not correct' } },
    });
    const { user } = setup();
    await openAndFill(user, 'Wrong1pass!', 'Secret1!');
    await submit(user);
    const failure = await screen.findByRole('dialog', { name: 'That Failed...' });
    expect(failure).toHaveAccessibleDescription('Your current password is not correct');
    expect(localStorage.getItem('token')).toBe(before);
    await user.click(within(failure).getByRole('button', { name: MESSAGES.tryAgain }));
    expect(field('Current password')).toHaveValue('');
  });
});
