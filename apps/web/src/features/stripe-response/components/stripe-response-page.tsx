import { useCallback, useEffect, useRef, useState } from 'react';
import { Link, useNavigate, useSearchParams } from '../../../lib/router';
import { MESSAGES } from '@mvno/contracts/messages';
import { Button } from '../../../components/ui/button';
import { Spinner } from '../../../components/ui/spinner';
import { paths } from '../../../config/paths';
import { runtimeConfig } from '../../../config/runtime';
import { msg, useT } from '../../../lib/i18n';
import { useConfirmStoredCard } from '../api/confirm-stored-card';
import { clearCardSession, readCardSession, type CardReturn } from '../../../entities/card/card-session';
import './stripe-response-page.css';

const RETURN_PATHS: Record<CardReturn, string> = {
  checkout: paths.checkout,
  payment: paths.dashboardSection('payment'),
  // Pay now / Renew now: the lines, where the dialog opens again.
  lines: paths.dashboard,
};
const RETURN_LABELS: Record<CardReturn, string> = {
  checkout: msg('Back to checkout'),
  payment: msg('Back to my cards'),
  lines: msg('Back to my lines'),
};

/**
 * Where the card provider sends the browser back (outside the layout). On success the server
 * confirms the session and saves the card; then the buyer goes back where they started, and the
 * `?success` / `?failure` there shows the notice (SPEC §4).
 */
export function StripeResponsePage() {
  const t = useT();
  const [params] = useSearchParams();
  const navigate = useNavigate();
  // Read once: the stored values are cleared as soon as the outcome is known.
  const [stored] = useState(readCardSession);
  const sessionId = params.get('session_id') ?? stored.sessionId;
  const succeeded = params.has('success') && !params.has('failure') && sessionId !== null;
  const target = RETURN_PATHS[stored.returnTo];
  const confirm = useConfirmStoredCard();
  const { mutate } = confirm;
  const started = useRef(false);

  const run = useCallback(() => {
    if (!succeeded) {
      clearCardSession();
      void navigate(`${target}?failure`, { replace: true });
      return;
    }
    mutate(sessionId, {
      onSuccess: () => {
        clearCardSession();
        void navigate(`${target}?success`, { replace: true });
      },
      // The session id stays in this page for Try again; storage holds nothing stale.
      onError: clearCardSession,
    });
  }, [succeeded, sessionId, target, mutate, navigate]);

  useEffect(() => {
    document.title = `${t('Saving your card')} | ${runtimeConfig.brandName}`;
    // StrictMode runs effects twice in development; the card must be confirmed once.
    if (started.current) return;
    started.current = true;
    run();
  }, [run, t]);

  if (confirm.isError) {
    return (
      <main className="stripe-response" id="main">
        <h1>{t('We could not save your card')}</h1>
        <p role="alert">
          {t(MESSAGES.cardSaveFailed)}. {t(confirm.error.message)}
        </p>
        <div className="stripe-response__actions">
          <Button onClick={run}>{t('Try again')}</Button>
          <Link className="stripe-response__link" to={target}>
            {t(RETURN_LABELS[stored.returnTo])}
          </Link>
        </div>
      </main>
    );
  }
  return (
    <main className="stripe-response" id="main">
      <h1>{t('Saving your card')}</h1>
      <Spinner label={msg('Saving your card')} size="large" />
    </main>
  );
}
