/**
 * A line bought on a given day for the business-figure tests (decision 097): the line, its order and its
 * payment, written straight to the tables as a day's changes would leave them.
 */
import type { Database } from '../../src/db/client';
import { subscriptionLines } from '../../src/db/schema/lines';
import { orders } from '../../src/db/schema/orders';
import { transactions } from '../../src/db/schema/payments';
import { DAY_MS } from '../../src/lib/clock';

/** A new line of customer `user` on `planId`, bought in `state` at `when`: the line, its order and its payment. */
export async function buyLine(
  database: Database,
  user: string,
  planId: string,
  state: string,
  when: Date,
  key: string,
) {
  const [made] = await database.db
    .insert(subscriptionLines)
    .values({
      userId: user,
      planId,
      mdn: `555${key.padStart(7, '0')}`,
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
    item: 'Plan',
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
  await database.db.insert(transactions).values({
    userId: user,
    item: 'Plan',
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
