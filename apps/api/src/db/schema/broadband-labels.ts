/**
 * Broadband Facts labels (decision 061): one row per version of a plan's label. A version is
 * written when a plan goes on sale or what its label says changes (a new price), and closed
 * (`withdrawnAt`) when the plan leaves the shop or the next version replaces it; a closed version
 * stays published for two years. `planId` has no foreign key: a deleted plan's label is kept too.
 * `code` is the 15 characters of the FCC's unique plan identifier after "M" and the FRN.
 */
import { integer, jsonb, pgTable, text, timestamp, unique, uuid } from 'drizzle-orm/pg-core';

export const broadbandLabels = pgTable(
  'broadband_labels',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    planId: uuid('plan_id').notNull(),
    version: integer('version').notNull(),
    code: text('code').notNull().unique(),
    /** What the label says, as the label service made it (LabelFacts). */
    facts: jsonb('facts').$type<Record<string, unknown>>().notNull(),
    publishedAt: timestamp('published_at', { withTimezone: true }).notNull().defaultNow(),
    withdrawnAt: timestamp('withdrawn_at', { withTimezone: true }),
  },
  (t) => [unique('broadband_labels_plan_version').on(t.planId, t.version)],
);
