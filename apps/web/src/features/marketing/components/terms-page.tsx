import { msg } from '../../../lib/i18n';
import { LegalPage } from './legal-page';

export function TermsPage() {
  return <LegalPage page="terms-and-conditions" fallbackTitle={msg('Terms and conditions')} />;
}
