/**
 * The accounts module's part of the export and the erasure (decisions 027, 032 and 051): the
 * profile, sessions, passkeys, sign-ins and audit entries. Secrets never leave: password hash,
 * codes, tokens, PIN hashes. Erased, the account row stays as the owner of the kept records.
 */
import { asc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import {
  accountPins,
  linkTokens,
  loginCodes,
  passkeys,
  recoveryCodes,
  sessions,
  signIns,
  supportAudit,
  totpFactors,
  users,
  verificationCodes,
} from '../../db/schema/accounts';
import { columnsOf, ownRowsOf, type PrivacyHook } from '../privacy/privacy-types';

/** The account's postal address, in the profile's order. */
const address = ['streetNumber', 'streetDirection', 'streetName', 'city', 'state', 'zipCode'] as const;

const profileOf = (db: Db, userId: string) =>
  db
    .select(
      columnsOf(
        users,
        'id',
        'email',
        'previousEmail',
        'firstName',
        'lastName',
        'contactNumber',
        ...address,
        'createdAt',
      ),
    )
    .from(users)
    .where(eq(users.id, userId));

/** The details that go from the account row: password, phone, address, the previous address. */
const erasedDetails = [
  'passwordHash',
  'contactNumber',
  ...address,
  'previousEmail',
  'emailChangedAt',
] as const;

/** What no longer names anyone: the address becomes one nobody can own, free for a new registration. */
const deIdentified = (userId: string) => ({
  ...(Object.fromEntries(erasedDetails.map((column) => [column, null])) as Record<
    (typeof erasedDetails)[number],
    null
  >),
  email: `deleted-${userId}@deleted.invalid`,
  firstName: 'Deleted',
  lastName: 'customer',
  tokenVersion: sql`${users.tokenVersion} + 1`,
});

/**
 * The rows that go whole with the account: signed out everywhere (sessions: devices, browsers),
 * every code and factor, the passkeys (the customer named them) and the sign-in history.
 */
const goneWithTheAccount = [
  sessions,
  loginCodes,
  linkTokens,
  verificationCodes,
  totpFactors,
  recoveryCodes,
  accountPins,
  passkeys,
  signIns,
] as const;

export const accountsPrivacy: PrivacyHook = {
  async subject(db, userId) {
    const [user] = await db
      .select({ email: users.email, previousEmail: users.previousEmail })
      .from(users)
      .where(eq(users.id, userId));
    if (!user) return undefined;
    return { userId, emails: [user.email, ...(user.previousEmail ? [user.previousEmail] : [])] };
  },

  async export(db, { userId }) {
    const rows = ownRowsOf(db, userId);
    const [profile] = await profileOf(db, userId);
    const sessionRows = await rows(sessions, [
      'id',
      'assisted',
      'userAgent',
      'createdAt',
      'lastSeenAt',
      'endedAt',
    ]);
    // Passkeys by name and dates (never the key), and the sign-in history (decision 030).
    const passkeyRows = await rows(passkeys, ['name', 'backedUp', 'createdAt', 'lastUsedAt'], 'createdAt');
    const signInRows = await db
      .select({ ...columnsOf(signIns, 'method', 'userAgent', 'place'), at: signIns.createdAt })
      .from(signIns)
      .where(eq(signIns.userId, userId))
      .orderBy(asc(signIns.createdAt));
    const audit = await db
      .select({ ...columnsOf(supportAudit, 'action', 'call', 'ip', 'sessionId'), at: supportAudit.createdAt })
      .from(supportAudit)
      .where(eq(supportAudit.userId, userId));
    return {
      profile,
      sessions: sessionRows,
      passkeys: passkeyRows,
      signIns: signInRows,
      auditEntries: audit,
    };
  },

  async erase(tx, { userId }) {
    await tx.update(users).set(deIdentified(userId)).where(eq(users.id, userId));
    for (const table of goneWithTheAccount) await tx.delete(table).where(eq(table.userId, userId));
    await tx.update(supportAudit).set({ ip: null }).where(eq(supportAudit.userId, userId));
  },
};
