import { eq, sql, type SQL } from 'drizzle-orm';
import type { Db, RawResult } from '../../../db/client';
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

const like = (text: string) => `${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
const last = sql`lower(${users.lastName}) collate "C"`;
const first = sql`lower(${users.firstName}) collate "C"`;

/**
 * The queries of a name search (decision 111), each a range of an index in the hits' order read only
 * to `limit` rows: the last name's start, and for each space of the prefix the first name up to it
 * with the last name's start after it. The first name's start is `firstNameStart`.
 */
export function nameSearchQueries(db: Db, prefix: string, limit: number) {
  const branch = (where: SQL) =>
    db
      .select({ ...who, lastKey: last.mapWith(String), firstKey: first.mapWith(String) })
      .from(users)
      .where(sql`${users.role} = 'customer' and ${where}`)
      .orderBy(last, first, users.id)
      .limit(limit);
  const spaces = [...prefix.matchAll(/ /g)].map((space) => space.index);
  return [
    branch(sql`${last} like ${like(prefix)}`),
    ...spaces.map((at) =>
      branch(sql`${first} = ${prefix.slice(0, at)} and ${last} like ${like(prefix.slice(at + 1))}`),
    ),
  ];
}

/**
 * The first name's start ("gra"), read only to the page (decision 113): the first-name index holds
 * its matches by first name, not in the hits' order, so the first names starting with the prefix are
 * listed one index probe each (a skip scan: the next name after the one found), each name's first
 * `limit` hits are read in the hits' order from the same index, and only those are sorted: names ×
 * `limit` rows, not every customer whose first name matches. Each name's page is the index read from
 * the name on (`>=`, in the index's order, then kept to that name): with an equality PostgreSQL may
 * estimate a name's matches as few and read them all by a bitmap to sort them, which for a common
 * name is what this avoids.
 */
export function firstNameStart(prefix: string, limit: number) {
  const customer = sql`${users.role} = 'customer'`;
  return sql`
    with recursive names(name) as (
      select min(${first}) from ${users} where ${customer} and ${first} like ${like(prefix)}
      union all
      select (select min(${first}) from ${users}
               where ${customer} and ${first} > names.name and ${first} like ${like(prefix)})
        from names where names.name is not null
    )
    select hit.* from names cross join lateral (
      select ${users.id} as id, ${users.firstName} as "firstName", ${users.lastName} as "lastName",
             ${users.email} as email, ${users.city} as city, ${users.state} as state,
             ${users.createdAt} as "createdAt", ${last} as "lastKey", ${first} as "firstKey"
        from ${users}
       where ${customer} and ${first} >= names.name
       order by ${first}, ${last}, ${users.id}
       limit ${limit}
    ) hit
    where names.name is not null and hit."firstKey" = names.name
    order by hit."lastKey", hit."firstKey", hit.id
    limit ${limit}`;
}

type NameHit = CustomerRow & { lastKey: string; firstKey: string };

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
    /**
     * A name's start ("ada lov") or a last name's start ("lovel"), lower case with single spaces, the
     * first `limit` in the hits' order (lower-case last name, first name, id, byte by byte: decision 111).
     * "first last" starts with the prefix when the first name does, or when the first name is the
     * prefix up to one of its spaces and the last name starts with the rest (nameSearchQueries).
     */
    async byName(prefix: string, limit: number): Promise<CustomerRow[]> {
      const [byFirstName, ...found] = await Promise.all([
        db.execute(firstNameStart(prefix, limit)) as unknown as Promise<RawResult>,
        ...nameSearchQueries(db, prefix, limit),
      ]);
      found.push(
        (byFirstName.rows as NameHit[]).map((row) => ({ ...row, createdAt: new Date(row.createdAt) })),
      );
      const bytes = (text: string) => Buffer.from(text, 'utf8');
      return [...new Map(found.flat().map((row) => [row.id, row])).values()]
        .sort(
          (a, b) =>
            Buffer.compare(bytes(a.lastKey), bytes(b.lastKey)) ||
            Buffer.compare(bytes(a.firstKey), bytes(b.firstKey)) ||
            Buffer.compare(bytes(a.id), bytes(b.id)),
        )
        .slice(0, limit)
        .map(({ lastKey: _last, firstKey: _first, ...row }) => row);
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
