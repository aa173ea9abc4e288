import '@testing-library/jest-dom/vitest';
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Spinner } from './spinner';

describe('Spinner', () => {
  it.each([
    [undefined, 'Loading'],
    ['Loading cards', 'Loading cards'],
  ])('with label %s is a status named %s', (label, expected) => {
    render(<Spinner label={label} />);
    expect(screen.getByRole('status', { name: expected })).toBeInTheDocument();
  });
});
