import '@testing-library/jest-dom/vitest';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { QueryState, type QueryLike } from './query-state';

const query = (overrides: Partial<QueryLike<string[]>>): QueryLike<string[]> => ({
  data: undefined,
  isPending: false,
  isError: false,
  refetch: () => undefined,
  ...overrides,
});

const show = (q: QueryLike<string[]>) =>
  render(
    <QueryState query={q} loadingLabel="Loading your lines" errorText="Your lines could not be loaded.">
      {(lines) => <p>{lines.join(', ')}</p>}
    </QueryState>,
  );

describe('QueryState', () => {
  it('shows a named spinner while loading', () => {
    show(query({ isPending: true }));
    expect(screen.getByRole('status', { name: 'Loading your lines' })).toBeInTheDocument();
  });

  it('says what could not be loaded, and Try again asks again', async () => {
    const refetch = vi.fn();
    show(query({ isError: true, refetch }));
    expect(screen.getByRole('alert')).toHaveTextContent('Your lines could not be loaded. Try again');
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(refetch).toHaveBeenCalledTimes(1);
  });

  it('shows the data once loaded', () => {
    show(query({ data: ['Work phone', 'Tablet'] }));
    expect(screen.getByText('Work phone, Tablet')).toBeInTheDocument();
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });
});
