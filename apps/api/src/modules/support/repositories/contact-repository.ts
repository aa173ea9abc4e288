import type { Db } from '../../../db/client';
import { contactMessages } from '../../../db/schema/support';

export type ContactRepository = ReturnType<typeof createContactRepository>;

export function createContactRepository(db: Db) {
  return {
    insert: async (message: { name: string; email: string; message: string }) =>
      (await db.insert(contactMessages).values(message).returning())[0]!,
  };
}
