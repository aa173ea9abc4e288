/**
 * Invoices and credit notes as the account and the care console read them (decision 069), and the
 * tax remittance report. A document is found only by its owner: anyone else's is a 404.
 */
import type { BillingDocument, DocumentSummary, RemittanceRow } from '@mvno/contracts/api/invoices';
import { PRODUCT_MESSAGES } from '@mvno/contracts/product-messages';
import { AppError } from '../../../errors';
import { toDollars } from '../../../lib/money';
import { documentNumber } from '../invoice-ledger';
import type { DocumentLineRecord, DocumentSummaryRecord, InvoiceRepository } from './invoice-repository';

/** Who a document is made out to. */
export type DocumentCustomer = { firstName: string | null; lastName: string | null; email: string };

const toSummary = ({ document, invoice }: DocumentSummaryRecord): DocumentSummary => ({
  id: document.id,
  number: documentNumber(document.series, document.number),
  kind: document.kind,
  issuedAt: document.issuedAt.toISOString(),
  item: document.item,
  total: toDollars(document.totalCents),
  invoice,
});

const toLine = (line: DocumentLineRecord): BillingDocument['lines'][number] => ({
  kind: line.kind,
  description: line.description,
  taxType: line.taxType,
  level: line.level,
  jurisdiction:
    line.jurisdictionCode !== null
      ? { code: line.jurisdictionCode, name: line.jurisdictionName ?? line.jurisdictionCode }
      : null,
  rate: line.rateMilliPercent === null ? null : line.rateMilliPercent / 100_000,
  amount: toDollars(line.amountCents),
});

export function createInvoiceService(repository: InvoiceRepository) {
  return {
    list: async (userId: string) => ({ documents: (await repository.listOf(userId)).map(toSummary) }),

    async document(
      userId: string,
      id: string,
      customer: DocumentCustomer,
    ): Promise<{ document: BillingDocument }> {
      const found = await repository.documentOf(userId, id);
      if (!found) throw new AppError('NOT_FOUND', PRODUCT_MESSAGES.payments.documentNotFound);
      return {
        document: {
          ...toSummary(found),
          reason: found.document.reason,
          tax: toDollars(found.document.taxCents),
          taxState: found.document.taxState,
          taxZip: found.document.taxZip,
          lines: found.lines.map(toLine),
          creditNotes: found.creditNotes,
          customer: {
            name: [customer.firstName, customer.lastName].filter(Boolean).join(' '),
            email: customer.email,
          },
        },
      };
    },

    /** The report's rows and their totals, to the cent. */
    async remittance(range: { from?: string; to?: string }) {
      const rows: RemittanceRow[] = (await repository.remittance(range)).map((row) => ({
        ...row,
        netCents: row.collectedCents - row.reversedCents,
      }));
      const sum = (pick: (row: RemittanceRow) => number) => rows.reduce((total, row) => total + pick(row), 0);
      return {
        rows,
        totals: {
          collectedCents: sum((row) => row.collectedCents),
          reversedCents: sum((row) => row.reversedCents),
          netCents: sum((row) => row.netCents),
        },
      };
    },
  };
}

export type InvoiceService = ReturnType<typeof createInvoiceService>;
