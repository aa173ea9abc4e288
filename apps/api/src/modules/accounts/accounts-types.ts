/**
 * Types the accounts module shares with the others (besides its face, accounts-module.ts):
 * who a session belongs to.
 */
import type { users } from '../../db/schema/accounts';

export type UserRecord = typeof users.$inferSelect;

/** The user behind a valid session token, and whether support signed in for them. */
export type AuthUser = UserRecord & { assisted: boolean };

/** The logged-in customer as the shop, payments and lines see them (a subset of the session's user). */
export type Customer = Pick<UserRecord, 'id' | 'email' | 'firstName' | 'lastName' | 'zipCode'>;
