import { endDeviceSession, endOtherSessions, listSessions } from '@mvno/contracts/api/sessions';
import type { Router } from '../../../http/router';
import type { AuthUser } from '../accounts-types';
import type { SessionService } from './session-service';

/** Settings, Sessions: the signed-in devices, sign out one, sign out the others. */
export function registerSessionRoutes(router: Router<AuthUser>, sessions: SessionService): void {
  router.add(listSessions, ({ user }) => sessions.listSessions(user));
  router.add(endDeviceSession, ({ user, params }) => sessions.endSession(user, params.id));
  router.add(endOtherSessions, ({ user }) => sessions.endOtherSessions(user));
}
