import '@testing-library/jest-dom/vitest';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { zRegisterBody } from '@mvno/contracts/api/auth';
import { INPUT_CAPS } from '@mvno/contracts/constants';
import { zChangePasswordForm } from '@mvno/contracts/forms';
import { MESSAGES } from '@mvno/contracts/messages';
import { US_STATES } from '@mvno/contracts/us-states';
import { ApiError } from '../../lib/api-client';
import { applyServerErrors } from '../../lib/forms/apply-server-errors';
import { useSchemaForm } from '../../lib/forms/use-schema-form';
import { FormAlert } from './form-alert';
import { FormField } from './form-field';

const field = (label: string) => screen.getByLabelText(label, { selector: 'input, textarea, select' });

/** The change password form as the app builds it, with a stand-in for the server's answer. */
function ChangePasswordHarness({ serverError }: { serverError?: ApiError }) {
  const form = useSchemaForm(
    zChangePasswordForm,
    { currentPassword: '', newPassword: '', confirmNewPassword: '' },
    { confirm: { field: 'newPassword', confirmField: 'confirmNewPassword' } },
  );
  const [alert, setAlert] = useState<string>();
  const onSubmit = form.handleSubmit(() => {
    setAlert(
      applyServerErrors(serverError, form.setError, ['currentPassword', 'newPassword', 'confirmNewPassword']),
    );
  });
  return (
    <form noValidate onSubmit={(event) => void onSubmit(event)}>
      <FormAlert message={alert} />
      <FormField form={form} name="currentPassword" label="Current password" password />
      <FormField form={form} name="newPassword" label="New password" password hint="At least 6 characters" />
      <FormField form={form} name="confirmNewPassword" label="Confirm new password" password />
      <button type="submit">Save</button>
    </form>
  );
}

function RegisterHarness() {
  const form = useSchemaForm(
    zRegisterBody,
    { firstName: '', lastName: '', email: '', regPassword: '', confirmRegPassword: '' },
    { confirm: { field: 'regPassword', confirmField: 'confirmRegPassword' } },
  );
  const onSubmit = form.handleSubmit(() => undefined);
  return (
    <form noValidate onSubmit={(event) => void onSubmit(event)}>
      <FormField form={form} name="firstName" label="First name" />
      <FormField form={form} name="lastName" label="Last name" />
      <FormField form={form} name="email" label="Email" type="email" />
      <FormField form={form} name="regPassword" label="Password" password />
      <FormField form={form} name="confirmRegPassword" label="Confirm password" password />
      <button type="submit">Create account</button>
    </form>
  );
}

const wrongCurrent = new ApiError(400, MESSAGES.api.validation, [
  { field: 'currentPassword', message: 'Your current password is not correct' },
]);

