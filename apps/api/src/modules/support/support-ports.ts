/**
 * What the support module needs from other modules, as it sees them; app.ts passes their faces
 * in. The inbox shows an agent who the customer is (accounts), their lines (lines) and their
 * recent orders (shop), read-only.
 */
import type { CustomerOverview } from '@mvno/contracts/api/support-inbox';
import type { AuthUser, UserRecord } from '../accounts/accounts-types';

export type SupportAccounts = {
  /** The user of a customer's session token (at once when kept in memory); a 401 for anything else. */
  authenticate(token: string | undefined): AuthUser | Promise<AuthUser>;
  /** The user of an agent's session token; throws a 403 for a customer's, else 401. */
  authenticateAgent(token: string | undefined): Promise<AuthUser>;
  findUser(id: string): Promise<UserRecord | undefined>;
  /** Hears, from every process, that a user's sessions changed (a logout): their sockets are checked at once. */
  onUserChanged(listener: (userId: string) => void): void;
};

export type SupportLines = {
  linesOf(userId: string): Promise<CustomerOverview['lines']>;
};

export type SupportOrders = {
  recentOrders(userId: string, limit: number): Promise<CustomerOverview['orders']>;
};
