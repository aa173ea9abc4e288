import { Link, useSearchParams } from '../../../lib/router';
import { PRODUCT_MESSAGES } from '@mvno/contracts/product-messages';
import { FormAlert } from '../../../components/form/form-alert';
import { paths } from '../../../config/paths';
import { usePageMeta } from '../../../entities/content/use-page-meta';
import { AuthPage } from './auth-page';
import { ResetPasswordForm } from './reset-password-form';
import { msg, useT } from '../../../lib/i18n';

export function ResetPasswordPage() {
  usePageMeta('reset-password', 'Choose a new password');
  const t = useT();
  const [params] = useSearchParams();
  const token = params.get('token');
  if (!token) {
    return (
      <AuthPage title={msg('Choose a new password')}>
        <FormAlert message={t(PRODUCT_MESSAGES.web.resetLinkIncomplete)} />
        <ul className="auth-links">
          <li>
            <Link to={paths.forgotPassword}>{t('Ask for a new reset link')}</Link>
          </li>
        </ul>
      </AuthPage>
    );
  }
  return (
    <AuthPage title={msg('Choose a new password')}>
      <ResetPasswordForm token={token} />
    </AuthPage>
  );
}
