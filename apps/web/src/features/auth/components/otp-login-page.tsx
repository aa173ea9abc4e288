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

// The lead shows the address in bold where the text has `{email}`.
const [CODE_SENT_BEFORE, CODE_SENT_AFTER] = PRODUCT_MESSAGES.web.codeSentTo.split('{email}');

export function OtpLoginPage() {
  usePageMeta('otp-login', 'Enter your login code');
  const [email] = useLoginEmail();
  const location = useLocation();
  const returnState = toReturnState(location.state);
  if (!email) {
    // Reached without an email (a bookmark, or storage cleared): there is nothing to check the code against.
    return (
      <AuthPage title="Enter your login code">
        <p>
          We need your email first.{' '}
          <Link to={paths.login} state={returnState}>
            Enter your email
          </Link>
        </p>
      </AuthPage>
    );
  }
  return (
    <AuthPage
      title="Enter your login code"
      lead={
        <>
          {CODE_SENT_BEFORE}
          <strong>{email}</strong>
          {CODE_SENT_AFTER}
        </>
      }
    >
      <OtpLoginForm email={email} initialSentAt={readCodeSentAt(location.state)} />
      <AuthLinks
        links={[
          { to: paths.login, label: 'Use another email' },
          { to: paths.loginWithPassword, label: 'Use my password instead' },
        ]}
      />
    </AuthPage>
  );
}