describe('FormField', () => {
  it('links label, hint and error, and editing a field clears only its own error (SPEC §5)', async () => {
    const user = userEvent.setup();
    render(<ChangePasswordHarness />);
    expect(field('New password')).toHaveAccessibleDescription('At least 6 characters');
    expect(field('New password')).not.toHaveAttribute('aria-invalid');

    await user.click(screen.getByRole('button', { name: 'Save' }));
    // The check runs after the click's event (the schema is checked asynchronously).
    await waitFor(() => expect(field('Current password')).toHaveAttribute('aria-invalid', 'true'));
    expect(field('Current password')).toHaveAccessibleDescription(MESSAGES.enterCurrentPassword);
    expect(field('New password')).toHaveAccessibleDescription(
      `${MESSAGES.enterNewPassword} At least 6 characters`,
    );
    expect(field('Confirm new password')).toHaveAccessibleDescription(MESSAGES.confirmPassword);

    await user.type(field('Current password'), 'o');
    expect(field('Current password')).not.toHaveAttribute('aria-invalid');
    expect(field('Current password')).not.toHaveAccessibleDescription();
    expect(screen.queryByText(MESSAGES.enterCurrentPassword)).not.toBeInTheDocument();
    // Typing on: the half-typed value is not checked again until the next submit.
    await user.type(field('Current password'), 'ld');
    expect(field('Current password')).not.toHaveAttribute('aria-invalid');
    // The other fields keep their errors.
    expect(field('New password')).toHaveAttribute('aria-invalid', 'true');
    expect(field('Confirm new password')).toHaveAccessibleDescription(MESSAGES.confirmPassword);
  });

  it('shows "Passwords do not match" together with the other errors of the same submit', async () => {
    const user = userEvent.setup();
    render(<RegisterHarness />);
    await user.type(field('Email'), 'ada@');
    await user.type(field('Password'), 'Secret1!');
    await user.type(field('Confirm password'), 'Secret2!');
    await user.click(screen.getByRole('button', { name: 'Create account' }));
    await waitFor(() => expect(field('First name')).toHaveAccessibleDescription(MESSAGES.enterFirstName));
    expect(field('Last name')).toHaveAccessibleDescription(MESSAGES.enterLastName);
    expect(field('Email')).toHaveAccessibleDescription(MESSAGES.invalidEmail);
    expect(field('Password')).not.toHaveAttribute('aria-invalid');
    expect(field('Confirm password')).toHaveAccessibleDescription(MESSAGES.passwordsDoNotMatch);
  });

  it('places a server field error on its field, focuses it, and editing clears it', async () => {
    const user = userEvent.setup();
    render(<ChangePasswordHarness serverError={wrongCurrent} />);
    await user.type(field('Current password'), 'Wrong1pass!');
    await user.type(field('New password'), 'Secret1!');
    await user.type(field('Confirm new password'), 'Secret1!');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(field('Current password')).toHaveAccessibleDescription('Your current password is not correct'),
    );
    expect(field('Current password')).toHaveFocus();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();

    await user.type(field('Current password'), 'x');
    expect(field('Current password')).not.toHaveAccessibleDescription();
    expect(field('Current password')).toHaveValue('Wrong1pass!x');
  });

  it("puts a server error for a name that is not one of the form's fields at the form level", async () => {
    const user = userEvent.setup();
    const error = new ApiError(400, MESSAGES.api.validation, [
      { field: 'token', message: 'This link has expired' },
      { field: 'newPassword', message: 'Too weak' },
    ]);
    render(<ChangePasswordHarness serverError={error} />);
    await user.type(field('Current password'), 'Old1pass!');
    await user.type(field('New password'), 'Secret1!');
    await user.type(field('Confirm new password'), 'Secret1!');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('This link has expired');
    expect(field('New password')).toHaveAccessibleDescription('Too weak At least 6 characters');
  });

  it("shows a call's message at the form level when it has no field errors", async () => {
    const user = userEvent.setup();
    render(<ChangePasswordHarness serverError={new ApiError(429, MESSAGES.api.tooManyRequests)} />);
    await user.type(field('Current password'), 'Old1pass!');
    await user.type(field('New password'), 'Secret1!');
    await user.type(field('Confirm new password'), 'Secret1!');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(MESSAGES.api.tooManyRequests);
  });

  it('applies the contract caps and allowed characters of the field it is named after', async () => {
    const user = userEvent.setup();
    render(<RegisterHarness />);
    await user.type(field('First name'), 'Ada3');
    expect(field('First name')).toHaveValue('Ada');
    await user.clear(field('First name'));
    await user.type(field('First name'), 'a'.repeat(INPUT_CAPS.name + 5));
    expect(field('First name')).toHaveValue('a'.repeat(INPUT_CAPS.name));
  });

  it('has a password variant with show/hide', async () => {
    const user = userEvent.setup();
    render(<ChangePasswordHarness />);
    await user.type(field('New password'), 'Secret1!');
    expect(field('New password')).toHaveAttribute('type', 'password');
    const toggles = screen.getAllByRole('button', { name: 'Show password' });
    await user.click(toggles[1]!);
    expect(field('New password')).toHaveAttribute('type', 'text');
    expect(field('New password')).toHaveValue('Secret1!');
  });

  it('can be a select, and outside a form state clears its error through its parent', async () => {
    function Controlled() {
      const [state, setState] = useState('');
      const [error, setError] = useState<string | undefined>(MESSAGES.selectState);
      return (
        <FormField
          name="billingState"
          label="Billing state"
          options={US_STATES}
          placeholder="Select a state"
          value={state}
          onChange={setState}
          error={error}
          onErrorClear={() => setError(undefined)}
        />
      );
    }
    const user = userEvent.setup();
    render(<Controlled />);
    const select = screen.getByRole('combobox', { name: 'Billing state' });
    expect(select).toHaveAccessibleDescription(MESSAGES.selectState);
    await user.selectOptions(select, 'TX');
    expect(select).toHaveValue('TX');
    expect(select).not.toHaveAccessibleDescription();
  });
});
