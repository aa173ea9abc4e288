import '@testing-library/jest-dom/vitest';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { axeViolations } from '../../test/axe';
import { FormDialog } from './form-dialog';

function show(onSubmit: () => void) {
  render(
    <FormDialog open title="Edit nickname" confirmLabel="Save" onSubmit={onSubmit} onCancel={() => undefined}>
      <label>
        Nickname <input name="nickname" required />
      </label>
    </FormDialog>,
  );
}

describe('FormDialog', () => {
  it('the confirm button submits its form, and so does Enter in a field', async () => {
    const submitted = vi.fn((event: Event) => event.preventDefault());
    show(submitted as unknown as () => void);
    const user = userEvent.setup();

    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(submitted).toHaveBeenCalledTimes(1);
    await user.type(screen.getByRole('textbox', { name: 'Nickname' }), 'Work{Enter}');
    expect(submitted).toHaveBeenCalledTimes(2);
    expect(await axeViolations()).toEqual([]);
  });
});
