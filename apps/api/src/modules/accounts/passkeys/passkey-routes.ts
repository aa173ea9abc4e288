import {
  confirmStepUpWithPasskey,
  finishPasskeyRegistration,
  listPasskeys,
  listSignIns,
  removePasskey,
  signInWithPasskey,
  startPasskeyRegistration,
  startPasskeySignIn,
  startPasskeyStepUp,
} from '@mvno/contracts/api/passkeys';
import type { Router } from '../../../http/router';
import type { AuthUser } from '../accounts-types';
import type { PasskeyService } from './passkey-service';
import type { SignInHistory } from '../sign-in/sign-in-history-service';
import { clientOf } from '../sign-in/client-info-routes';

/** Passkeys (Settings, sign-in, step-up) and the sign-in history (Settings, Security). */
export function registerPasskeyRoutes(
  router: Router<AuthUser>,
  passkeys: PasskeyService,
  history: SignInHistory,
): void {
  router.add(listPasskeys, ({ user }) => passkeys.list(user));
  router.add(startPasskeyRegistration, ({ user }) => passkeys.startRegistration(user));
  router.add(finishPasskeyRegistration, ({ user, body, request }) =>
    passkeys.finishRegistration(user, body.name, body.credential, clientOf(request)),
  );
  router.add(removePasskey, ({ user, params }) => passkeys.remove(user, params.id));
  router.add(startPasskeySignIn, ({ request }) => passkeys.startSignIn(request.ip));
  router.add(signInWithPasskey, ({ body, request }) => passkeys.signIn(body.credential, clientOf(request)));
  router.add(startPasskeyStepUp, ({ user }) => passkeys.startStepUp(user));
  router.add(confirmStepUpWithPasskey, ({ user, body }) => passkeys.confirmStepUp(user, body.credential));
  router.add(listSignIns, ({ user }) => history.list(user));
}
