import type { ReactNode } from 'react';
import './auth.css';
import { t } from '../../../lib/i18n';

type AuthPageProps = { title: string; lead?: ReactNode; children: ReactNode };

/** The frame every account page shares: one h1, an optional lead, then the form. */
export function AuthPage({ title, lead, children }: AuthPageProps) {
  return (
    <section className="auth-page">
      <h1 className="page-title">{t(title)}</h1>
      {lead !== undefined && <p className="page-lead">{typeof lead === 'string' ? t(lead) : lead}</p>}
      {children}
    </section>
  );
}
