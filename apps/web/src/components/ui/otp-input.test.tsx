import '@testing-library/jest-dom/vitest';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { OtpInput } from './otp-input';
import type { OtpInputProps } from './otp-input';

function setup(props: Partial<OtpInputProps> = {}) {
  const onSuccess = vi.fn();
  const user = userEvent.setup();
  const { container } = render(<OtpInput label="Enter code" onSuccess={onSuccess} {...props} />);
  const input = screen.getByLabelText('Enter code');
  const boxes = () => [...container.querySelectorAll('.otp-input__box')].map((box) => box.textContent);
  return { user, input, onSuccess, boxes };
}

describe('OtpInput', () => {
  it('is one labelled input for one-time codes with six hidden visual boxes by default', () => {
    const { input, boxes } = setup();
    expect(input).toHaveAttribute('autocomplete', 'one-time-code');
    expect(input).toHaveAttribute('inputmode', 'numeric');
    expect(boxes()).toEqual(['', '', '', '', '', '']);
    expect(document.querySelector('.otp-input__boxes')).toHaveAttribute('aria-hidden', 'true');
  });

  it('shows each typed digit in its box and calls nothing before the code is complete', async () => {
    const { user, input, onSuccess, boxes } = setup();
    await user.type(input, '12345');
    expect(boxes()).toEqual(['1', '2', '3', '4', '5', '']);
    expect(onSuccess).not.toHaveBeenCalled();
    expect(input).toHaveFocus();
  });

  it('Backspace removes the last character', async () => {
    const { user, input, boxes } = setup();
    await user.type(input, '123{Backspace}4');
    expect(input).toHaveValue('124');
    expect(boxes().slice(0, 3)).toEqual(['1', '2', '4']);
  });

  it('when full, loses focus and calls onSuccess once with the code', async () => {
    const { user, input, onSuccess } = setup();
    await user.type(input, '123456');
    expect(onSuccess.mock.calls).toEqual([['123456']]);
    expect(input).not.toHaveFocus();
  });

  it('refuses typing once full', async () => {
    const { user, input, onSuccess } = setup();
    await user.type(input, '1234567');
    expect(input).toHaveValue('123456');
    expect(onSuccess).toHaveBeenCalledTimes(1);
  });

  it('refuses typing into a full code even with the caret moved inside it', async () => {
    const { user, input } = setup();
    await user.type(input, '123456');
    await user.type(input, '9', { initialSelectionStart: 2, initialSelectionEnd: 2 });
    expect(input).toHaveValue('123456');
  });

  it.each([
    { pasted: '654321', expected: '654321' },
    { pasted: '654 321', expected: '654321' },
    { pasted: '65432199', expected: '654321' },
  ])('pasting "$pasted" fills the code', async ({ pasted, expected }) => {
    const { user, input, onSuccess } = setup();
    await user.click(input);
    await user.paste(pasted);
    expect(input).toHaveValue(expected);
    expect(onSuccess.mock.calls).toEqual([[expected]]);
    expect(input).not.toHaveFocus();
  });

  it.each([
    { numeric: true, typed: '1a2B3', expected: '123', inputMode: 'numeric' },
    { numeric: false, typed: '1a2B3', expected: '1a2B3', inputMode: 'text' },
  ])(
    'with numeric=$numeric typing "$typed" gives "$expected"',
    async ({ numeric, typed, expected, inputMode }) => {
      const { user, input, onSuccess } = setup({ numeric, length: 5 });
      expect(input).toHaveAttribute('inputmode', inputMode);
      await user.type(input, typed);
      expect(input).toHaveValue(expected);
      expect(onSuccess).toHaveBeenCalledTimes(expected.length === 5 ? 1 : 0);
    },
  );

  it('honours a custom length', async () => {
    const { user, input, onSuccess, boxes } = setup({ length: 5 });
    expect(boxes()).toHaveLength(5);
    await user.type(input, '12345');
    expect(onSuccess).toHaveBeenCalledWith('12345');
  });

  it('calls onSuccess again after the completed code is edited and completed anew', async () => {
    const { user, input, onSuccess } = setup({ length: 3 });
    await user.type(input, '123');
    await user.type(input, '{Backspace}9');
    expect(onSuccess.mock.calls).toEqual([['123'], ['129']]);
  });

  it('shows an error linked to the input', () => {
    const { input } = setup({ error: 'Enter code' });
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(input).toHaveAccessibleDescription('Enter code');
  });

  it('lets a parent clear a controlled code, e.g. after a resend', async () => {
    function Harness() {
      const [code, setCode] = useState('');
      return (
        <>
          <OtpInput label="Enter code" value={code} onChange={setCode} onSuccess={() => {}} />
          <button type="button" onClick={() => setCode('')}>
            Re-send code
          </button>
        </>
      );
    }
    const user = userEvent.setup();
    render(<Harness />);
    await user.type(screen.getByLabelText('Enter code'), '123');
    await user.click(screen.getByRole('button', { name: 'Re-send code' }));
    expect(screen.getByLabelText('Enter code')).toHaveValue('');
  });
});
