import '@testing-library/jest-dom/vitest';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useForm } from 'react-hook-form';
import { describe, expect, it } from 'vitest';
import { StreetDirectionField } from './street-direction-field';

type Values = { streetDirection: string };

function Harness({ onSave }: { onSave: (values: Values) => void }) {
  const form = useForm<Values>({ defaultValues: { streetDirection: '' } });
  return (
    <form
      noValidate
      onSubmit={(event) =>
        void form.handleSubmit((values) => {
          if (!values.streetDirection)
            form.setError('streetDirection', { message: 'Pick one for this test' });
          else onSave(values);
        })(event)
      }
    >
      <StreetDirectionField form={form} name="streetDirection" />
      <button type="submit">Save</button>
    </form>
  );
}

describe('StreetDirectionField', () => {
  it('clears its error when a direction is chosen, and sends the direction as streetDirection', async () => {
    const saved: Values[] = [];
    render(<Harness onSave={(values) => saved.push(values)} />);

    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(screen.getByText('Pick one for this test')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'NE' }));

    expect(screen.queryByText('Pick one for this test')).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(saved).toEqual([{ streetDirection: 'NE' }]);
  });
});
