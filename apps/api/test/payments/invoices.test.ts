/**
 * Invoices and credit notes (decision 069): a paid order is a numbered invoice with its tax lines;
 * a care refund of part of it is a credit note reversing each tax line in proportion, to the cent;
 * the remittance report nets them and adds up to the documents; numbers have no gaps or
 * duplicates when charges race; a customer reads only their own.
 */
import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { BillingDocument, DocumentSummary } from '@mvno/contracts/api/invoices';
import { PRODUCT_MESSAGES } from '@mvno/contracts/product-messages';
import { billingDocumentLines, billingDocuments } from '../../src/db/schema/invoices';
import { allocate } from '../../src/modules/payments/invoice-ledger';
import { call, latestMailTo } from '../support/auth';
import { newStaff, type TestAgent } from '../support/chat';
import {
  CHICAGO_ORDER,
  createPlan,
  customerWithCard,
  DECLINED_CARD,
  newCustomer,
  payBody,
  saveCard,
} from '../support/commerce';
import { verifiedStaff } from '../support/care';
import { useTestApp } from '../support/test-app';

const t = useTestApp({ content: true });

const cents = (dollars: number) => Math.round(dollars * 100);

const verified = (role: 'agent' | 'supervisor', customerId: string, email: string) =>
  verifiedStaff(t, role, { id: customerId, email }, role === 'agent' ? 'Sam' : 'Sue');

const refund = (staff: TestAgent, customerId: string, receiptId: string, amount: number) =>
  call(t, 'POST', `/app/care/customers/${customerId}/refunds`, {
    token: staff.token,
    body: { receiptId, amount, reason: 'service_problem', idempotencyKey: `refund-${crypto.randomUUID()}` },
  });

type Customer = Awaited<ReturnType<typeof newCustomer>>;
const documentsOf = async (customer: Customer) =>
  ((await customer.get('/app/payments/invoices')).json() as { documents: DocumentSummary[] }).documents;
const documentOf = async (customer: Customer, id: string) =>
  ((await customer.get(`/app/payments/invoices/${id}`)).json() as { document: BillingDocument }).document;
const taxLines = (document: BillingDocument) => document.lines.filter((line) => line.kind === 'tax');
const sumCents = (lines: { amount: number }[]) => lines.reduce((sum, line) => sum + cents(line.amount), 0);

