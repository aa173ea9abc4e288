import { useCarrierHelp } from '../api/get-carrier-help';
import './carrier-help.css';
import { useT } from '../../../lib/i18n';

/** "Where do I find these?" for the large carriers, from the content service; nothing if it has none. */
export function CarrierHelp() {
  const t = useT();
  const { data } = useCarrierHelp();
  const entries = data?.data ?? [];
  if (entries.length === 0) return null;
  return (
    <details className="carrier-help">
      <summary>{t('Where do I find my account number and PIN?')}</summary>
      <dl>
        {entries.map(({ id, attributes }) => (
          <div key={id} className="carrier-help__carrier">
            <dt>{attributes.carrier}</dt>
            <dd>
              <strong>{t('Account number:')}</strong> {attributes.accountNumber}
            </dd>
            <dd>
              <strong>{t('PIN:')}</strong> {attributes.pin}
            </dd>
          </div>
        ))}
      </dl>
    </details>
  );
}
