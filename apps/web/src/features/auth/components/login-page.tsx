import { useLocation, useNavigate } from '../../../lib/router';
import { EmailField } from '../../../components/form/form-field';
import { Button } from '../../../components/ui/button';
import { paths } from '../../../config/paths';
import { usePageMeta } from '../../../entities/content/use-page-meta';
import { useSchemaForm } from '../../../lib/forms/use-schema-form';
import { useLoginEmail } from '../hooks/use-login-email';
import { toReturnState } from '../lib/return-state';
import { AuthLinks } from './auth-links';
import { AuthPage } from './auth-page';
import { PasskeySignIn } from './passkey-sign-in';
import { msg, useT } from '../../../lib/i18n';

/** The schema library loads with the first submit: the page itself arrives as HTML from the server. */
const loadEmailEntry = () => import('../lib/email-entry').then((module) => module.zEmailEntry);

/**
 * SPEC §2 email entry. Nothing is asked of the server here, so the page cannot reveal whether
 * an account exists: every address gets the same two ways on.
 */
export function LoginPage() {
  usePageMeta('login', 'Log in');
  const [email, saveEmail] = useLoginEmail();
  const navigate = useNavigate();
  const returnState = toReturnState(useLocation().state);
  const form = useSchemaForm(loadEmailEntry, { email });
  const t = useT();
  const continueTo = (path: string) =>
    form.handleSubmit((values) => {
      saveEmail(values.email);
      void navigate(path, { state: returnState });
    });

  return (
    <AuthPage title={msg('Log in')} lead={msg('Enter your email to log in to your account.')}>
      <form
        className="form-stack"
        noValidate
        onSubmit={(event) => void continueTo(paths.loginWithPassword)(event)}
      >
        <EmailField form={form} name="email" label={msg('Email')} required />
        <div className="auth-actions">
          <Button type="submit">{t('Continue with password')}</Button>
          <Button variant="secondary" onClick={() => void continueTo(paths.loginWithoutPassword)()}>
            {t('Email me a code')}
          </Button>
        </div>
      </form>
      <PasskeySignIn />
      <AuthLinks
        links={[
          { to: paths.register, label: msg('Create an account') },
          { to: paths.forgotPassword, label: msg('Forgot your password?') },
        ]}
      />
    </AuthPage>
  );
}
