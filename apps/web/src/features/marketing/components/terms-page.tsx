import { LegalPage } from './legal-page';

export function TermsPage() {
  return <LegalPage page="terms-and-conditions" fallbackTitle="Terms and conditions" />;
}
