import { register } from '@mvno/contracts/api/auth';
import type { Router } from '../../../http/router';
import type { AuthUser } from '../accounts-types';
import { clientOf } from '../sign-in/client-info-routes';
import type { RegistrationService } from './registration-service';

/** Creating an account (SPEC §7 "not shown"; decision 005). */
export function registerRegistrationRoutes(
  router: Router<AuthUser>,
  registration: RegistrationService,
): void {
  router.add(register, ({ body, request }) => registration.register(body, clientOf(request)));
}
