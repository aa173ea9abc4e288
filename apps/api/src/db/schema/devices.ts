/** The lines module's reference data of phones: which work on the network and take an eSIM. */
import { boolean, pgTable, text } from 'drizzle-orm/pg-core';

/** Phones by type allocation code (an IMEI's first 8 digits), for the compatibility check. */
export const devices = pgTable('devices', {
  tac: text('tac').primaryKey(),
  brand: text('brand').notNull(),
  model: text('model').notNull(),
  esim: boolean('esim').notNull(),
  /** Whether it works on the network (5G/VoLTE on its bands). */
  compatible: boolean('compatible').notNull(),
});
