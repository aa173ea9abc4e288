/** Column shapes every domain's tables share. Money is stored as integer cents everywhere. */
import { timestamp } from 'drizzle-orm/pg-core';

export const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();
