import { useLocation, useNavigate } from '../../../lib/router';
import { requestLoginCode } from '@mvno/contracts/api/auth';
import { PRODUCT_MESSAGES } from '@mvno/contracts/product-messages';
import { paths } from '../../../config/paths';
import { usePageMeta } from '../../../entities/content/use-page-meta';
import { useSendLoginCode } from '../api/request-login-code';
import { useEmailSend } from '../hooks/use-email-send';
import type { CodeSentState } from '../lib/code-sent-state';
import { toReturnState } from '../lib/return-state';
import { AuthLinks } from './auth-links';
import { AuthPage } from './auth-page';
import { EmailForm } from './email-form';
import { msg, useT } from '../../../lib/i18n';

export function LoginWithoutPasswordPage() {
  usePageMeta('login-without-password', 'Log in with a code');
  const t = useT();
  const navigate = useNavigate();
  const returnState = toReturnState(useLocation().state);
  const sendCode = useSendLoginCode();
  const emailForm = useEmailSend(requestLoginCode.body, (address, onError) =>
    sendCode.mutate(address, {
      onSuccess: () => {
        // The code page starts its resend wait from the moment of this send.
        const state: CodeSentState = { ...returnState, codeSentAt: Date.now() };
        void navigate(paths.otpLogin, { state });
      },
      onError,
    }),
  );

  return (
    <AuthPage title={msg('Log in with a code')} lead={t(PRODUCT_MESSAGES.web.codeByEmailLead)}>
      <EmailForm {...emailForm} pending={sendCode.isPending} submitLabel={msg('Send code')} />
      <AuthLinks
        links={[
          { to: paths.loginWithPassword, label: msg('Use my password instead') },
          { to: paths.register, label: msg('Create an account') },
        ]}
      />
    </AuthPage>
  );
}
