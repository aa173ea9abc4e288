import { and, eq, ne, sql } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { users } from '../../../db/schema/accounts';
import type { UserRecord } from '../../accounts/accounts-types';

/** The profile columns of a customer (name, address, phone, email). */
export type ProfilePatch = Partial<
  Pick<
    UserRecord,
    | 'firstName'
    | 'lastName'
    | 'email'
    | 'contactNumber'
    | 'streetNumber'
    | 'streetDirection'
    | 'streetName'
    | 'city'
    | 'state'
    | 'zipCode'
    | 'previousEmail'
    | 'emailChangedAt'
  >
>;

export type ProfileRepository = ReturnType<typeof createProfileRepository>;

export function createProfileRepository(db: Db) {
  return {
    async update(userId: string, patch: ProfilePatch): Promise<UserRecord> {
      const [row] = await db.update(users).set(patch).where(eq(users.id, userId)).returning();
      if (!row) throw new Error('user not found');
      return row;
    },
    /** Whether another account uses the address (compared without regard to case). */
    async emailTakenByOther(userId: string, email: string): Promise<boolean> {
      const rows = await db
        .select({ id: users.id })
        .from(users)
        .where(and(sql`lower(${users.email}) = lower(${email})`, ne(users.id, userId)))
        .limit(1);
      return rows.length > 0;
    },
  };
}
