import '@testing-library/jest-dom/vitest';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { ResultModal } from './result-modal';

describe('ResultModal', () => {
  // Texts are SPEC §2 requirements, so they are spelled out here rather than imported.
  it.each([
    { selection: 'payment', title: 'Payment Successful', text: 'Thank You', button: 'To Dashboard' },
    {
      selection: 'portIn',
      title: 'Good News! Your number is eligible for port-in',
      text: null,
      button: 'Continue',
    },
  ] as const)(
    '$selection shows its texts and "$button" calls onAction',
    async ({ selection, title, text, button }) => {
      const onAction = vi.fn();
      const onClose = vi.fn();
      render(<ResultModal open selection={selection} onAction={onAction} onClose={onClose} />);
      const dialog = screen.getByRole('dialog', { name: title });
      if (text === null) expect(dialog).not.toHaveAccessibleDescription();
      else expect(dialog).toHaveAccessibleDescription(text);
      await userEvent.click(screen.getByRole('button', { name: button }));
      expect(onAction).toHaveBeenCalledTimes(1);
      expect(onClose).not.toHaveBeenCalled();
    },
  );

  it('password shows just its title, and OK closes it', async () => {
    const onClose = vi.fn();
    render(<ResultModal open selection="password" onClose={onClose} />);
    const dialog = screen.getByRole('dialog', { name: 'Password changes!' });
    expect(dialog).not.toHaveAccessibleDescription();
    expect(screen.getAllByRole('button')).toEqual([
      screen.getByRole('button', { name: 'OK' }),
      screen.getByRole('button', { name: 'Close' }),
    ]);
    await userEvent.click(screen.getByRole('button', { name: 'OK' }));
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it.each([
    { how: 'the close cross', act: () => userEvent.click(screen.getByRole('button', { name: 'Close' })) },
    { how: 'Escape', act: () => userEvent.keyboard('{Escape}') },
  ])('$how calls onClose, not onAction', async ({ act }) => {
    const onAction = vi.fn();
    const onClose = vi.fn();
    render(<ResultModal open selection="payment" onAction={onAction} onClose={onClose} />);
    await act();
    expect(onClose).toHaveBeenCalledTimes(1);
    expect(onAction).not.toHaveBeenCalled();
  });

  it('renders nothing while closed', () => {
    render(<ResultModal open={false} selection="payment" onClose={() => {}} />);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});
