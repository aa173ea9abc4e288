import { resumeLostLine, suspendLostLine } from '@mvno/contracts/api/lost-phone';
import type { Router } from '../../../http/router';
import type { Customer } from '../../accounts/accounts-types';
import type { LostPhoneService } from './lost-phone-service';

export function registerLostPhoneRoutes(router: Router<Customer>, lostPhone: LostPhoneService): void {
  router.add(suspendLostLine, ({ user, params }) => lostPhone.suspend(user, params.id ?? ''));
  router.add(resumeLostLine, ({ user, params }) => lostPhone.resume(user, params.id ?? ''));
}
