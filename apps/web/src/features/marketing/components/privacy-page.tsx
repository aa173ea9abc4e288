import { msg } from '../../../lib/i18n';
import { LegalPage } from './legal-page';

export function PrivacyPage() {
  return <LegalPage page="privacy-policy" fallbackTitle={msg('Privacy policy')} />;
}
