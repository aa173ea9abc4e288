/**
 * An invoice or credit note as the customer and the care console see it (decision 069): printable
 * HTML, its lines (what was bought, fees, each tax line with its jurisdiction) and totals.
 */
import type { BillingDocument, DocumentLine, DocumentSummary } from '@mvno/contracts/api/invoices';
import type { TaxItemType } from '@mvno/contracts/api/tax-items';
import { Button } from '../../../components/ui/button';
import { Link } from '../../../lib/router';
import { formatPrice } from '../../../lib/format';
import { formatDay } from '../../../lib/format-date';
import { msg, useT } from '../../../lib/i18n';
import { TAX_ITEM_LABELS } from './tax-items';
import './billing-document.css';

const KIND_LABELS = { invoice: msg('Invoice'), credit_note: msg('Credit note') } as const;
const REASON_LABELS = {
  refund: msg('Refund'),
  cancellation: msg('Order cancelled'),
  proration: msg('Proration credit'),
  goodwill: msg('Goodwill credit'),
} as const;
const LINE_LABELS = {
  discount: msg('Discount'),
  activation_fee: msg('Activation fee'),
  recovery_fee: msg('Regulatory cost recovery fee (ours, not a tax)'),
} as const;

function lineLabel(line: DocumentLine, t: (text: string) => string): string {
  if (line.kind === 'item') return line.description;
  if (line.kind !== 'tax') return t(LINE_LABELS[line.kind]);
  const known = TAX_ITEM_LABELS[line.taxType as TaxItemType];
  const name = known ? t(known) : t(msg('Tax'));
  const rate = line.rate === null ? '' : ` ${(line.rate * 100).toFixed(3).replace(/\.?0+$/, '')}%`;
  return line.jurisdiction ? `${name} (${line.jurisdiction.name})${rate}` : name;
}

export const documentTitle = (
  document: Pick<DocumentSummary, 'kind' | 'number'>,
  t: (text: string) => string,
) => `${t(KIND_LABELS[document.kind])} ${document.number}`;

/** One document, with a Print button; `heading` is the level of its title in the page. */
export function BillingDocumentView({
  document,
  heading = 1,
}: {
  document: BillingDocument;
  heading?: 1 | 2 | 3;
}) {
  const t = useT();
  const Title = (['h1', 'h2', 'h3'] as const)[heading - 1]!;
  const credit = document.kind === 'credit_note';
  return (
    <article className="billing-document" aria-labelledby={`document-${document.id}`}>
      <Title id={`document-${document.id}`} className="billing-document__title">
        {documentTitle(document, t)}
      </Title>
      <dl className="billing-document__facts">
        <dt>{t(msg('Issued'))}</dt>
        <dd>{formatDay(new Date(document.issuedAt))}</dd>
        <dt>{t(msg('Billed to'))}</dt>
        <dd>
          {document.customer.name}
          <br />
          {document.customer.email}
        </dd>
        {document.taxState && (
          <>
            <dt>{t(msg('Taxed at'))}</dt>
            <dd>{[document.taxState, document.taxZip].filter(Boolean).join(' ')}</dd>
          </>
        )}
        {document.invoice && (
          <>
            <dt>{t(msg('Credits invoice'))}</dt>
            <dd>{document.invoice.number}</dd>
          </>
        )}
        {document.reason && (
          <>
            <dt>{t(msg('Reason'))}</dt>
            <dd>{t(REASON_LABELS[document.reason])}</dd>
          </>
        )}
        {document.creditNotes.length > 0 && (
          <>
            <dt>{t(msg('Credit notes'))}</dt>
            <dd>{document.creditNotes.map((note) => note.number).join(', ')}</dd>
          </>
        )}
      </dl>
      <table className="billing-document__lines">
        <caption>{t(credit ? msg('What is credited') : msg('What was charged'))}</caption>
        <thead>
          <tr>
            <th scope="col">{t(msg('Description'))}</th>
            <th scope="col">{t(msg('Amount'))}</th>
          </tr>
        </thead>
        <tbody>
          {document.lines.map((line, index) => (
            <tr key={index}>
              <th scope="row">{lineLabel(line, t)}</th>
              <td>{formatPrice(line.amount)}</td>
            </tr>
          ))}
        </tbody>
        <tfoot>
          <tr>
            <th scope="row">{t(msg('Taxes and 911 charges'))}</th>
            <td>{formatPrice(document.tax)}</td>
          </tr>
          <tr>
            <th scope="row">{t(credit ? msg('Total credited') : msg('Total charged'))}</th>
            <td>{formatPrice(document.total)}</td>
          </tr>
        </tfoot>
      </table>
      <Button variant="secondary" className="billing-document__print" onClick={() => window.print()}>
        {t(msg('Print'))}
      </Button>
    </article>
  );
}

/** A list of documents, newest first, each a link to its page. */
export function BillingDocumentList({
  documents,
  linkTo,
  label,
}: {
  documents: DocumentSummary[];
  linkTo: (id: string) => string;
  label: string;
}) {
  const t = useT();
  if (documents.length === 0) return <p>{t(msg('No invoices yet.'))}</p>;
  return (
    <ul className="billing-document-list" aria-label={label}>
      {documents.map((document) => (
        <li key={document.id} className="billing-document-list__item">
          <Link to={linkTo(document.id)}>{documentTitle(document, t)}</Link>
          <span>{formatDay(new Date(document.issuedAt))}</span>
          <span>{document.item}</span>
          <span>{formatPrice(document.kind === 'credit_note' ? -document.total : document.total)}</span>
        </li>
      ))}
    </ul>
  );
}
