import '@testing-library/jest-dom/vitest';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { PasswordInput } from './password-input';

function Harness() {
  const [value, setValue] = useState('');
  return <PasswordInput label="New password" name="newPassword" value={value} onChange={setValue} />;
}

describe('PasswordInput', () => {
  it('starts hidden and toggles between hidden and shown', async () => {
    render(<Harness />);
    const input = screen.getByLabelText('New password');
    await userEvent.type(input, 'Secret1!');
    expect(input).toHaveAttribute('type', 'password');

    const steps = [
      { click: 'Show password', type: 'text', next: 'Hide password', pressed: 'true' },
      { click: 'Hide password', type: 'password', next: 'Show password', pressed: 'false' },
    ];
    for (const step of steps) {
      await userEvent.click(screen.getByRole('button', { name: step.click }));
      expect(input).toHaveAttribute('type', step.type);
      expect(screen.getByRole('button', { name: step.next })).toHaveAttribute('aria-pressed', step.pressed);
    }
    expect(input).toHaveValue('Secret1!');
  });

  it('shows its error like any text input', () => {
    render(
      <PasswordInput
        label="Current password"
        name="currentPassword"
        value=""
        error="Please enter your current password"
      />,
    );
    expect(screen.getByLabelText('Current password')).toHaveAccessibleDescription(
      'Please enter your current password',
    );
  });

  it('clicking the toggle does not submit the surrounding form', async () => {
    let submitted = false;
    render(
      <form
        onSubmit={(e) => {
          e.preventDefault();
          submitted = true;
        }}
      >
        <PasswordInput label="Password" name="password" />
      </form>,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Show password' }));
    expect(submitted).toBe(false);
  });
});
