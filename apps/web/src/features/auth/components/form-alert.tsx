import type { ReactNode } from 'react';

type FormAlertProps = { message?: string; children?: ReactNode };

/** A failed call's message next to the form that caused it; role="alert" makes screen readers say it at once. */
export function FormAlert({ message, children }: FormAlertProps) {
  if (!message) return null;
  return (
    <div role="alert" className="auth-alert">
      <p>{message}</p>
      {children}
    </div>
  );
}
