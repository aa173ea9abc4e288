import { useState } from 'react';
import { Link, useLocation } from '../../../lib/router';
import { web as WEB_MESSAGES } from '@mvno/contracts/product-messages/web';
import { FormAlert } from '../../../components/form/form-alert';
import { EmailField, FormField } from '../../../components/form/form-field';
import { NameFields } from '../../../components/form/name-fields';
import { Button } from '../../../components/ui/button';
import { paths } from '../../../config/paths';
import { useAppStore } from '../../../lib/store';
import { usePageMeta } from '../../../entities/content/use-page-meta';
import { applyServerErrors } from '../../../lib/forms/apply-server-errors';
import { useSchemaForm } from '../../../lib/forms/use-schema-form';
import { loadRegisterBody, useRegisterAccount } from '../api/register-account';
import { useLoginEmail } from '../hooks/use-login-email';
import { toReturnState } from '../lib/return-state';
import { useStartSession } from '../lib/start-session';
import { AuthPage } from './auth-page';
import { msg, useT } from '../../../lib/i18n';
import { callApi } from '../../../lib/api-client';
import { forgetReferralCode, keepReferralCode } from '../../../lib/referral-code';

/** Records the referral code the visitor came with for the new account; kept for the wallet's form if refused. */
async function recordReferral(code: string): Promise<void> {
  const { useReferralCode } = await import('@mvno/contracts/api/wallet');
  await callApi(useReferralCode, { body: { code } });
  forgetReferralCode();
}

const FIELDS = ['firstName', 'lastName', 'email', 'regPassword', 'confirmRegPassword'] as const;

export function RegisterPage() {
  usePageMeta('register', 'Create your account');
  const [email, saveEmail] = useLoginEmail();
  const returnState = toReturnState(useLocation().state);
  const notify = useAppStore((s) => s.notify);
  const startSession = useStartSession();
  const registerAccount = useRegisterAccount();
  const [alert, setAlert] = useState<string>();
  // The `?ref=` code is kept in this browser (the page is also rendered at build time, with no window).
  const [referralCode] = useState(() =>
    typeof window === 'undefined' ? null : keepReferralCode(window.location.search),
  );
  // The same schema the server checks, so both sides give the SPEC §8 messages; it loads with the
  // first submit, the page itself being HTML from the server (decision 077).
  const form = useSchemaForm(
    loadRegisterBody,
    { firstName: '', lastName: '', email, regPassword: '', confirmRegPassword: '' },
    { confirm: { field: 'regPassword', confirmField: 'confirmRegPassword' } },
  );

  const t = useT();
  const onSubmit = form.handleSubmit((values) => {
    setAlert(undefined);
    registerAccount.mutate(values, {
      onSuccess: (session) => {
        saveEmail(session.user.email);
        notify({ message: WEB_MESSAGES.welcome(session.user.firstName) });
        startSession(session);
        if (referralCode) void recordReferral(referralCode).catch(() => undefined);
      },
      onError: (error) => setAlert(applyServerErrors(error, form.setError, FIELDS)),
    });
  });

  return (
    <AuthPage title={msg('Create your account')}>
      <form className="form-stack" noValidate onSubmit={(event) => void onSubmit(event)}>
        <FormAlert message={alert} />
        <NameFields form={form} />
        <EmailField form={form} name="email" label={msg('Email')} required />
        <FormField
          form={form}
          name="regPassword"
          label={msg('Password')}
          password
          hint={WEB_MESSAGES.passwordRules}
          autoComplete="new-password"
          required
        />
        <FormField
          form={form}
          name="confirmRegPassword"
          label={msg('Confirm password')}
          password
          autoComplete="new-password"
          required
        />
        <div className="auth-actions">
          <Button type="submit" loading={registerAccount.isPending}>
            {t('Create account')}
          </Button>
        </div>
      </form>
      <ul className="auth-links">
        <li>
          {t('Already have an account?')}{' '}
          <Link to={paths.login} state={returnState}>
            {t('Log in')}
          </Link>
        </li>
      </ul>
    </AuthPage>
  );
}
