import type { AccountDeps } from '../account/account-deps';
import { createAccountGuard } from './account-guard';
import { createLoginCodeService } from './login-code-service';
import { createPasswordLoginService, type SecondStep } from './password-login-service';

/** Signing in with a password or a mailed code, behind the per-account guard (decision 045). */
export function createSignIn(deps: AccountDeps, secondStep: SecondStep) {
  const guard = createAccountGuard(deps);
  return {
    guard,
    passwordLogin: createPasswordLoginService(deps, guard, secondStep),
    loginCodes: createLoginCodeService(deps, guard, secondStep),
  };
}
