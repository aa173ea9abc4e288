import {
  confirmStepUpWithEmailCode,
  confirmStepUpWithTotp,
  getStepUpStatus,
  requestStepUpCode,
} from '@mvno/contracts/api/step-up';
import type { Router } from '../../../http/router';
import type { AuthUser } from '../accounts-types';
import type { StepUpService } from './step-up-service';

/** Step-up: its status, an emailed code, the code's proof. */
export function registerStepUpRoutes(router: Router<AuthUser>, stepUp: StepUpService): void {
  router.add(getStepUpStatus, ({ user }) => stepUp.status(user));
  router.add(requestStepUpCode, ({ user }) => stepUp.sendEmailCode(user));
  router.add(confirmStepUpWithEmailCode, ({ user, body }) => stepUp.confirmEmailCode(user, body.otp));
  router.add(confirmStepUpWithTotp, ({ user, body }) => stepUp.confirmTotp(user, body.code));
}
