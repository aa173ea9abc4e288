export { InvoicesPage as default } from '../../features/payments/components/invoices-page';
