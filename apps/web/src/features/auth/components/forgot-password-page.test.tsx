import '@testing-library/jest-dom/vitest';
import { screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { forgotPassword } from '@mvno/contracts/api/auth';
import { MESSAGES } from '@mvno/contracts/messages';
import { routeOf, stubApi } from '../../../test/fake-api';
import { renderPage, resetAppState } from '../../../test/render-page';
import { ForgotPasswordPage } from './forgot-password-page';

const ANSWER = 'If an account exists for that address, we have emailed a link to reset the password.';

describe('ForgotPasswordPage', () => {
  beforeEach(resetAppState);

  it("shows the server's answer in a status region", async () => {
    const api = stubApi({ [routeOf(forgotPassword)]: { body: { message: ANSWER } } });
    const { user } = renderPage('/forgot-password', <ForgotPasswordPage />, { at: '/forgot-password' });
    expect(screen.getByRole('status')).toBeEmptyDOMElement();
    await user.type(screen.getByLabelText('Email'), 'someone@example.com');
    await user.click(screen.getByRole('button', { name: 'Send reset link' }));
    expect(await screen.findByText(ANSWER)).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent(ANSWER);
    expect(api.to(forgotPassword).map((r) => r.body)).toEqual([{ email: 'someone@example.com' }]);
  });

  it('checks the email before sending', async () => {
    const api = stubApi();
    const { user } = renderPage('/forgot-password', <ForgotPasswordPage />, { at: '/forgot-password' });
    await user.click(screen.getByRole('button', { name: 'Send reset link' }));
    await waitFor(() =>
      expect(screen.getByLabelText('Email')).toHaveAccessibleDescription(MESSAGES.invalidEmail),
    );
    expect(api.requests).toEqual([]);
  });
});
