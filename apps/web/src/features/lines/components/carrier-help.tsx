import { useCarrierHelp } from '../api/get-carrier-help';
import './carrier-help.css';

/** "Where do I find these?" for the large carriers, from the content service; nothing if it has none. */
export function CarrierHelp() {
  const { data } = useCarrierHelp();
  const entries = data?.data ?? [];
  if (entries.length === 0) return null;
  return (
    <details className="carrier-help">
      <summary>Where do I find my account number and PIN?</summary>
      <dl>
        {entries.map(({ id, attributes }) => (
          <div key={id} className="carrier-help__carrier">
            <dt>{attributes.carrier}</dt>
            <dd>
              <strong>Account number:</strong> {attributes.accountNumber}
            </dd>
            <dd>
              <strong>PIN:</strong> {attributes.pin}
            </dd>
          </div>
        ))}
      </dl>
    </details>
  );
}
