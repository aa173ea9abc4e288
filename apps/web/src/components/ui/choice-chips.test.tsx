import '@testing-library/jest-dom/vitest';
import { STREET_DIRECTIONS } from '@mvno/contracts/us-states';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { ChoiceChips } from './choice-chips';

function Harness({ initial = '', onChange }: { initial?: string; onChange?: (value: string) => void }) {
  const [value, setValue] = useState(initial);
  return (
    <ChoiceChips
      label="Street direction"
      options={STREET_DIRECTIONS}
      value={value}
      onChange={(next) => {
        setValue(next);
        onChange?.(next);
      }}
    />
  );
}

const pressed = () =>
  screen
    .getAllByRole('button')
    .flatMap((b) => (b.getAttribute('aria-pressed') === 'true' ? [b.textContent] : []));

describe('ChoiceChips', () => {
  it('is a group named by its label with one toggle per choice', () => {
    render(<Harness />);
    const group = screen.getByRole('group', { name: 'Street direction' });
    expect(group).toBeInTheDocument();
    expect(screen.getAllByRole('button').map((b) => b.textContent)).toEqual([...STREET_DIRECTIONS]);
    expect(pressed()).toEqual([]);
  });

  it.each([
    { title: 'choosing one selects it', initial: '', click: 'NE', reported: 'NE', after: ['NE'] },
    { title: 'choosing another switches', initial: 'N', click: 'SW', reported: 'SW', after: ['SW'] },
    { title: 'choosing the selected one clears it', initial: 'E', click: 'E', reported: '', after: [] },
  ])('$title', async ({ initial, click, reported, after }) => {
    const onChange = vi.fn();
    render(<Harness initial={initial} onChange={onChange} />);
    await userEvent.click(screen.getByRole('button', { name: click }));
    expect(onChange).toHaveBeenCalledWith(reported);
    expect(pressed()).toEqual(after);
  });

  it('describes the group with its error', () => {
    render(
      <ChoiceChips
        label="Street direction"
        options={['N', 'S']}
        value={null}
        onChange={() => {}}
        error="Pick one"
      />,
    );
    expect(screen.getByRole('group', { name: 'Street direction' })).toHaveAccessibleDescription('Pick one');
  });

  it('accepts label/value options and disables every chip when disabled', () => {
    render(
      <ChoiceChips
        label="Direction"
        options={[{ label: 'North', value: 'N' }]}
        value="N"
        onChange={() => {}}
        disabled
      />,
    );
    expect(screen.getByRole('button', { name: 'North' })).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByRole('button', { name: 'North' })).toBeDisabled();
  });

  it.each([
    ['SE', 'SE'],
    [null, ''],
  ])('with a name, value %s reaches FormData as "%s"', (value, expected) => {
    const { container } = render(
      <form>
        <ChoiceChips
          label="Street direction"
          name="streetDirection"
          options={['N', 'SE']}
          value={value}
          onChange={() => {}}
        />
      </form>,
    );
    const form = container.querySelector('form');
    expect(form && new FormData(form).get('streetDirection')).toBe(expected);
  });
});
