// A paid line the carrier refuses to activate for good (decision 086): the simulated carrier (a real
// process) rejects the activation with a non-retryable code; the order's payment is refunded once at
// the provider and in the books, the line card says what happened, the customer is mailed in the
// account's language, and a second process running the same job refunds nothing more.
import { eq } from 'drizzle-orm';
import { afterAll, describe, expect, test } from 'vitest';
import { PRODUCT_MESSAGES } from '@mvno/contracts/product-messages';
import { carrierCommands } from '../../src/db/schema/carrier';
import { orders } from '../../src/db/schema/orders';
import { sandboxRefunds } from '../../src/db/schema/payments';
import { mailsTo } from '../support/auth';
import { carrierTestWorld } from '../support/carrier-test-world';
import { createPlan, newCustomer, payBody, saveCard } from '../support/commerce';
import { chooseLanguage } from '../support/profile';

type Line = { id: string; status: string; statusReason: string | null };

// With a second process on the same database and carrier, running the same jobs.
const { t, sim, eventually } = carrierTestWorld({ name: 'activation-refund', stepMs: 150, secondApp: true });

afterAll(async () => {
  await sim.call('DELETE', '/admin/faults');
});

describe('a paid line the carrier refuses to activate', () => {
  test('is refunded once, shown on the line card and mailed in the account language', async () => {
    expect(
      (await sim.call('PUT', '/admin/faults', { rejectRate: 1, rejectCodes: ['NUMBER_UNAVAILABLE'] })).status,
    ).toBe(200);
    const plan = await createPlan(t.database);
    const customer = await newCustomer(t);
    await chooseLanguage(t, customer.token, 'es-US');
    const card = await saveCard(t, customer);
    const placed = await customer.post('/app/checkout/pay', payBody(plan.id, card.id, { simType: 'esim' }));
    expect(placed.json()).toMatchObject({ successful: true });
    const { orderId, transactionId } = placed.json() as { orderId: string; transactionId: string };
    const lineId = placed.json().line.id as string;

    const line = await eventually(async () => {
      const lines = (await customer.get('/app/users/lines')).json().lines as Line[];
      const found = lines.find((l) => l.id === lineId);
      return found?.status === 'cancelled' && found;
    }, 45_000);
    expect(line.statusReason).toBe(PRODUCT_MESSAGES.lines.activationFailed);
    const [command] = await t.database.db
      .select()
      .from(carrierCommands)
      .where(eq(carrierCommands.lineId, lineId));
    expect(command).toMatchObject({ kind: 'activate_line', state: 'failed' });
    expect(command?.error).toMatchObject({ code: 'NUMBER_UNAVAILABLE', retryable: false });

    const [order] = await t.database.db.select().from(orders).where(eq(orders.id, orderId));
    expect(order?.status).toBe('refunded');
    // Runs of both processes' jobs go by: still one refund, one row, one mail.
    await new Promise((resolve) => setTimeout(resolve, 2000));
    const refunds = await t.database.db
      .select()
      .from(sandboxRefunds)
      .where(eq(sandboxRefunds.idempotencyKey, `refund-order-${orderId}`));
    expect(refunds).toEqual([
      expect.objectContaining({ chargeId: order!.chargeId, amountCents: order!.finalCents }),
    ]);

    const history = (await customer.get('/app/payments/transactions')).json().transactions as {
      id: string;
      item: string;
    }[];
    expect(history.map((row) => row.id)).toEqual(
      expect.arrayContaining([transactionId, order!.refundTransactionId]),
    );
    const refundRow = history.find((row) => row.id === order!.refundTransactionId)!;
    expect(refundRow.item).toBe(PRODUCT_MESSAGES.shop.refundItem(order!.item));

    const mails = (await mailsTo(t.database, customer.email)).filter((m) =>
      m.subject.startsWith('No pudimos activar su línea'),
    );
    expect(mails).toHaveLength(1);
    expect(mails[0]!.textBody).toContain('le reembolsamos el pago de $');
    // The order can no longer be cancelled for a second refund.
    const cancel = await customer.post('/app/checkout/orders/cancel', { lineId });
    expect(cancel.statusCode).toBeGreaterThanOrEqual(400);
    expect(
      await t.database.db
        .select()
        .from(sandboxRefunds)
        .where(eq(sandboxRefunds.idempotencyKey, `refund-order-${orderId}`)),
    ).toHaveLength(1);
  }, 120_000);
});
