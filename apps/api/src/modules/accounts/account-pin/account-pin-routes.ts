import { getAccountPin, removeAccountPin, setAccountPin } from '@mvno/contracts/api/account-pin';
import type { Router } from '../../../http/router';
import type { AuthUser } from '../accounts-types';
import type { AccountPinService } from './account-pin-service';

/** Settings: the account PIN (set or change, remove); step-up and the customer's own session. */
export function registerAccountPinRoutes(router: Router<AuthUser>, pins: AccountPinService): void {
  router.add(getAccountPin, ({ user }) => pins.status(user));
  router.add(setAccountPin, ({ user, body }) => pins.set(user, body.pin));
  router.add(removeAccountPin, ({ user }) => pins.remove(user));
}
