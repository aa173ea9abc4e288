import {
  getLineControls,
  pauseLine,
  setLineDataAlert,
  setLineSpendingCap,
} from '@mvno/contracts/api/member-controls';
import type { Router } from '../../../http/router';
import type { Customer } from '../../accounts/accounts-types';
import type { MemberControlsService } from './member-controls-service';

/** Registered on the plain router: the service asks the caller's role on the line itself. */
export function registerMemberControlRoutes(router: Router<Customer>, controls: MemberControlsService): void {
  router.add(getLineControls, ({ user, params }) => controls.get(user, params.id));
  router.add(setLineSpendingCap, ({ user, params, body }) => controls.setCap(user, params.id, body.capCents));
  router.add(setLineDataAlert, ({ user, params, body }) => controls.setAlert(user, params.id, body.percent));
  router.add(pauseLine, ({ user, params, body }) => controls.setPaused(user, params.id, body.paused));
}
