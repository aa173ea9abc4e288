import { useEffect, useId, useState } from 'react';
import { Button } from './button';
import './copy-text.css';
import { useT } from '../../lib/i18n';

/** `label` is an English text, shown in the page's language. */
type CopyTextProps = { label: string; value: string };

/** A value shown as text, with a button that copies it; the result is announced. */
export function CopyText({ label, value }: CopyTextProps) {
  const t = useT();
  const name = t(label);
  const labelId = useId();
  const [status, setStatus] = useState('');
  useEffect(() => {
    if (!status) return;
    const timer = setTimeout(() => setStatus(''), 3000);
    return () => clearTimeout(timer);
  }, [status]);

  async function copy() {
    try {
      await navigator.clipboard.writeText(value);
      setStatus(t('{name} copied', { name }));
    } catch {
      setStatus(t('Copying is not available here: select the text to copy it'));
    }
  }

  return (
    <div className="copy-text">
      <span id={labelId} className="copy-text__label">
        {name}
      </span>
      <code className="copy-text__value" aria-labelledby={labelId}>
        {value}
      </code>
      <Button
        variant="secondary"
        className="copy-text__button"
        aria-label={t('Copy {name}', { name })}
        onClick={() => void copy()}
      >
        {t('Copy')}
      </Button>
      <span role="status" className="copy-text__status">
        {status}
      </span>
    </div>
  );
}
