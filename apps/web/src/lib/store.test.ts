import { beforeEach, describe, expect, it } from 'vitest';
import { MESSAGES } from '@mvno/contracts/messages';
import { cartCount, initialState, useAppStore } from './store';

const plan = (id: string) => ({ id, retailName: `Plan ${id}`, retailPrice: 25 });

describe('global state', () => {
  beforeEach(() => {
    localStorage.clear();
    useAppStore.setState(initialState());
  });

  it('starts as SPEC §3 says, restoring email and mid from local storage', () => {
    localStorage.setItem('email', 'a@b.co');
    localStorage.setItem('mid', 'm-1');
    const state = initialState();
    expect(state).toMatchObject({
      isLoggedIn: false,
      email: 'a@b.co',
      mid: 'm-1',
      accountId: '',
      pop: '',
      tac: '',
    });
    // SPEC §3's lists start empty, and its records (the cart among them) with no field.
    const { notifications, products, plans, userInfo, itemDetails, portIn, cards, cart } = state;
    expect([notifications, products, plans]).toEqual([[], [], []]);
    expect([userInfo, itemDetails, portIn, cards, cart]).toEqual([{}, {}, {}, {}, {}]);
  });

  it('addToCart replaces the cart with the one item', () => {
    useAppStore.getState().addToCart(plan('a'));
    useAppStore.getState().addToCart(plan('b'));
    expect(useAppStore.getState().cart).toEqual(plan('b'));
    expect(cartCount(useAppStore.getState().cart)).toBe(1);
  });

  it.each([
    ['the same id empties it', 'a', {}],
    ['another id keeps it', 'b', plan('a')],
  ])('removeFromCart with %s', (_label, id, expected) => {
    useAppStore.getState().addToCart(plan('a'));
    useAppStore.getState().removeFromCart(id);
    expect(useAppStore.getState().cart).toEqual(expected);
  });

  it('clearCart empties it and the count is 0', () => {
    useAppStore.getState().addToCart(plan('a'));
    useAppStore.getState().clearCart();
    expect(cartCount(useAppStore.getState().cart)).toBe(0);
  });

  it('notify appends with unique ids and the default texts', () => {
    const { notify } = useAppStore.getState();
    const first = notify();
    const second = notify({ error: true });
    const third = notify({ message: 'Saved', stayOpen: true });
    const list = useAppStore.getState().notifications;
    expect(new Set([first, second, third]).size).toBe(3);
    expect(list.map((n) => [n.message, n.error, n.stayOpen])).toEqual([
      [MESSAGES.defaultSuccess, false, false],
      [MESSAGES.defaultError, true, false],
      ['Saved', false, true],
    ]);
  });
});
