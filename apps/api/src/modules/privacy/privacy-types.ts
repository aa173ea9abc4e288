/**
 * What a module gives the privacy module (decision 051): its part of the customer's export and of
 * the account's erasure, for its own tables only. Each module's `<domain>-privacy.ts` implements
 * it; app.ts hands them to the privacy module, which names no other module's table.
 */
import { asc, eq, getTableColumns, type Table } from 'drizzle-orm';
import type { AnyPgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { MyData } from '@mvno/contracts/api/my-data';
import type { Db } from '../../db/client';

/** The customer whose data is exported or erased. */
export type PrivacySubject = {
  userId: string;
  /**
   * Every address the customer was known by (current and previous): as stored for the export,
   * lower case for the erasure.
   */
  emails: string[];
};

/** Sections of the export (every key of the document but its date), as stored (dates still dates). */
export type MyDataParts = Partial<Record<Exclude<keyof MyData, 'exportedAt'>, unknown>>;

export type PrivacyHook = {
  /**
   * Who the customer is, from the module that owns the account (one module gives it): their id
   * and addresses as stored, or undefined when there is no such account.
   */
  subject?: (db: Db, userId: string) => Promise<PrivacySubject | undefined>;
  /** The sections of the export this module's tables fill, in the shape the export gives them. */
  export?: (db: Db, subject: PrivacySubject) => Promise<MyDataParts>;
  /**
   * Deletes or de-identifies the customer's rows of this module's tables, inside the transaction
   * `tx` of the erasure (what the law requires stays, de-identified).
   */
  erase?: (tx: Db, subject: PrivacySubject) => Promise<void>;
};

/** Some columns of a table by name, in the order named: what an export section shows of it. */
export function columnsOf<T extends Table, K extends keyof T['_']['columns'] & string>(
  table: T,
  ...names: K[]
): Pick<T['_']['columns'], K> {
  const columns = getTableColumns(table);
  return Object.fromEntries(names.map((name) => [name, columns[name]])) as Pick<T['_']['columns'], K>;
}

/**
 * The customer's rows of the module's tables (by each table's `userId` column), for `db` and
 * `userId`: the columns named, oldest first by `orderBy` when given, else in the database's order.
 * An export section.
 */
export const ownRowsOf =
  (db: Db, userId: string) =>
  <T extends PgTable & { userId: AnyPgColumn }, K extends keyof T['_']['columns'] & string>(
    table: T,
    names: K[],
    orderBy?: keyof T['_']['columns'] & string,
  ): Promise<Record<K, unknown>[]> => {
    const rows = db
      .select(columnsOf(table, ...names))
      .from(table as PgTable)
      .where(eq(table.userId, userId));
    return (orderBy ? rows.orderBy(asc(getTableColumns(table)[orderBy]!)) : rows) as Promise<
      Record<K, unknown>[]
    >;
  };
