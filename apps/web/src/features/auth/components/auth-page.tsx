import type { ReactNode } from 'react';
import './auth.css';

type AuthPageProps = { title: string; lead?: ReactNode; children: ReactNode };

/** The frame every account page shares: one h1, an optional lead, then the form. */
export function AuthPage({ title, lead, children }: AuthPageProps) {
  return (
    <section className="auth-page">
      <h1 className="page-title">{title}</h1>
      {lead !== undefined && <p className="page-lead">{lead}</p>}
      {children}
    </section>
  );
}
