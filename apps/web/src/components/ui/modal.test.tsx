import '@testing-library/jest-dom/vitest';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import type { FormEvent } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { Modal } from './modal';

describe('Modal', () => {
  it('is a dialog named by its title and described by its description', () => {
    render(<Modal open title="Delete Card?" description="This cannot be undone" />);
    const dialog = screen.getByRole('dialog', { name: 'Delete Card?' });
    expect(dialog).toHaveAccessibleDescription('This cannot be undone');
  });

  it('renders nothing while closed', () => {
    render(<Modal open={false} title="Delete Card?" />);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('moves focus into the dialog when it opens', () => {
    render(<Modal open title="Delete Card?" onConfirm={() => {}} />);
    expect(screen.getByRole('dialog')).toContainElement(document.activeElement as HTMLElement);
  });

  it('gives the focus back to the control that opened it when it closes', async () => {
    const user = userEvent.setup();
    function Opener() {
      const [open, setOpen] = useState(false);
      return (
        <>
          <button type="button" onClick={() => setOpen(true)}>
            Edit name
          </button>
          <Modal open={open} title="Edit name" onCancel={() => setOpen(false)} />
        </>
      );
    }
    render(<Opener />);
    await user.click(screen.getByRole('button', { name: 'Edit name' }));
    expect(screen.getByRole('dialog')).toContainElement(document.activeElement as HTMLElement);
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Edit name' })).toHaveFocus();
  });

  const dismissCases = [
    { given: 'onClose and onCancel', withClose: true, expectClose: 1, expectCancel: 0 },
    { given: 'only onCancel', withClose: false, expectClose: 0, expectCancel: 1 },
  ];
  const dismissActions = [
    { how: 'the close cross', act: () => userEvent.click(screen.getByRole('button', { name: 'Close' })) },
    { how: 'Escape', act: () => userEvent.keyboard('{Escape}') },
  ];
  describe.each(dismissActions)('dismissing with $how', ({ act }) => {
    it.each(dismissCases)('with $given', async ({ withClose, expectClose, expectCancel }) => {
      const onClose = vi.fn();
      const onCancel = vi.fn();
      render(<Modal open title="Edit name" onCancel={onCancel} onClose={withClose ? onClose : undefined} />);
      await act();
      expect(onClose).toHaveBeenCalledTimes(expectClose);
      expect(onCancel).toHaveBeenCalledTimes(expectCancel);
    });
  });

  it('confirm and cancel buttons call their handlers with the given labels', async () => {
    const onConfirm = vi.fn();
    const onCancel = vi.fn();
    render(
      <Modal
        open
        title="Delete Card?"
        onConfirm={onConfirm}
        onCancel={onCancel}
        confirmLabel="Yes, Delete"
      />,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Yes, Delete' }));
    expect(onConfirm).toHaveBeenCalledTimes(1);
    await userEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(onCancel).toHaveBeenCalledTimes(1);
  });

  it('while confirming shows a spinner and disables confirm', async () => {
    const onConfirm = vi.fn();
    render(
      <Modal open title="Delete Card?" onConfirm={onConfirm} confirmLabel="Yes, Delete" confirmLoading />,
    );
    const confirm = screen.getByRole('button', { name: 'Yes, Delete' });
    expect(confirm).toBeDisabled();
    expect(screen.getByRole('status', { name: 'Loading' })).toBeInTheDocument();
    await userEvent.click(confirm);
    expect(onConfirm).not.toHaveBeenCalled();
  });

  it('confirms once for a double click, and again for a later click or the keyboard', async () => {
    const onConfirm = vi.fn();
    render(<Modal open title="Renew your plan" onConfirm={onConfirm} confirmLabel="Renew now" />);
    const confirm = screen.getByRole('button', { name: 'Renew now' });
    await userEvent.dblClick(confirm);
    expect(onConfirm).toHaveBeenCalledTimes(1);
    confirm.focus();
    await userEvent.keyboard('{Enter}');
    expect(onConfirm).toHaveBeenCalledTimes(2);
  });

  it('hides confirm and cancel when no handler is given', () => {
    render(<Modal open title="Info" />);
    expect(screen.getAllByRole('button').map((b) => b.getAttribute('aria-label'))).toEqual(['Close']);
  });

  it('with formId, confirm submits the form in its body', async () => {
    const onSubmit = vi.fn((e: FormEvent) => e.preventDefault());
    render(
      <Modal open title="Change Password" formId="pw" confirmLabel="Change Password">
        <form id="pw" onSubmit={onSubmit} />
      </Modal>,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Change Password' }));
    expect(onSubmit).toHaveBeenCalledTimes(1);
  });
});
