import { relyingPartyOf } from '../../../lib/relying-party';
import type { AccountDeps } from '../account/account-deps';
import type { StepUpService } from '../step-up/step-up-service';
import type { PasskeyRepository } from './passkey-repository';
import { createPasskeyService } from './passkey-service';
import { createWebAuthnCeremonies } from './webauthn-ceremonies';

/** Passkeys: added and removed in Settings, signing in, and confirming a step-up. */
export function createPasskeys(
  deps: AccountDeps,
  {
    passkeys,
    stepUp,
    publicUrl,
    brandName,
  }: { passkeys: PasskeyRepository; stepUp: StepUpService; publicUrl: string; brandName: string },
) {
  return createPasskeyService({
    ...deps,
    passkeys,
    ceremonies: createWebAuthnCeremonies({
      passkeys,
      rp: relyingPartyOf(publicUrl, brandName),
      log: deps.log,
    }),
    stepUp,
    signInPerIp: deps.limits.passkeySignInPerIp,
    checksPerUser: deps.limits.passkeyChecksPerUser,
  });
}
