import type { ReactNode } from 'react';
import './form.css';
import { t as translate } from '../../lib/i18n';

type FormAlertProps = { message?: string; children?: ReactNode };

/**
 * A form-level error: a failed call's message, or a server field error no field of the form
 * can show. role="alert" makes screen readers say it at once.
 */
export function FormAlert({ message, children }: FormAlertProps) {
  if (!message) return null;
  return (
    <div role="alert" className="form-alert">
      <p>{translate(message)}</p>
      {children}
    </div>
  );
}
