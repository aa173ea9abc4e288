export { InvoicePage as default } from '../../features/payments/components/invoices-page';
