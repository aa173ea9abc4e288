/**
 * The customer's invoices and credit notes (decision 069): the list at /invoices and one printable
 * document at /invoices/:documentId, in the page's language.
 */
import { useEffect } from 'react';
import {
  BillingDocumentList,
  BillingDocumentView,
  documentTitle,
} from '../../../entities/order/components/billing-document';
import { QueryState } from '../../../components/ui/query-state';
import { paths } from '../../../config/paths';
import { runtimeConfig } from '../../../config/runtime';
import { msg, useT } from '../../../lib/i18n';
import { Link, useParams } from '../../../lib/router';
import { useInvoice, useInvoices } from '../api/invoices';

const TITLE = msg('Invoices and credit notes');

function useTitle(title: string) {
  useEffect(() => {
    document.title = `${title} | ${runtimeConfig.brandName}`;
  }, [title]);
}

export function InvoicesPage() {
  const t = useT();
  const invoices = useInvoices();
  useTitle(t(TITLE));
  return (
    <div className="invoices-page">
      <h1 className="page-title">{t(TITLE)}</h1>
      <p>
        <Link to={paths.dashboardSection('payment')}>{t(msg('Back to payments'))}</Link>
      </p>
      <QueryState
        query={invoices}
        loadingLabel={msg('Loading your invoices')}
        errorText={msg('Your invoices could not be loaded.')}
      >
        {(documents) => <BillingDocumentList documents={documents} linkTo={paths.invoice} label={t(TITLE)} />}
      </QueryState>
    </div>
  );
}

export function InvoicePage() {
  const t = useT();
  const documentId = useParams().documentId ?? '';
  const invoice = useInvoice(documentId);
  useTitle(invoice.data ? documentTitle(invoice.data, t) : t(TITLE));
  return (
    <div className="invoices-page">
      <p>
        <Link to={paths.invoices}>{t(msg('All invoices'))}</Link>
      </p>
      <QueryState
        query={invoice}
        loadingLabel={msg('Loading the invoice')}
        errorText={msg('This invoice could not be loaded.')}
      >
        {(document) => <BillingDocumentView document={document} />}
      </QueryState>
    </div>
  );
}
