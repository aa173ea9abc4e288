import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { users } from '../../../db/schema/accounts';
import { subscriptionLines } from '../../../db/schema/lines';
import { orders } from '../../../db/schema/orders';
import { transactions } from '../../../db/schema/payments';

export type CustomerRow = {
  id: string;
  firstName: string;
  lastName: string;
  email: string;
  city: string | null;
  state: string | null;
  createdAt: Date;
};

/** Who a hit is, and what tells namesakes apart (decision 082): the service answers it masked. */
const who = {
  id: users.id,
  firstName: users.firstName,
  lastName: users.lastName,
  email: users.email,
  city: users.city,
  state: users.state,
  createdAt: users.createdAt,
};

/**
 * The care console's customer search: one indexed query per kind of value (decision 028 lists
 * the indexes), reading other modules' tables by the allow-list of decision 021.
 */
export function createCustomerSearchRepository(db: Db) {
  const byLine = (
    column:
      | typeof subscriptionLines.mdn
      | typeof subscriptionLines.iccid
      | typeof subscriptionLines.subscriberNumber,
    value: string,
    limit: number,
  ) =>
    db
      .selectDistinct(who)
      .from(subscriptionLines)
      .innerJoin(users, eq(users.id, subscriptionLines.userId))
      .where(eq(column, value))
      .limit(limit);
  return {
    byEmail: (email: string, limit: number): Promise<CustomerRow[]> =>
      db
        .select(who)
        .from(users)
        .where(sql`lower(${users.email}) = lower(${email}) and ${users.role} = 'customer'`)
        .limit(limit),
    /** A name's start ("ada lov") or a last name's start ("lovel"), lower case. */
    byName: (prefix: string, limit: number): Promise<CustomerRow[]> => {
      const pattern = `${prefix.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
      return db
        .select(who)
        .from(users)
        .where(
          sql`(lower(${users.firstName} || ' ' || ${users.lastName}) like ${pattern} or lower(${users.lastName}) like ${pattern}) and ${users.role} = 'customer'`,
        )
        .orderBy(users.lastName, users.firstName)
        .limit(limit);
    },
    /** A line's number (10 digits) or a contact number of record (E.164). */
    async byPhone(mdn: string, e164: string, limit: number): Promise<CustomerRow[]> {
      const [lines, contacts] = await Promise.all([
        byLine(subscriptionLines.mdn, mdn, limit),
        db
          .select(who)
          .from(users)
          .where(sql`${users.contactNumber} = ${e164} and ${users.role} = 'customer'`)
          .limit(limit),
      ]);
      return [...new Map([...lines, ...contacts].map((row) => [row.id, row])).values()].slice(0, limit);
    },
    byIccid: (iccid: string, limit: number) => byLine(subscriptionLines.iccid, iccid, limit),
    /** The account number on a line's card (`SUB-100101`), as stored (upper case). */
    byAccountNumber: (accountNumber: string, limit: number) =>
      byLine(subscriptionLines.subscriberNumber, accountNumber, limit),
    byImei: (imei: string, limit: number) =>
      db
        .selectDistinct(who)
        .from(subscriptionLines)
        .innerJoin(users, eq(users.id, subscriptionLines.userId))
        .where(eq(subscriptionLines.imei, imei))
        .limit(limit),
    /** An order id, a receipt (order-history row) id or a customer id. */
    async byId(id: string): Promise<(CustomerRow & { matchedBy: 'order' | 'receipt' })[]> {
      const [order] = await db
        .select(who)
        .from(orders)
        .innerJoin(users, eq(users.id, orders.userId))
        .where(eq(orders.id, id))
        .limit(1);
      if (order) return [{ ...order, matchedBy: 'order' }];
      const [receipt] = await db
        .select(who)
        .from(transactions)
        .innerJoin(users, eq(users.id, transactions.userId))
        .where(eq(transactions.id, id))
        .limit(1);
      return receipt ? [{ ...receipt, matchedBy: 'receipt' }] : [];
    },
    /** A customer by id (never a staff account). */
    findCustomer: async (id: string) =>
      (await db.select().from(users).where(eq(users.id, id)).limit(1)).filter(
        (row) => row.role === 'customer',
      )[0],
    /** The customer's lines as the care console shows them. */
    linesOf: (userId: string) =>
      db
        .select()
        .from(subscriptionLines)
        .where(eq(subscriptionLines.userId, userId))
        .orderBy(subscriptionLines.createdAt),
  };
}

export type CustomerSearchRepository = ReturnType<typeof createCustomerSearchRepository>;
