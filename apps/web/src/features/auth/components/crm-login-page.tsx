import { useEffect, useRef } from 'react';
import { Link, useSearchParams } from '../../../lib/router';
import { PRODUCT_MESSAGES } from '@mvno/contracts/product-messages';
import { FormAlert } from '../../../components/form/form-alert';
import { Spinner } from '../../../components/ui/spinner';
import { paths } from '../../../config/paths';
import { usePageMeta } from '../../../entities/content/use-page-meta';
import { useExchangeSupportLink } from '../api/exchange-support-link';
import { serverErrorMessage } from '../../../lib/forms/apply-server-errors';
import { useStartSession } from '../lib/start-session';
import { msg, useT } from '../../../lib/i18n';
import { AuthPage } from './auth-page';

/** A support agent's single-use link: exchanged once for an assisted session on the customer's account. */
export function CrmLoginPage() {
  const t = useT();
  usePageMeta('crm-login', 'Support sign-in');
  const [params] = useSearchParams();
  const token = params.get('token');
  const startSession = useStartSession();
  const exchange = useExchangeSupportLink((session) => startSession(session, { to: paths.dashboard }));
  const { mutate } = exchange;
  // The link works once: StrictMode's second effect run must not spend it again (and fail).
  const exchanged = useRef(false);

  useEffect(() => {
    if (!token || exchanged.current) return;
    exchanged.current = true;
    mutate(token);
  }, [token, mutate]);

  const failure = !token
    ? PRODUCT_MESSAGES.web.supportLinkIncomplete
    : exchange.isError
      ? serverErrorMessage(exchange.error)
      : undefined;
  return (
    <AuthPage title={msg('Support sign-in')}>
      {failure ? (
        <FormAlert message={failure}>
          <p>
            <Link to={paths.login}>{t('Go to log in')}</Link>
          </p>
        </FormAlert>
      ) : (
        <Spinner label={msg('Signing you in')} />
      )}
    </AuthPage>
  );
}
