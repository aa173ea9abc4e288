import '@testing-library/jest-dom/vitest';
import { INPUT_CAPS } from '@mvno/contracts/constants';
import { formatCardNumber, formatExpiryInput } from '@mvno/contracts/field-inputs';
import { NICKNAME_MAX_LENGTH } from '@mvno/contracts/product-constants/lines';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import type { FormEvent, KeyboardEvent } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { describe, expect, it, vi } from 'vitest';
import { TextInput } from './text-input';
import type { TextInputProps } from './text-input';

type HarnessProps = Omit<TextInputProps, 'label' | 'name' | 'value'> & { initialError?: string };

// Mirrors how pages use the field: controlled, and editing clears the error (SPEC §5).
function Harness({ initialError, ...props }: HarnessProps) {
  const [value, setValue] = useState('');
  const [error, setError] = useState(initialError);
  return (
    <TextInput
      label="Field"
      name="field"
      {...props}
      value={value}
      error={error}
      onChange={(next) => {
        setValue(next);
        setError(undefined);
        props.onChange?.(next);
      }}
    />
  );
}

describe('TextInput', () => {
  it('has a real label and the given name', () => {
    render(<TextInput label="City" name="city" value="" onChange={() => {}} />);
    expect(screen.getByLabelText('City')).toHaveAttribute('name', 'city');
  });

  it('shows the error below the field, linked and highlighted', () => {
    render(<TextInput label="City" name="city" value="" error="Please enter city" />);
    const input = screen.getByRole('textbox', { name: 'City' });
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(input).toHaveAccessibleDescription('Please enter city');
    expect(input.closest('.text-input')).toHaveClass('text-input--error');
  });

  it('without an error is neither invalid nor described', () => {
    render(<TextInput label="City" name="city" value="" />);
    const input = screen.getByRole('textbox', { name: 'City' });
    expect(input).not.toHaveAttribute('aria-invalid');
    expect(input).not.toHaveAccessibleDescription();
  });

  it('editing hands the value to onChange so the parent clears the error', async () => {
    render(<Harness initialError="Please enter city" />);
    await userEvent.type(screen.getByLabelText('Field'), 'B');
    expect(screen.queryByText('Please enter city')).not.toBeInTheDocument();
    expect(screen.getByLabelText('Field')).toHaveValue('B');
  });

  it.each<{ title: string; props: HarnessProps; typed: string; expected: string }>([
    {
      title: 'zipCode refuses letters and a 6th digit',
      props: { fieldName: 'zipCode' },
      typed: '12a3456',
      expected: '12345',
    },
    { title: 'city refuses digits', props: { fieldName: 'city' }, typed: 'Bo5ston', expected: 'Boston' },
    {
      title: 'explicit filter wins',
      props: { fieldName: 'zipCode', inputFilter: { maxLength: 2 } },
      typed: '123',
      expected: '12',
    },
    { title: 'no filter accepts all', props: {}, typed: 'a1!', expected: 'a1!' },
    {
      title: 'card number is grouped and capped at 16 digits',
      props: { fieldName: 'number', format: formatCardNumber, parse: (v) => v.replace(/\s/g, '') },
      typed: '12345678x9012345678',
      expected: '1234 5678 9012 3456',
    },
    {
      title: 'expiry gets its slash',
      props: { fieldName: 'expiry', format: formatExpiryInput },
      typed: '12259',
      expected: '12/25',
    },
  ])('$title', async ({ props, typed, expected }) => {
    render(<Harness {...props} />);
    await userEvent.type(screen.getByLabelText('Field'), typed);
    expect(screen.getByLabelText('Field')).toHaveValue(expected);
  });

  it.each([
    {
      title: 'a 40-digit account number',
      fieldName: 'billingAccount',
      cap: INPUT_CAPS.billingAccount,
      text: '1'.repeat(40),
    },
    {
      title: 'a 40-character PIN',
      fieldName: 'pinPassword',
      cap: INPUT_CAPS.pinPassword,
      text: '9'.repeat(40),
    },
    {
      title: 'a 51-character nickname',
      fieldName: 'nickname',
      cap: NICKNAME_MAX_LENGTH,
      text: 'n'.repeat(51),
    },
    {
      title: 'a 26-digit ICCID',
      fieldName: 'iccid',
      cap: INPUT_CAPS.iccidMax,
      text: '8901'.repeat(6) + '23',
    },
  ] as const)(
    'a pasted value past the cap is cut to it, as maxlength does: $title',
    async ({ fieldName, cap, text }) => {
      const onChange = vi.fn();
      render(<Harness fieldName={fieldName} onChange={onChange} />);
      const input = screen.getByLabelText('Field');
      await userEvent.click(input);
      await userEvent.paste(text);
      expect(input).toHaveValue(text.slice(0, cap));
      expect(onChange.mock.calls).toEqual([[text.slice(0, cap)]]);
    },
  );

  it('a paste into a field keeps what was there and cuts only what was pasted', async () => {
    render(<Harness fieldName="zipCode" />);
    const input = screen.getByLabelText('Field');
    await userEvent.type(input, '12');
    await userEvent.paste('3456789');
    expect(input).toHaveValue('12345');
  });

  it('a paste past the cap into a formatted field is cut to the cap of its raw value', async () => {
    render(<Harness fieldName="number" format={formatCardNumber} parse={(v) => v.replace(/\s/g, '')} />);
    const input = screen.getByLabelText('Field');
    await userEvent.click(input);
    await userEvent.paste('4242 4242 4242 4242 9999');
    expect(input).toHaveValue('4242 4242 4242 4242');
  });

  it('a pasted value with a disallowed character is still refused', async () => {
    render(<Harness fieldName="zipCode" />);
    const input = screen.getByLabelText('Field');
    await userEvent.click(input);
    await userEvent.paste('12a45678');
    expect(input).toHaveValue('');
  });

  it('does not call onChange for a refused keystroke', async () => {
    const onChange = vi.fn();
    render(<Harness fieldName="zipCode" onChange={onChange} />);
    await userEvent.type(screen.getByLabelText('Field'), '1x');
    expect(onChange.mock.calls).toEqual([['1']]);
  });

  it('filters an uncontrolled field too', async () => {
    render(<TextInput label="ZIP" name="zip" fieldName="zipCode" defaultValue="1" />);
    await userEvent.type(screen.getByLabelText('ZIP'), 'a2');
    expect(screen.getByLabelText('ZIP')).toHaveValue('12');
  });

  it('Enter calls onKeyDown but never submits the form', async () => {
    const onSubmit = vi.fn((e: FormEvent) => e.preventDefault());
    const seen: boolean[] = [];
    const onKeyDown = (e: KeyboardEvent) => {
      if (e.key === 'Enter') seen.push(e.defaultPrevented);
    };
    render(
      <form onSubmit={onSubmit}>
        <TextInput label="Email" name="email" onKeyDown={onKeyDown} />
        <button type="submit">Send</button>
      </form>,
    );
    await userEvent.type(screen.getByLabelText('Email'), 'a{Enter}');
    expect(seen).toEqual([true]);
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('multiline renders a textarea where Enter inserts a new line', async () => {
    const onKeyDown = vi.fn();
    render(<Harness multiline onKeyDown={onKeyDown} />);
    const area = screen.getByRole('textbox', { name: 'Field' });
    expect(area.tagName).toBe('TEXTAREA');
    await userEvent.type(area, 'a{Enter}b');
    expect(area).toHaveValue('a\nb');
    expect(onKeyDown).toHaveBeenCalledTimes(3);
  });

  it.each([
    ['type', 'email'],
    ['autoComplete', 'email'],
    ['inputMode', 'numeric'],
    ['placeholder', 'name@example.com'],
  ])('passes %s through', (prop, value) => {
    render(<TextInput label="Email" name="email" {...{ [prop]: value }} />);
    expect(screen.getByLabelText('Email')).toHaveAttribute(prop.toLowerCase(), value);
  });
});

describe('TextInput with react-hook-form', () => {
  function CityForm({ onValid }: { onValid: (values: { city: string }) => void }) {
    const { control, handleSubmit } = useForm({ defaultValues: { city: '' } });
    return (
      <form onSubmit={handleSubmit(onValid)}>
        <Controller
          name="city"
          control={control}
          rules={{ required: 'Please enter city' }}
          render={({ field, fieldState }) => (
            <TextInput {...field} label="City" fieldName="city" error={fieldState.error?.message} />
          )}
        />
        <button type="submit">Save</button>
      </form>
    );
  }

  it('shows the form error, focuses the field through ref, then submits the typed value', async () => {
    const onValid = vi.fn();
    render(<CityForm onValid={onValid} />);
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    const input = screen.getByLabelText('City');
    expect(input).toHaveAccessibleDescription('Please enter city');
    expect(input).toHaveFocus();
    await userEvent.type(input, 'Austin9');
    expect(input).not.toHaveAccessibleDescription();
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(onValid.mock.calls[0]?.[0]).toEqual({ city: 'Austin' });
  });
});
