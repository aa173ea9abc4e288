export { TermsPage as default } from '../../features/marketing/components/terms-page';
