import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  followOtherTabsCart,
  persistCartChanges,
  restorePersistedState,
  RestoreTimeoutError,
} from './persistence';
import { initialState, useAppStore } from './store';

describe('cart persistence', () => {
  afterEach(() => {
    vi.useRealTimers();
    localStorage.clear();
  });

  it.each([
    [
      'a saved cart',
      JSON.stringify({ cart: { id: 'p1', retailName: 'Unlimited', retailPrice: 35 } }),
      { id: 'p1', retailName: 'Unlimited', retailPrice: 35 },
    ],
    ['nothing saved', null, {}],
    ['unreadable data', '{not json', {}],
    ['a cart without id', JSON.stringify({ cart: { name: 'x' } }), {}],
  ])('restores %s', async (_label, raw, expected) => {
    await expect(restorePersistedState(async () => raw)).resolves.toEqual({ cart: expected });
  });

  it('gives up with an error after 5000 ms', async () => {
    vi.useFakeTimers();
    const never = () => new Promise<string | null>(() => {});
    const result = restorePersistedState(never);
    const assertion = expect(result).rejects.toBeInstanceOf(RestoreTimeoutError);
    await vi.advanceTimersByTimeAsync(4999);
    let settled = false;
    void result.catch(() => (settled = true));
    await Promise.resolve();
    expect(settled).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    await assertion;
  });

  it('writes only the cart, under the root key, when it changes', () => {
    useAppStore.setState(initialState());
    const stop = persistCartChanges();
    useAppStore.getState().addToCart({ id: 'p2', retailName: 'Plus', retailPrice: 25 });
    useAppStore.getState().notify({ message: 'not persisted' });
    expect(JSON.parse(localStorage.getItem('root') ?? '')).toEqual({
      cart: { id: 'p2', retailName: 'Plus', retailPrice: 25 },
    });
    stop();
  });
});

describe("another tab's cart", () => {
  afterEach(() => localStorage.clear());

  it('is followed here: a plan chosen there, and the cart emptied after paying there', () => {
    useAppStore.setState(initialState());
    const stop = followOtherTabsCart();
    const cart = { id: 'p3', retailName: 'Unlimited', retailPrice: 35, payKey: 'key-1' };
    const stored = (value: string | null) =>
      window.dispatchEvent(new StorageEvent('storage', { key: 'root', newValue: value }));

    stored(JSON.stringify({ cart }));
    expect(useAppStore.getState().cart).toEqual(cart);
    window.dispatchEvent(new StorageEvent('storage', { key: 'email', newValue: 'x@example.com' }));
    expect(useAppStore.getState().cart).toEqual(cart);
    stored(JSON.stringify({ cart: {} }));
    expect(useAppStore.getState().cart).toEqual({});
    stop();
    stored(JSON.stringify({ cart }));
    expect(useAppStore.getState().cart).toEqual({});
  });
});
