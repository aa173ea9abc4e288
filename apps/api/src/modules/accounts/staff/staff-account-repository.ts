/**
 * Changes of a staff account's role and standing (decision 044), each in one transaction that
 * also ends the sessions it must: the token version moves on (every agent token of the account
 * dies), the staff session rows go and any customer session row ends.
 */
import { and, asc, eq, isNotNull, isNull, ne, sql } from 'drizzle-orm';
import { isStaffRole, type StaffRole } from '@mvno/contracts/staff-roles';
import type { Db } from '../../../db/client';
import {
  linkTokens,
  loginCodes,
  passkeys,
  sessions,
  staffSessions,
  users,
} from '../../../db/schema/accounts';
import type { UserRecord } from '../accounts-types';

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

/** What a change asks of the account: new values, whether sessions end, whether it is wiped for good. */
export type StaffChange = {
  role?: StaffRole;
  staffStatus?: UserRecord['staffStatus'];
  endSessions: boolean;
  /** Deactivation: no password, no passkeys, no link or code left. */
  wipe?: boolean;
};

export type StaffChangeOutcome =
  | { kind: 'done'; before: UserRecord; after: UserRecord; signedOut: boolean }
  | { kind: 'not_found' }
  | { kind: 'last_admin' }
  /** The account is not in a state the change applies to (the caller's decide said so). */
  | { kind: 'refused'; before: UserRecord; reason: string };

/** An admin who can act: not suspended or deactivated, and has chosen a password. */
const canActAsAdmin = (user: Pick<UserRecord, 'role' | 'staffStatus' | 'passwordHash'>) =>
  user.role === 'admin' && user.staffStatus === 'active' && user.passwordHash !== null;

async function endSessionsOf(tx: Tx, userId: string, now: Date): Promise<void> {
  await tx
    .update(users)
    .set({ tokenVersion: sql`${users.tokenVersion} + 1` })
    .where(eq(users.id, userId));
  await tx.delete(staffSessions).where(eq(staffSessions.userId, userId));
  await tx
    .update(sessions)
    .set({ endedAt: now })
    .where(and(eq(sessions.userId, userId), isNull(sessions.endedAt)));
}

export function createStaffAccountRepository(db: Db) {
  return {
    /**
     * Applies the change `decide` answers for the account as it is now (or refuses it). The active
     * admins are locked first, in one order for every change, so two admins removing each other at
     * once cannot leave none: the second waits and then finds the first gone.
     */
    change: (
      id: string,
      decide: (user: UserRecord) => StaffChange | { refuse: string },
      now: Date,
    ): Promise<StaffChangeOutcome> =>
      db.transaction(async (tx): Promise<StaffChangeOutcome> => {
        const admins = await tx
          .select({ id: users.id })
          .from(users)
          .where(and(eq(users.role, 'admin'), eq(users.staffStatus, 'active'), isNotNull(users.passwordHash)))
          .orderBy(asc(users.id))
          .for('update');
        const [before] = await tx.select().from(users).where(eq(users.id, id)).for('update');
        if (!before || !isStaffRole(before.role)) return { kind: 'not_found' };
        const change = decide(before);
        if ('refuse' in change) return { kind: 'refused', before, reason: change.refuse };
        const next = {
          role: change.role ?? before.role,
          staffStatus: change.staffStatus ?? before.staffStatus,
          passwordHash: change.wipe ? null : before.passwordHash,
        };
        if (canActAsAdmin(before) && !canActAsAdmin(next) && !admins.some((admin) => admin.id !== id))
          return { kind: 'last_admin' };
        await tx.update(users).set(next).where(eq(users.id, id));
        const signedOut = change.endSessions || change.wipe === true;
        if (signedOut) await endSessionsOf(tx, id, now);
        if (change.wipe) {
          await tx.delete(passkeys).where(eq(passkeys.userId, id));
          await tx.delete(linkTokens).where(eq(linkTokens.userId, id));
          await tx
            .update(loginCodes)
            .set({ consumedAt: now })
            .where(and(eq(loginCodes.userId, id), isNull(loginCodes.consumedAt)));
        }
        const [after] = await tx.select().from(users).where(eq(users.id, id));
        return { kind: 'done', before, after: after!, signedOut };
      }),

    find: async (id: string): Promise<UserRecord | undefined> =>
      (await db.select().from(users).where(eq(users.id, id)).limit(1))[0],

    /**
     * Removes an invited account that never chose a password (its link goes with it), and
     * answers it; undefined when there is no such staff account, or it was taken up meanwhile.
     */
    async removeInvited(id: string): Promise<UserRecord | undefined> {
      const [removed] = await db
        .delete(users)
        .where(
          and(
            eq(users.id, id),
            ne(users.role, 'customer'),
            isNull(users.passwordHash),
            eq(users.staffStatus, 'active'),
          ),
        )
        .returning();
      return removed;
    },
  };
}

export type StaffAccountRepository = ReturnType<typeof createStaffAccountRepository>;
