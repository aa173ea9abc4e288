import { create } from 'zustand';
import { EMAIL_STORAGE_KEY } from '@mvno/contracts/constants';
import type { Card, Plan, UserInfo } from '@mvno/contracts/entities';
import { MESSAGES } from '@mvno/contracts/messages';
import { readLocal } from './local-storage';
import { isSessionLive } from './session-token';

export type CartItem = {
  id: string;
  retailName: string;
  retailPrice: number;
  options?: Record<string, string>;
  /**
   * The idempotency key of paying for this cart (entities/order/cart-pay-key.ts): kept with the
   * cart, so a second tab, a reload or the back button pays the same order at most once.
   */
  payKey?: string;
};
/** SPEC §3: an object holding at most one item; `{}` when empty. */
export type Cart = CartItem | Record<string, never>;

/**
 * SPEC §3 port-in state (msisdn, zipCode, iccid) kept between the steps of a port-in: the quick
 * SIM check, the eligibility check, the payment that bought a line for the number. The line
 * that receives the number (`tempSubscriptionId`) joins it after a payment.
 */
export type PortInState = { msisdn?: string; zipCode?: string; iccid?: string; tempSubscriptionId?: string };

export type AppNotification = { id: string; error: boolean; message: string; stayOpen: boolean };
export type NotifyInput = { message?: string; error?: boolean; stayOpen?: boolean };

export type AppState = {
  isLoggedIn: boolean;
  notifications: AppNotification[];
  userInfo: Partial<UserInfo>;
  email: string;
  mid: string;
  itemDetails: Record<string, unknown>;
  products: unknown[];
  accountId: string;
  pop: string;
  tac: string;
  portIn: PortInState;
  plans: Plan[];
  cards: Record<string, Card>;
  cart: Cart;
};

export type AppActions = {
  addToCart: (item: CartItem) => void;
  removeFromCart: (id: string) => void;
  clearCart: () => void;
  notify: (input?: NotifyInput) => string;
  closeNotification: (id: string) => void;
  setLoggedIn: (loggedIn: boolean) => void;
  setUserInfo: (info: Partial<UserInfo>) => void;
  /** The email being used to log in; kept in local storage so it survives a reload (SPEC §3). */
  setEmail: (email: string) => void;
  /** Adds to the port-in state; `clearPortIn` empties it (SPEC §4 after payment, Continue). */
  setPortIn: (portIn: PortInState) => void;
  clearPortIn: () => void;
  /** Any 401, or logging out: the session ends and the user's data leaves the page. */
  clearSession: () => void;
};

/** SPEC §3 "Global state at start". */
export function initialState(): AppState {
  return {
    isLoggedIn: isSessionLive(),
    notifications: [],
    userInfo: {},
    email: readLocal(EMAIL_STORAGE_KEY) ?? '',
    mid: readLocal('mid') ?? '',
    itemDetails: {},
    products: [],
    accountId: '',
    pop: '',
    tac: '',
    portIn: {},
    plans: [],
    cards: {},
    cart: {},
  };
}

export function cartCount(cart: Cart): 0 | 1 {
  return Object.keys(cart).length > 0 ? 1 : 0;
}

export const useAppStore = create<AppState & AppActions>()((set) => ({
  ...initialState(),
  addToCart: (item) => set({ cart: item }),
  removeFromCart: (id) => set((s) => ('id' in s.cart && s.cart.id === id ? { cart: {} } : s)),
  clearCart: () => set({ cart: {} }),
  notify: (input = {}) => {
    const id = crypto.randomUUID();
    const error = input.error ?? false;
    const message = input.message ?? (error ? MESSAGES.defaultError : MESSAGES.defaultSuccess);
    set((s) => ({
      notifications: [...s.notifications, { id, error, message, stayOpen: input.stayOpen ?? false }],
    }));
    return id;
  },
  closeNotification: (id) => set((s) => ({ notifications: s.notifications.filter((n) => n.id !== id) })),
  setLoggedIn: (isLoggedIn) => set({ isLoggedIn }),
  setUserInfo: (userInfo) => set({ userInfo }),
  setEmail: (email) => {
    set({ email });
    try {
      localStorage.setItem(EMAIL_STORAGE_KEY, email);
    } catch {
      // Storage unavailable: the email still works for this visit.
    }
  },
  setPortIn: (portIn) => set((s) => ({ portIn: { ...s.portIn, ...portIn } })),
  clearPortIn: () => set({ portIn: {} }),
  clearSession: () => set({ isLoggedIn: false, userInfo: {} }),
}));
