import '@testing-library/jest-dom/vitest';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { describe, expect, it, vi } from 'vitest';
import { Dropdown } from './dropdown';

const STATES = [
  { label: 'Alabama', value: 'AL' },
  { label: 'Texas', value: 'TX' },
];

function Harness({ onChange }: { onChange?: (value: string) => void }) {
  const [value, setValue] = useState('');
  return (
    <Dropdown
      label="State"
      name="state"
      placeholder="Select a state"
      options={STATES}
      value={value}
      onChange={(next) => {
        setValue(next);
        onChange?.(next);
      }}
    />
  );
}

describe('Dropdown', () => {
  it('is a labelled select listing the placeholder and the options, 56 px high', () => {
    render(<Harness />);
    const select = screen.getByRole('combobox', { name: 'State' });
    expect(screen.getAllByRole('option').map((o) => o.textContent)).toEqual([
      'Select a state',
      'Alabama',
      'Texas',
    ]);
    expect(select).toHaveValue('');
    expect(select).toHaveStyle({ height: '56px' });
  });

  it.each([
    ['Texas', 'TX'],
    ['Alabama', 'AL'],
  ])('choosing %s reports %s', async (label, value) => {
    const onChange = vi.fn();
    render(<Harness onChange={onChange} />);
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'State' }), label);
    expect(onChange).toHaveBeenCalledWith(value);
    expect(screen.getByRole('combobox', { name: 'State' })).toHaveValue(value);
  });

  it('shows its error below, linked and highlighted', () => {
    render(<Dropdown label="State" name="state" options={STATES} value="" error="Please select a state" />);
    const select = screen.getByRole('combobox', { name: 'State' });
    expect(select).toHaveAttribute('aria-invalid', 'true');
    expect(select).toHaveAccessibleDescription('Please select a state');
    expect(select.closest('.dropdown')).toHaveClass('text-input--error');
  });

  it('works with a react-hook-form Controller, focusing the field on error', async () => {
    const onValid = vi.fn();
    function StateForm() {
      const { control, handleSubmit } = useForm({ defaultValues: { state: '' } });
      return (
        <form onSubmit={handleSubmit(onValid)}>
          <Controller
            name="state"
            control={control}
            rules={{ required: 'Please select a state' }}
            render={({ field, fieldState }) => (
              <Dropdown
                {...field}
                label="State"
                options={STATES}
                placeholder="Select a state"
                error={fieldState.error?.message}
              />
            )}
          />
          <button type="submit">Save</button>
        </form>
      );
    }
    render(<StateForm />);
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    const select = screen.getByRole('combobox', { name: 'State' });
    expect(select).toHaveFocus();
    expect(select).toHaveAccessibleDescription('Please select a state');
    await userEvent.selectOptions(select, 'Texas');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(onValid.mock.calls[0]?.[0]).toEqual({ state: 'TX' });
  });
});