describe('invoices and credit notes', () => {
  it('splits a credit over lines in proportion, to the cent, never past a line', () => {
    expect(allocate([890, 150, 4000], 1235)).toEqual([218, 37, 980]);
    expect(allocate([1, 1, 1], 2)).toEqual([1, 1, 0]);
    expect(allocate([120, 360, 250, 160], 890)).toEqual([120, 360, 250, 160]);
    expect(allocate([0, 0], 0)).toEqual([0, 0]);
  });

  it('a care refund of part of a Chicago order is a credit note reversing each tax line in proportion; the remittance report nets them', async () => {
    const { plan, customer, card } = await customerWithCard(t);
    const paid = await customer.post('/app/checkout/pay', payBody(plan.id, card.id, CHICAGO_ORDER));
    expect(paid.json()).toMatchObject({ successful: true });
    const receiptId = (paid.json() as { transactionId: string }).transactionId;

    const [summary] = await documentsOf(customer);
    expect(summary).toMatchObject({ kind: 'invoice', number: expect.stringMatching(/^INV-\d{6}$/) });
    const invoice = await documentOf(customer, summary!.id);
    const invoiceTaxes = taxLines(invoice);
    // Illinois' and Chicago's sales tax and prepaid 911 charges, copied from the order's tax lines.
    expect(invoiceTaxes.map((line) => [line.taxType, line.jurisdiction?.code, line.amount])).toEqual(
      expect.arrayContaining([
        ['prepaid_911', 'US-IL', 1.2],
        ['prepaid_911', 'US-IL-CHICAGO', 3.6],
        ['sales_tax', 'US-IL', 2.5],
        ['sales_tax', 'US-IL-CHICAGO', 1.6],
      ]),
    );
    expect(sumCents(invoice.lines)).toBe(cents(invoice.total));
    // The receipt mail names each tax line beneath the Tax Amount.
    const receipt = await latestMailTo(t.database, customer.email, 'order');
    expect(receipt.textBody).toContain('Prepaid wireless 911 charge (Chicago): $3.60');
    expect(receipt.textBody).toContain('Tax Amount: $8.90');
    expect(cents(invoice.tax)).toBe(sumCents(invoiceTaxes));

    const agent = await verified('agent', customer.id, customer.email);
    expect((await refund(agent, customer.id, receiptId, 12.35)).statusCode).toBe(200);

    const note = (await documentsOf(customer)).find((document) => document.kind === 'credit_note')!;
    expect(note).toMatchObject({
      number: expect.stringMatching(/^CN-\d{6}$/),
      total: 12.35,
      invoice: { id: invoice.id, number: invoice.number },
    });
    const credit = await documentOf(customer, note.id);
    expect(sumCents(credit.lines)).toBe(1235);
    const share = 1235 / cents(invoice.total);
    for (const line of invoiceTaxes) {
      const reversed = taxLines(credit).find(
        (one) => one.taxType === line.taxType && one.jurisdiction?.code === line.jurisdiction?.code,
      );
      // Each tax line's reversal is its proportional share, rounded to a cent.
      expect(Math.abs(cents(reversed?.amount ?? 0) - cents(line.amount) * share)).toBeLessThan(1);
    }
    expect((await documentOf(customer, invoice.id)).creditNotes).toEqual([
      { id: note.id, number: note.number },
    ]);

    // The rest, refunded by a supervisor: the two notes reverse every invoice line exactly.
    const supervisor = await verified('supervisor', customer.id, customer.email);
    const rest = (cents(invoice.total) - 1235) / 100;
    expect((await refund(supervisor, customer.id, receiptId, rest)).statusCode).toBe(200);
    const notes = (await documentsOf(customer)).filter((document) => document.kind === 'credit_note');
    expect(notes).toHaveLength(2);
    const credits = await Promise.all(notes.map((one) => documentOf(customer, one.id)));
    for (const line of invoiceTaxes) {
      const back = credits
        .flatMap(taxLines)
        .filter((one) => one.taxType === line.taxType && one.jurisdiction?.code === line.jurisdiction?.code);
      expect(sumCents(back)).toBe(cents(line.amount));
    }

    // The remittance report (finance): collected, reversed and net per month, jurisdiction and type.
    const finance = await newStaff(t, 'finance', 'Fay');
    const report = await call(t, 'GET', '/app/care/remittance', { token: finance.token });
    expect(report.statusCode).toBe(200);
    const { rows, totals } = report.json() as {
      rows: {
        jurisdictionCode: string;
        taxType: string;
        collectedCents: number;
        reversedCents: number;
        netCents: number;
      }[];
      totals: { collectedCents: number; reversedCents: number; netCents: number };
    };
    const chicago911 = rows.find(
      (row) => row.jurisdictionCode === 'US-IL-CHICAGO' && row.taxType === 'prepaid_911',
    );
    expect(chicago911).toMatchObject({ collectedCents: 360, reversedCents: 360, netCents: 0 });
    // Its totals are the documents' tax lines, to the cent.
    const lines = await t.database.db
      .select({ kind: billingDocuments.kind, line: billingDocumentLines })
      .from(billingDocumentLines)
      .innerJoin(billingDocuments, eq(billingDocuments.id, billingDocumentLines.documentId));
    const taxed = lines.filter(({ line }) => line.kind === 'tax');
    const collected = taxed
      .filter((row) => row.kind === 'invoice')
      .reduce((s, row) => s + row.line.amountCents, 0);
    const reversed = taxed
      .filter((row) => row.kind === 'credit_note')
      .reduce((s, row) => s + row.line.amountCents, 0);
    expect(totals).toEqual({
      collectedCents: collected,
      reversedCents: reversed,
      netCents: collected - reversed,
    });
    expect(totals.collectedCents).toBe(sumCents(invoiceTaxes));
    expect(totals.netCents).toBe(0);
    const month = new Date().toISOString().slice(0, 7);
    const later = await call(t, 'GET', `/app/care/remittance?from=2000-01&to=2000-12`, {
      token: finance.token,
    });
    expect((later.json() as { rows: unknown[] }).rows).toEqual([]);
    const thisMonth = await call(t, 'GET', `/app/care/remittance?from=${month}&to=${month}`, {
      token: finance.token,
    });
    expect((thisMonth.json() as { totals: unknown }).totals).toEqual(totals);
    // The agent's role has no finance permission.
    expect((await call(t, 'GET', '/app/care/remittance', { token: agent.token })).statusCode).toBe(403);

    // Nothing is edited in place: the database refuses a change to a document or a line, and inside
    // an account's erasure it allows the wording alone (decision 075), never an amount.
    const [document] = await t.database.db.select().from(billingDocuments).limit(1);
    await expect(
      t.database.db
        .update(billingDocuments)
        .set({ totalCents: 1 })
        .where(eq(billingDocuments.id, document!.id)),
    ).rejects.toThrow();
    await expect(
      t.database.db
        .update(billingDocumentLines)
        .set({ amountCents: 1 })
        .where(eq(billingDocumentLines.documentId, document!.id)),
    ).rejects.toThrow();
    await expect(
      t.database.db.transaction(async (tx) => {
        await tx.execute(sql`select set_config('brightline.erasure', 'on', true)`);
        await tx
          .update(billingDocuments)
          .set({ item: 'Renamed', totalCents: 1 })
          .where(eq(billingDocuments.id, document!.id));
      }),
    ).rejects.toThrow();
    await t.database.db.transaction(async (tx) => {
      await tx.execute(sql`select set_config('brightline.erasure', 'on', true)`);
      await tx.update(billingDocuments).set({ item: 'Renamed' }).where(eq(billingDocuments.id, document!.id));
    });
    const [renamed] = await t.database.db
      .select()
      .from(billingDocuments)
      .where(eq(billingDocuments.id, document!.id));
    expect(renamed).toMatchObject({ item: 'Renamed', totalCents: document!.totalCents });
  });

  it('numbers invoices in sequence with no gap or duplicate when charges race, a declined one taking none', async () => {
    const plan = await createPlan(t.database, { retailName: 'Race', retailPriceCents: 2500 });
    const buyers = await Promise.all(Array.from({ length: 6 }, () => newCustomer(t)));
    const cards = await Promise.all(
      buyers.map((buyer, index) => saveCard(t, buyer, index === 2 ? { number: DECLINED_CARD } : {})),
    );
    const answers = await Promise.all(
      buyers.flatMap((buyer, index) => [
        buyer.post('/app/checkout/pay', payBody(plan.id, cards[index]!.id)),
        buyer.post('/app/checkout/pay', payBody(plan.id, cards[index]!.id)),
      ]),
    );
    const paid = answers.filter((answer) => (answer.json() as { successful: boolean }).successful).length;
    expect(paid).toBe(10);
    const documents = (await t.database.db.select().from(billingDocuments)).filter(
      (row) => row.kind === 'invoice',
    );
    expect(documents.map((row) => row.number).sort((a, b) => a - b)).toEqual(
      Array.from({ length: 10 }, (_, index) => index + 1),
    );
    expect(new Set(documents.map((row) => row.transactionId)).size).toBe(10);
  });

  it("refuses a customer another customer's invoice (404) and shows staff a verified customer's", async () => {
    const { plan, customer, card } = await customerWithCard(t);
    expect((await customer.post('/app/checkout/pay', payBody(plan.id, card.id))).statusCode).toBe(200);
    const [invoice] = await documentsOf(customer);
    const stranger = await newCustomer(t);
    const refused = await stranger.get(`/app/payments/invoices/${invoice!.id}`);
    expect(refused.statusCode).toBe(404);
    expect(refused.json()).toEqual({ message: PRODUCT_MESSAGES.payments.documentNotFound });
    expect(await documentsOf(stranger)).toEqual([]);

    const unverified = await newStaff(t, 'agent', 'Uma');
    const blocked = await call(t, 'GET', `/app/care/customers/${customer.id}/invoices`, {
      token: unverified.token,
    });
    expect(blocked.statusCode).not.toBe(200);
    const agent = await verified('agent', customer.id, customer.email);
    const list = await call(t, 'GET', `/app/care/customers/${customer.id}/invoices`, { token: agent.token });
    expect((list.json() as { documents: DocumentSummary[] }).documents.map((one) => one.id)).toEqual([
      invoice!.id,
    ]);
    const shown = await call(t, 'GET', `/app/care/customers/${customer.id}/invoices/${invoice!.id}`, {
      token: agent.token,
    });
    expect(shown.json()).toMatchObject({
      document: { number: invoice!.number, customer: { email: customer.email } },
    });
    // Another customer's invoice under this customer's page is not found.
    const other = await call(t, 'GET', `/app/care/customers/${stranger.id}/invoices/${invoice!.id}`, {
      token: agent.token,
    });
    expect(other.statusCode).not.toBe(200);
  });
});
