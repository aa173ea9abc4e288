/**
 * Emergency (E911) addresses for Wi-Fi calling (decision 032): the customer's address per line with
 * the 911 notice acknowledged, and the simulated carrier's own registry of what it was sent.
 */
import { pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { userIdColumn } from './accounts';
import { subscriptionLines } from './lines';

/** An E911 address's columns, as the customer gives it and as the carrier holds it. */
const e911AddressColumns = () => ({
  addressOne: text('address_one').notNull(),
  addressTwo: text('address_two'),
  companyName: text('company_name'),
  city: text('city').notNull(),
  state: text('state').notNull(),
  zipCode: text('zip_code').notNull(),
});

export const lineEmergencyAddresses = pgTable('line_emergency_addresses', {
  lineId: uuid('line_id')
    .primaryKey()
    .references(() => subscriptionLines.id, { onDelete: 'cascade' }),
  userId: userIdColumn(),
  ...e911AddressColumns(),
  /** The version of the 911 notice acknowledged with this address (E911_DISCLOSURE_VERSION). */
  disclosureVersion: text('disclosure_version').notNull(),
  acknowledgedAt: timestamp('acknowledged_at', { withTimezone: true }).notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/** The built-in simulated carrier's E911 registry: the address it holds for a number. */
export const carrierEmergencyAddresses = pgTable('carrier_emergency_addresses', {
  mdn: text('mdn').primaryKey(),
  ...e911AddressColumns(),
  registeredAt: timestamp('registered_at', { withTimezone: true }).notNull().defaultNow(),
});
