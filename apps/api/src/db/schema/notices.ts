/**
 * How each kind of notice reaches a customer (decision 087): 'mail', 'text' (to their lines, through
 * the carrier) or 'both'. No row means every kind by mail; security notices are never listed here.
 */
import { pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { userIdColumn } from './accounts';

const CHANNELS = ['mail', 'text', 'both'] as const;
const channel = (name: string) => text(name, { enum: CHANNELS }).notNull().default('mail');

export const noticePreferences = pgTable('notice_preferences', {
  userId: userIdColumn().primaryKey(),
  billing: channel('billing'),
  usage: channel('usage'),
  service: channel('service'),
  family: channel('family'),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});
