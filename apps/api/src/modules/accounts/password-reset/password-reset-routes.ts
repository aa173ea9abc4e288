import { forgotPassword, resetPassword } from '@mvno/contracts/api/auth';
import { requestLanguage } from '../../../http/error-language';
import type { Router } from '../../../http/router';
import type { AuthUser } from '../accounts-types';
import type { PasswordResetService } from './password-reset-service';

/** A mailed reset link, and the new password it sets. */
export function registerPasswordResetRoutes(
  router: Router<AuthUser>,
  passwordReset: PasswordResetService,
): void {
  router.add(forgotPassword, ({ body, request }) =>
    passwordReset.requestReset(body.email, request.ip, requestLanguage(request)),
  );
  router.add(resetPassword, ({ body }) => passwordReset.resetPassword(body.token, body.newPassword));
}
