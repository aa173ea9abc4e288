import { useId } from 'react';
import { useT } from '../../../lib/i18n';
import { DeleteAccountCard } from './delete-account-card';
import { MyDataCard } from './my-data-card';

/** The customer's privacy rights (decision 027): the export of their data and deleting the account (decision 032). */
export function PrivacySection() {
  const t = useT();
  const headingId = useId();
  return (
    <section aria-labelledby={headingId} className="dashboard-section settings">
      <h2 id={headingId}>{t('Privacy')}</h2>
      <MyDataCard />
      <DeleteAccountCard />
    </section>
  );
}
