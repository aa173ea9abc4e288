import { useState } from 'react';
import { ACCOUNT_MESSAGES } from '@mvno/contracts/account-messages';
import { Button } from '../../../components/ui/button';
import { useT } from '../../../lib/i18n';

const M = ACCOUNT_MESSAGES.twoFactor;

/** The recovery codes, shown once: listed, copied in one go, or downloaded as a text file. */
export function RecoveryCodes({ codes }: { codes: string[] }) {
  const t = useT();
  const [status, setStatus] = useState('');
  const text = `${codes.join('\n')}\n`;

  async function copy() {
    try {
      await navigator.clipboard.writeText(text);
      setStatus(t(M.codesCopied));
    } catch {
      setStatus(t('Copying is not available here: select the codes to copy them'));
    }
  }

  return (
    <div className="form-stack">
      <p>{t(M.codesLead)}</p>
      <ol className="recovery-codes" aria-label={t('Recovery codes')}>
        {codes.map((code) => (
          <li key={code}>
            <code>{code}</code>
          </li>
        ))}
      </ol>
      <div className="recovery-codes__actions">
        <Button variant="secondary" onClick={() => void copy()}>
          {t('Copy codes')}
        </Button>
        <a
          className="button button--secondary"
          href={`data:text/plain;charset=utf-8,${encodeURIComponent(text)}`}
          download="recovery-codes.txt"
        >
          {t('Download codes')}
        </a>
      </div>
      <p role="status" className="recovery-codes__status">
        {status}
      </p>
    </div>
  );
}
