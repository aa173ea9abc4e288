import { resumeLostLine, suspendLostLine } from '@mvno/contracts/api/lost-phone';
import type { Router } from '../../../http/router';
import type { Customer } from '../../accounts/accounts-types';
import type { LostPhoneService } from './lost-phone-service';

export function registerLostPhoneRoutes(router: Router<Customer>, lostPhone: LostPhoneService): void {
  router.add(suspendLostLine, async ({ user, params }) => ({
    message: (await lostPhone.suspend(user, params.id)).message,
  }));
  router.add(resumeLostLine, async ({ user, params }) => ({
    message: (await lostPhone.resume(user, params.id)).message,
  }));
}
