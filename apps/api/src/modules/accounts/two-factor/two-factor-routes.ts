import { confirmTotpSetup, getTwoFactor, startTotpSetup, turnOffTotp } from '@mvno/contracts/api/two-factor';
import type { Router } from '../../../http/router';
import type { AuthUser } from '../accounts-types';
import type { TwoFactorService } from './two-factor-service';

/** Settings: the authenticator app (set up, confirm, turn off) and its recovery codes. */
export function registerTwoFactorRoutes(router: Router<AuthUser>, twoFactor: TwoFactorService): void {
  router.add(getTwoFactor, ({ user }) => twoFactor.status(user));
  router.add(startTotpSetup, ({ user }) => twoFactor.startSetup(user));
  router.add(confirmTotpSetup, ({ user, body }) => twoFactor.confirmSetup(user, body.code));
  router.add(turnOffTotp, ({ user }) => twoFactor.turnOff(user));
}
