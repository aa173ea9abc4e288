import { act, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { initialState, useAppStore } from '../../../lib/store';
import { NotificationStack } from './notification-stack';

describe('notifications', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    useAppStore.setState(initialState());
  });
  afterEach(() => vi.useRealTimers());

  it('closes itself after 5000 ms unless stayOpen', () => {
    render(<NotificationStack />);
    act(() => {
      useAppStore.getState().notify({ message: 'Saved' });
      useAppStore.getState().notify({ message: 'Read me', stayOpen: true });
    });
    expect(screen.getByText('Saved')).toBeTruthy();
    act(() => void vi.advanceTimersByTime(4999));
    expect(screen.queryByText('Saved')).not.toBeNull();
    act(() => void vi.advanceTimersByTime(1));
    expect(screen.queryByText('Saved')).toBeNull();
    act(() => void vi.advanceTimersByTime(60_000));
    expect(screen.queryByText('Read me')).not.toBeNull();
  });

  it('closes on the close button, with different images for error and success', () => {
    render(<NotificationStack />);
    act(() => {
      useAppStore.getState().notify({ error: true });
      useAppStore.getState().notify();
    });
    const error = screen.getByRole('alert');
    const success = screen.getByRole('status');
    expect(error.textContent).toContain('An unexpected error occurred');
    expect(success.textContent).toContain('Success!');
    expect(error.querySelector('img')?.getAttribute('src')).not.toBe(
      success.querySelector('img')?.getAttribute('src'),
    );
    act(() => screen.getAllByRole('button', { name: 'Close notification' })[0]?.click());
    expect(screen.queryByRole('alert')).toBeNull();
    expect(screen.getByRole('status')).toBeTruthy();
  });
});
