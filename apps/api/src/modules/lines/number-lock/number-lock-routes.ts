import {
  listNumberLocks,
  requestNumberUnlockCode,
  turnOffNumberLock,
  turnOnNumberLock,
} from '@mvno/contracts/api/number-lock';
import type { Router } from '../../../http/router';
import type { Customer } from '../../accounts/accounts-types';
import type { NumberLockService } from './number-lock-service';

export function registerNumberLockRoutes(router: Router<Customer>, locks: NumberLockService): void {
  router.add(listNumberLocks, ({ user }) => locks.list(user));
  router.add(turnOnNumberLock, ({ user, params }) => locks.turnOn(user, params.id));
  router.add(requestNumberUnlockCode, ({ user, params }) => locks.requestUnlockCode(user, params.id));
  router.add(turnOffNumberLock, ({ user, params, body }) => locks.turnOff(user, params.id, body.otp));
}
