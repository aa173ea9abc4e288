/**
 * A verified customer's invoices and credit notes on their page (decision 069): the list opens on
 * demand, and a document shows below it, printable, as the customer sees it.
 */
import { useState } from 'react';
import { Button } from '../../../components/ui/button';
import { QueryState } from '../../../components/ui/query-state';
import { BillingDocumentView, documentTitle } from '../../../entities/order/components/billing-document';
import { formatPrice } from '../../../lib/format';
import { formatDay } from '../../../lib/format-date';
import { useT } from '../../../lib/i18n';
import { useCustomerInvoice, useCustomerInvoices } from './api/invoices';

function Document({ customerId, documentId }: { customerId: string; documentId: string }) {
  const document = useCustomerInvoice(customerId, documentId);
  return (
    <QueryState
      query={document}
      loadingLabel="Loading the invoice"
      errorText="This invoice could not be loaded."
    >
      {(loaded) => <BillingDocumentView document={loaded} heading={3} />}
    </QueryState>
  );
}

export function CustomerInvoices({ customerId }: { customerId: string }) {
  const t = useT();
  const [open, setOpen] = useState(false);
  const [shown, setShown] = useState<string | null>(null);
  const documents = useCustomerInvoices(customerId, open);
  if (!open)
    return (
      <Button variant="secondary" onClick={() => setOpen(true)}>
        Show invoices and credit notes
      </Button>
    );
  return (
    <QueryState
      query={documents}
      loadingLabel="Loading your invoices"
      errorText="Your invoices could not be loaded."
    >
      {(list) => (
        <>
          {list.length === 0 ? (
            <p>No invoices yet.</p>
          ) : (
            <ul className="billing-document-list" aria-label="Invoices and credit notes">
              {list.map((document) => (
                <li key={document.id} className="billing-document-list__item">
                  <Button
                    variant="link"
                    aria-pressed={shown === document.id}
                    onClick={() => setShown(document.id)}
                  >
                    {documentTitle(document, t)}
                  </Button>
                  <span>{formatDay(document.issuedAt)}</span>
                  <span>{document.item}</span>
                  <span>
                    {formatPrice(document.kind === 'credit_note' ? -document.total : document.total)}
                  </span>
                </li>
              ))}
            </ul>
          )}
          {shown && <Document key={shown} customerId={customerId} documentId={shown} />}
        </>
      )}
    </QueryState>
  );
}
