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
import type { PrivacyHook } from '../privacy/privacy-types';

const profileOf = (db: Db, userId: string) =>
  db
    .select({
      id: users.id,
      email: users.email,
      previousEmail: users.previousEmail,
      firstName: users.firstName,
      lastName: users.lastName,
      contactNumber: users.contactNumber,
      streetNumber: users.streetNumber,
      streetDirection: users.streetDirection,
      streetName: users.streetName,
      city: users.city,
      state: users.state,
      zipCode: users.zipCode,
      createdAt: users.createdAt,
    })
    .from(users)
    .where(eq(users.id, userId));

/** What no longer names anyone: the address becomes one nobody can own, free for a new registration. */
const deIdentified = (userId: string) => ({
  email: `deleted-${userId}@deleted.invalid`,
  passwordHash: null,
  firstName: 'Deleted',
  lastName: 'customer',
  contactNumber: null,
  streetNumber: null,
  streetDirection: null,
  streetName: null,
  city: null,
  state: null,
  zipCode: null,
  previousEmail: null,
  emailChangedAt: null,
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
    const [profile] = await profileOf(db, userId);
    const sessionRows = await db
      .select({
        id: sessions.id,
        assisted: sessions.assisted,
        userAgent: sessions.userAgent,
        createdAt: sessions.createdAt,
        lastSeenAt: sessions.lastSeenAt,
        endedAt: sessions.endedAt,
      })
      .from(sessions)
      .where(eq(sessions.userId, userId));
    // Passkeys by name and dates (never the key), and the sign-in history (decision 030).
    const passkeyRows = await db
      .select({
        name: passkeys.name,
        backedUp: passkeys.backedUp,
        createdAt: passkeys.createdAt,
        lastUsedAt: passkeys.lastUsedAt,
      })
      .from(passkeys)
      .where(eq(passkeys.userId, userId))
      .orderBy(asc(passkeys.createdAt));
    const signInRows = await db
      .select({
        method: signIns.method,
        userAgent: signIns.userAgent,
        place: signIns.place,
        at: signIns.createdAt,
      })
      .from(signIns)
      .where(eq(signIns.userId, userId))
      .orderBy(asc(signIns.createdAt));
    const audit = await db
      .select({
        action: supportAudit.action,
        call: supportAudit.call,
        ip: supportAudit.ip,
        sessionId: supportAudit.sessionId,
        at: supportAudit.createdAt,
      })
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
