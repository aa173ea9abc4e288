import type { WalletEntry } from '@mvno/contracts/api/wallet';
import { ACCOUNT_MESSAGES } from '@mvno/contracts/account-messages';
import { formatPrice } from '../../../lib/format';
import { formatShortDay } from '../../../lib/format-date';
import { useT } from '../../../lib/i18n';

const W = ACCOUNT_MESSAGES.wallet;

/** The credit history: each entry's kind, what it was for, its day, amount and expiry, newest first. */
export function WalletEntries({ entries }: { entries: WalletEntry[] }) {
  const t = useT();
  if (entries.length === 0) return <p className="wallet__empty">{t(W.noEntries)}</p>;
  return (
    <ul className="wallet__entries">
      {entries.map((entry) => (
        <li key={entry.id} className="wallet__entry">
          <span className="wallet__entry-kind">
            {t(W.kinds[entry.kind])}
            {entry.note && entry.kind !== 'load' ? `: ${entry.note}` : ''}
          </span>
          <span className="wallet__entry-day">{formatShortDay(entry.at)}</span>
          <span
            className={
              entry.amount < 0 ? 'wallet__entry-amount wallet__entry-amount--out' : 'wallet__entry-amount'
            }
          >
            {entry.amount < 0 ? `−${formatPrice(-entry.amount)}` : `+${formatPrice(entry.amount)}`}
          </span>
          {entry.expiresAt && (
            <span className="wallet__entry-expiry">{t(W.expires(formatShortDay(entry.expiresAt)))}</span>
          )}
        </li>
      ))}
    </ul>
  );
}
