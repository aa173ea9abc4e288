import { useState } from 'react';
import { ACCOUNT_MESSAGES } from '@mvno/contracts/account-messages';
import { Button } from '../../../components/ui/button';

const M = ACCOUNT_MESSAGES.twoFactor;

/** The recovery codes, shown once: listed, copied in one go, or downloaded as a text file. */
export function RecoveryCodes({ codes }: { codes: string[] }) {
  const [status, setStatus] = useState('');
  const text = `${codes.join('\n')}\n`;

  async function copy() {
    try {
      await navigator.clipboard.writeText(text);
      setStatus(M.codesCopied);
    } catch {
      setStatus('Copying is not available here: select the codes to copy them');
    }
  }

  return (
    <div className="form-stack">
      <p>{M.codesLead}</p>
      <ol className="recovery-codes" aria-label="Recovery codes">
        {codes.map((code) => (
          <li key={code}>
            <code>{code}</code>
          </li>
        ))}
      </ol>
      <div className="recovery-codes__actions">
        <Button variant="secondary" onClick={() => void copy()}>
          Copy codes
        </Button>
        <a
          className="button button--secondary"
          href={`data:text/plain;charset=utf-8,${encodeURIComponent(text)}`}
          download="recovery-codes.txt"
        >
          Download codes
        </a>
      </div>
      <p role="status" className="recovery-codes__status">
        {status}
      </p>
    </div>
  );
}
