import '@testing-library/jest-dom/vitest';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import type { FormEvent } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { CLICK_BURST_MS, Modal } from './modal';

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

  describe('gives the focus back when it closes by Save, Cancel or Escape (WCAG 2.4.3)', () => {
    const closings = [
      { how: 'Save', close: () => userEvent.click(screen.getByRole('button', { name: 'Save' })) },
      { how: 'Cancel', close: () => userEvent.click(screen.getByRole('button', { name: 'Cancel' })) },
      { how: 'Escape', close: () => userEvent.keyboard('{Escape}') },
    ];

    it.each(closings)('to the opener of the first dialog of a flow: $how', async ({ close }) => {
      function Flow() {
        const [step, setStep] = useState<'none' | 'check' | 'details'>('none');
        return (
          <main>
            <h1>My account</h1>
            <button type="button" onClick={() => setStep('check')}>
              Bring a number
            </button>
            <Modal
              open={step === 'check'}
              title="Check"
              onConfirm={() => setStep('details')}
              confirmLabel="Continue"
            />
            <Modal
              open={step === 'details'}
              title="Details"
              confirmLabel="Save"
              onConfirm={() => setStep('none')}
              onCancel={() => setStep('none')}
            />
          </main>
        );
      }
      render(<Flow />);
      await userEvent.click(screen.getByRole('button', { name: 'Bring a number' }));
      await userEvent.click(screen.getByRole('button', { name: 'Continue' }));
      expect(screen.getByRole('dialog', { name: 'Details' })).toContainElement(
        document.activeElement as HTMLElement,
      );
      await close();
      expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
      await waitFor(() => expect(screen.getByRole('button', { name: 'Bring a number' })).toHaveFocus());
    });

    it.each(closings)('to what it changed when its opener went with the change: $how', async ({ close }) => {
      function Card() {
        const [open, setOpen] = useState(false);
        const [sent, setSent] = useState(false);
        const done = () => {
          setSent(true);
          setOpen(false);
        };
        return (
          <main>
            <h1>My account</h1>
            <ul>
              <li aria-label="Work phone">
                {sent ? (
                  <button key="edit" type="button">
                    Edit port-in details
                  </button>
                ) : (
                  <button key="resubmit" type="button" onClick={() => setOpen(true)}>
                    Re-submit port-in
                  </button>
                )}
              </li>
            </ul>
            <Modal
              open={open}
              title="Re-submit"
              confirmLabel="Save"
              onConfirm={done}
              onCancel={done}
              onClose={done}
            />
          </main>
        );
      }
      render(<Card />);
      await userEvent.click(screen.getByRole('button', { name: 'Re-submit port-in' }));
      await close();
      await waitFor(() => expect(screen.getByRole('button', { name: 'Edit port-in details' })).toHaveFocus());
    });

    it('to the page’s main heading when nothing of the opener is left', async () => {
      function Gone() {
        const [open, setOpen] = useState(false);
        const [shown, setShown] = useState(true);
        return (
          <main>
            <h1>My account</h1>
            {shown && (
              <button type="button" onClick={() => setOpen(true)}>
                Delete
              </button>
            )}
            <Modal
              open={open}
              title="Delete?"
              confirmLabel="Save"
              onConfirm={() => {
                setShown(false);
                setOpen(false);
              }}
            />
          </main>
        );
      }
      render(<Gone />);
      await userEvent.click(screen.getByRole('button', { name: 'Delete' }));
      await userEvent.click(screen.getByRole('button', { name: 'Save' }));
      const heading = screen.getByRole('heading', { level: 1, name: 'My account' });
      await waitFor(() => expect(heading).toHaveFocus());
      expect(heading).toHaveAttribute('tabindex', '-1');
    });
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

  it('stays open for a press outside it during the click burst that opened it, and closes for a later one', async () => {
    const now = vi.spyOn(performance, 'now').mockReturnValue(10_000);
    const onClose = vi.fn();
    render(<Modal open title="Payment Successful" onClose={onClose} />);
    const overlay = document.querySelector('.modal__overlay') as HTMLElement;
    // The dialog listens for presses outside it from the next turn after it opens.
    await new Promise((resolve) => setTimeout(resolve, 10));
    // The second click of a double click whose first click opened the dialog.
    now.mockReturnValue(10_000 + CLICK_BURST_MS - 100);
    fireEvent.pointerDown(overlay);
    expect(onClose).not.toHaveBeenCalled();
    expect(screen.getByRole('dialog')).toBeInTheDocument();
    now.mockReturnValue(10_000 + CLICK_BURST_MS + 100);
    fireEvent.pointerDown(overlay);
    await waitFor(() => expect(onClose).toHaveBeenCalledTimes(1));
    now.mockRestore();
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
