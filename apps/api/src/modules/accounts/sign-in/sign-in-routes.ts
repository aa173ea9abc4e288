import { loginWithCode, loginWithPassword, requestLoginCode } from '@mvno/contracts/api/auth';
import { requestLanguage } from '../../../http/error-language';
import type { Router } from '../../../http/router';
import type { AuthUser } from '../accounts-types';
import type { LoginCodeService } from './login-code-service';
import type { PasswordLoginService } from './password-login-service';
import { clientOf } from './client-info-routes';

/** Logging in with a password or a mailed code (SPEC §7 "not shown"; decision 005). */
export function registerSignInRoutes(
  router: Router<AuthUser>,
  signIn: { passwordLogin: PasswordLoginService; loginCodes: LoginCodeService },
): void {
  router.add(loginWithPassword, ({ body, request }) =>
    signIn.passwordLogin.login(body.email, body.password, clientOf(request), body.totpCode),
  );
  router.add(requestLoginCode, ({ body, request }) =>
    signIn.loginCodes.requestCode(body.email, request.ip, requestLanguage(request)),
  );
  router.add(loginWithCode, ({ body, request }) =>
    signIn.loginCodes.loginWithCode(body.email, body.code, clientOf(request), body.totpCode),
  );
}
