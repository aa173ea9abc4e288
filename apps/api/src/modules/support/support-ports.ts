/**
 * What the support module needs from other modules, as it sees them; app.ts passes their faces
 * in. The inbox shows an agent who the customer is (accounts), their lines (lines) and their
 * recent orders (shop), read-only, behind the care console's CPNI gate (care).
 */
import type { CustomerOverviewAccount } from '@mvno/contracts/api/support-inbox';
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
  linesOf(userId: string): Promise<CustomerOverviewAccount['lines']>;
};

export type SupportOrders = {
  recentOrders(userId: string, limit: number): Promise<CustomerOverviewAccount['orders']>;
};

/**
 * The CPNI gate (the care module's, decision 042): until when this agent verified the customer
 * (undefined: not verified), and the audit entry of each read of the account.
 */
export type SupportCustomerGate = {
  verifiedUntil(staff: AuthUser, customerId: string): Promise<Date | undefined>;
  recordRead(staff: AuthUser, customerId: string, via: string): Promise<void>;
};
