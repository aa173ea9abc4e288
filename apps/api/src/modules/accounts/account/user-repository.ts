import { eq, ne, sql } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { users } from '../../../db/schema/accounts';
import type { UserRecord } from '../accounts-types';
export type NewUser = Pick<
  typeof users.$inferInsert,
  'email' | 'firstName' | 'lastName' | 'passwordHash' | 'role'
>;
export type UserRepository = ReturnType<typeof createUserRepository>;

export { isUniqueViolation } from '../../../db/errors';

export function createUserRepository(db: Db) {
  return {
    /** Emails are matched without regard to case (the unique index is on lower(email)). */
    findByEmail: async (email: string): Promise<UserRecord | undefined> =>
      (
        await db
          .select()
          .from(users)
          .where(sql`lower(${users.email}) = lower(${email.trim()})`)
          .limit(1)
      )[0],
    findById: async (id: string): Promise<UserRecord | undefined> =>
      (await db.select().from(users).where(eq(users.id, id)).limit(1))[0],
    async create(user: NewUser): Promise<UserRecord> {
      const [row] = await db.insert(users).values(user).returning();
      if (!row) throw new Error('user was not created');
      return row;
    },
    /** Every account with a staff role, by name. */
    listStaff: (): Promise<UserRecord[]> =>
      db.select().from(users).where(ne(users.role, 'customer')).orderBy(users.lastName, users.firstName),
    /** Gives the user a role (support staff are 'agent'). */
    async setRole(id: string, role: UserRecord['role']): Promise<UserRecord> {
      const [row] = await db.update(users).set({ role }).where(eq(users.id, id)).returning();
      if (!row) throw new Error('user not found');
      return row;
    },
    /** Ends every agent session of the user (docs/decisions/012); returns the new version. */
    async bumpTokenVersion(id: string): Promise<number> {
      const [row] = await db
        .update(users)
        .set({ tokenVersion: sql`${users.tokenVersion} + 1` })
        .where(eq(users.id, id))
        .returning({ tokenVersion: users.tokenVersion });
      if (!row) throw new Error('user not found');
      return row.tokenVersion;
    },
    /** Sets a new password hash (the caller ends the sessions it should). */
    async setPassword(id: string, passwordHash: string): Promise<UserRecord> {
      const [row] = await db.update(users).set({ passwordHash }).where(eq(users.id, id)).returning();
      if (!row) throw new Error('user not found');
      return row;
    },
  };
}
