import {
  exchangeSupportLink,
  forgotPassword,
  loginWithCode,
  loginWithPassword,
  logout,
  register,
  requestLoginCode,
  resetPassword,
} from '@mvno/contracts/api/auth';
import type { Router } from '../../../http/router';
import type { AuthUser } from '../accounts-types';
import type { AccountService } from '../account/account-service';
import type { LoginCodeService } from './login-code-service';
import type { PasswordLoginService } from './password-login-service';
import type { PasswordResetService } from '../password-reset/password-reset-service';
import type { RegistrationService } from '../registration/registration-service';
import type { SupportSignInService } from '../support-link/support-sign-in-service';
import { clientOf } from './client-info-routes';

export type AuthServices = {
  registration: RegistrationService;
  passwordLogin: PasswordLoginService;
  loginCodes: LoginCodeService;
  passwordReset: PasswordResetService;
  account: AccountService;
  supportSignIn: SupportSignInService;
};

/** Registration, every login variant, logout and password reset (SPEC §7 "not shown"; decision 005). */
export function registerAuthRoutes(router: Router<AuthUser>, services: AuthServices): void {
  router.add(register, ({ body, request }) => services.registration.register(body, clientOf(request)));
  router.add(loginWithPassword, ({ body, request }) =>
    services.passwordLogin.login(body.email, body.password, clientOf(request), body.totpCode),
  );
  router.add(requestLoginCode, ({ body, request }) =>
    services.loginCodes.requestCode(body.email, request.ip),
  );
  router.add(loginWithCode, ({ body, request }) =>
    services.loginCodes.loginWithCode(body.email, body.code, clientOf(request), body.totpCode),
  );
  router.add(logout, ({ user }) => services.account.logout(user));
  router.add(forgotPassword, ({ body, request }) =>
    services.passwordReset.requestReset(body.email, request.ip),
  );
  router.add(resetPassword, ({ body }) => services.passwordReset.resetPassword(body.token, body.newPassword));
  router.add(exchangeSupportLink, ({ body, request }) =>
    services.supportSignIn.exchange(body.token, clientOf(request)),
  );
}
