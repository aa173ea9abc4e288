/**
 * A day's changes for the business-figure tests (decision 097), written straight to the tables as they
 * would leave them: a line bought (the line, its order and its payment), a line changed, a port.
 */
import { sql } from 'drizzle-orm';
import type { Database } from '../../src/db/client';
import { portEvents, portRequests, subscriptionLines } from '../../src/db/schema/lines';
import { orders } from '../../src/db/schema/orders';
import { transactions } from '../../src/db/schema/payments';
import { DAY_MS } from '../../src/lib/clock';

/**
 * What a bought line names beside the plan, the item (`Plan`) and the number (`555` and the key), and
 * whether its payment is written (`paid: false` leaves the completed order without one).
 */
type Bought = { item?: string; mdn?: string; paid?: boolean };

/**
 * A new line of customer `user` on `planId`, bought in `state` at `when`: the line, its completed order
 * and its payment. Answers the line's id.
 */
export async function buyLine(
  database: Database,
  user: string,
  planId: string,
  state: string,
  when: Date,
  key: string,
  { item = 'Plan', mdn = `555${key.padStart(7, '0')}`, paid = true }: Bought = {},
) {
  const [made] = await database.db
    .insert(subscriptionLines)
    .values({
      userId: user,
      planId,
      mdn,
      subscriberNumber: `sub-${key}`,
      zipCode: '73301',
      createdAt: when,
      periodStart: when,
      periodEnd: new Date(when.getTime() + 30 * DAY_MS),
    })
    .returning({ id: subscriptionLines.id });
  await database.db.insert(orders).values({
    userId: user,
    idempotencyKey: `order-${key}`,
    requestHash: key,
    status: 'completed',
    leaseUntil: when,
    planId,
    item,
    simType: 'esim',
    numberType: 'new',
    zipCode: '73301',
    taxState: state,
    taxRateMilliPercent: 8000,
    orderTotalCents: 5000,
    discountCents: 0,
    taxCents: 400,
    regulatoryFeeCents: 100,
    activationFeeCents: 0,
    finalCents: 5500,
    cardNetwork: 'visa',
    cardLast4: '4242',
    lineId: made!.id,
    createdAt: when,
    completedAt: when,
  });
  if (!paid) return made!.id;
  await database.db.insert(transactions).values({
    userId: user,
    item,
    transactionTime: when,
    successful: true,
    paymentMethod: 'visa',
    last4: '4242',
    orderTotalCents: 5000,
    taxCents: 400,
    regulatoryFeeCents: 100,
    finalCents: 5500,
  });
  return made!.id;
}

/** Changes a line's row (its plan, its status and period) as a later day would. */
export function changeLine(
  database: Database,
  lineId: string,
  values: Partial<typeof subscriptionLines.$inferInsert>,
) {
  return database.db
    .update(subscriptionLines)
    .set(values)
    .where(sql`${subscriptionLines.id} = ${lineId}`);
}

/** A port request and its events in their order (each with its own time); answers the request's id. */
export async function recordPort(
  database: Database,
  request: typeof portRequests.$inferInsert,
  events: Omit<typeof portEvents.$inferInsert, 'portId'>[],
) {
  const [made] = await database.db.insert(portRequests).values(request).returning({ id: portRequests.id });
  for (const event of events) await database.db.insert(portEvents).values({ ...event, portId: made!.id });
  return made!.id;
}
