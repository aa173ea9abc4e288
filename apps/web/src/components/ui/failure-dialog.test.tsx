import '@testing-library/jest-dom/vitest';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { FailureDialog } from './failure-dialog';
import type { FailureDialogProps } from './failure-dialog';

describe('FailureDialog', () => {
  // Texts are SPEC §8 requirements, so they are spelled out here rather than imported.
  it.each([
    { variant: 'payment', title: 'Payment Failed', text: 'Please try again!' },
    { variant: 'failed', title: 'Oops!', text: 'This number is not eligible for port-in.' },
    { variant: 'default', title: 'That Failed...', text: 'Something went wrong. Please try again!' },
    { variant: undefined, title: 'That Failed...', text: 'Something went wrong. Please try again!' },
  ] as const)('variant $variant shows "$title" / "$text"', ({ variant, title, text }) => {
    render(<FailureDialog open variant={variant} onRetry={() => {}} onClose={() => {}} />);
    expect(screen.getByRole('dialog', { name: title })).toHaveAccessibleDescription(text);
  });

  it('"Try again" calls onRetry', async () => {
    const onRetry = vi.fn();
    render(<FailureDialog open variant="failed" onRetry={onRetry} onClose={() => {}} />);
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(onRetry).toHaveBeenCalledTimes(1);
  });

  it('shows a server message in place of the variant text', () => {
    render(<FailureDialog open text="Current password is wrong" onRetry={() => {}} onClose={() => {}} />);
    expect(screen.getByRole('dialog', { name: 'That Failed...' })).toHaveAccessibleDescription(
      'Current password is wrong',
    );
  });

  it('while retrying, "Try again" is disabled with a spinner', () => {
    render(<FailureDialog open retryLoading onRetry={() => {}} onClose={() => {}} />);
    expect(screen.getByRole('button', { name: 'Try again' })).toBeDisabled();
    expect(screen.getByRole('status', { name: 'Loading' })).toBeInTheDocument();
  });

  function Harness(props: Pick<FailureDialogProps, 'onRetry'>) {
    const [open, setOpen] = useState(true);
    return (
      <FailureDialog open={open} variant="payment" onRetry={props.onRetry} onClose={() => setOpen(false)} />
    );
  }

  it.each([
    { how: 'the close cross', act: () => userEvent.click(screen.getByRole('button', { name: 'Close' })) },
    { how: 'Escape', act: () => userEvent.keyboard('{Escape}') },
  ])('closing with $how hides it without retrying', async ({ act }) => {
    const onRetry = vi.fn();
    render(<Harness onRetry={onRetry} />);
    await act();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(onRetry).not.toHaveBeenCalled();
  });
});
