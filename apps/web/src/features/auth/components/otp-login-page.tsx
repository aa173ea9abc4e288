import { Link, useLocation } from '../../../lib/router';
import { PRODUCT_MESSAGES } from '@mvno/contracts/product-messages';
import { paths } from '../../../config/paths';
import { usePageMeta } from '../../../entities/content/use-page-meta';
import { useLoginEmail } from '../hooks/use-login-email';
import { readCodeSentAt } from '../lib/code-sent-state';
import { toReturnState } from '../lib/return-state';
import { AuthLinks } from './auth-links';
import { AuthPage } from './auth-page';
import { OtpLoginForm } from './otp-login-form';
import { msg, useT } from '../../../lib/i18n';

export function OtpLoginPage() {
  usePageMeta('otp-login', 'Enter your login code');
  const t = useT();
  const [email] = useLoginEmail();
  const location = useLocation();
  const returnState = toReturnState(location.state);
  if (!email) {
    // Reached without an email (a bookmark, or storage cleared): there is nothing to check the code against.
    return (
      <AuthPage title={msg('Enter your login code')}>
        <p>
          {t('We need your email first.')}{' '}
          <Link to={paths.login} state={returnState}>
            {t('Enter your email')}
          </Link>
        </p>
      </AuthPage>
    );
  }
  // The lead shows the address in bold where the text has `{email}`.
  const [codeSentBefore, codeSentAfter] = t(PRODUCT_MESSAGES.web.codeSentTo).split('{email}');
  return (
    <AuthPage
      title={msg('Enter your login code')}
      lead={
        <>
          {codeSentBefore}
          <strong>{email}</strong>
          {codeSentAfter}
        </>
      }
    >
      <OtpLoginForm email={email} initialSentAt={readCodeSentAt(location.state)} />
      <AuthLinks
        links={[
          { to: paths.login, label: msg('Use another email') },
          { to: paths.loginWithPassword, label: msg('Use my password instead') },
        ]}
      />
    </AuthPage>
  );
}
