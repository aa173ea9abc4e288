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
import type { Accounts } from '../accounts';
import type { Router } from '../http/router';
import type { AuthUser } from '../services/session-service';

/** Registration, every login variant, logout and password reset (SPEC §7 "not shown"; decision 005). */
export function registerAuthRoutes(router: Router<AuthUser>, accounts: Accounts): void {
  router.add(register, ({ body, request }) => accounts.registration.register(body, request.ip));
  router.add(loginWithPassword, ({ body, request }) =>
    accounts.passwordLogin.login(body.email, body.password, request.ip),
  );
  router.add(requestLoginCode, ({ body, request }) =>
    accounts.loginCodes.requestCode(body.email, request.ip),
  );
  router.add(loginWithCode, ({ body, request }) =>
    accounts.loginCodes.loginWithCode(body.email, body.code, request.ip),
  );
  router.add(logout, ({ user }) => accounts.account.logout(user));
  router.add(forgotPassword, ({ body, request }) =>
    accounts.passwordReset.requestReset(body.email, request.ip),
  );
  router.add(resetPassword, ({ body }) => accounts.passwordReset.resetPassword(body.token, body.newPassword));
  router.add(exchangeSupportLink, ({ body, request }) =>
    accounts.supportSignIn.exchange(body.token, request.ip),
  );
}
