import { Link, useSearchParams } from 'react-router';
import { paths } from '../../../config/paths';
import { usePageMeta } from '../../../lib/content/use-page-meta';
import { AuthPage } from './auth-page';
import { ResetPasswordForm } from './reset-password-form';

export function ResetPasswordPage() {
  usePageMeta('reset-password', 'Choose a new password');
  const [params] = useSearchParams();
  const token = params.get('token');
  if (!token) {
    return (
      <AuthPage title="Choose a new password">
        <div role="alert" className="auth-alert">
          <p>
            This reset link is incomplete. Please open the link from the email again, or ask for a new one.
          </p>
        </div>
        <ul className="auth-links">
          <li>
            <Link to={paths.forgotPassword}>Ask for a new reset link</Link>
          </li>
        </ul>
      </AuthPage>
    );
  }
  return (
    <AuthPage title="Choose a new password">
      <ResetPasswordForm token={token} />
    </AuthPage>
  );
}
