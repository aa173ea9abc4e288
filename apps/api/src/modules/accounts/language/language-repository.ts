import { eq } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { users } from '../../../db/schema/accounts';
import type { UserRecord } from '../accounts-types';

/** The account's language column (decision 053). */
export function createLanguageRepository(db: Db) {
  return {
    async set(userId: string, language: UserRecord['language']): Promise<void> {
      await db.update(users).set({ language }).where(eq(users.id, userId));
    },
  };
}
