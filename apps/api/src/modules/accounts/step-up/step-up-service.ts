import type { StepUpStatus } from '@mvno/contracts/api/step-up';
import { STEP_UP_MINUTES } from '@mvno/contracts/product-constants/accounts';
import { ACCOUNT_MESSAGES } from '@mvno/contracts/account-messages';
import { addressOfRecord } from '../../../lib/address-of-record';
import { maskEmail } from '../../../lib/mask-email';
import type { AuthUser } from '../accounts-types';
import { minutesFromNow } from '../account/account-deps';
import type { SessionService } from '../sessions/session-service';
import type { TwoFactorService } from '../two-factor/two-factor-service';
import type { VerificationCodeService } from '../verification-codes/verification-code-service';

export type StepUpService = ReturnType<typeof createStepUpService>;

/** Until when a session that proved a second factor at `at` may make protected changes. */
function validUntil(at: Date): Date {
  return minutesFromNow(STEP_UP_MINUTES, at);
}

/**
 * Step-up (docs/decisions/026): a session proves a second factor again before a protected change.
 * The proof is kept on the session row, so it is this device's alone and ends with the session.
 * An emailed code goes to the address of record (the previous address for a while after an email
 * change), so a stolen password plus a changed email address cannot pass it.
 */
export function createStepUpService(deps: {
  sessions: SessionService;
  codes: VerificationCodeService;
  twoFactor: TwoFactorService;
  /** Whether the customer has a passkey (then it is the preferred proof). */
  hasPasskey: (userId: string) => Promise<boolean>;
}) {
  const send = (user: AuthUser) =>
    deps.codes.send({
      userId: user.id,
      purpose: 'step_up',
      subject: user.sessionId,
      to: addressOfRecord(user),
      resend: true,
    });

  return {
    /** Whether the session proved a second factor within STEP_UP_MINUTES (the router's check). */
    isFresh(user: AuthUser, now = new Date()): boolean {
      return user.steppedUpAt !== null && validUntil(user.steppedUpAt) > now;
    },

    async status(user: AuthUser, now = new Date()): Promise<StepUpStatus> {
      const until = user.steppedUpAt ? validUntil(user.steppedUpAt) : undefined;
      const [passkey, totp] = await Promise.all([deps.hasPasskey(user.id), deps.twoFactor.isOn(user.id)]);
      return {
        methods: [...(passkey ? (['passkey'] as const) : []), ...(totp ? (['totp'] as const) : []), 'email'],
        maskedEmail: maskEmail(addressOfRecord(user, now)),
        validUntil: until && until > now ? until.toISOString() : null,
      };
    },

    /** Mails a code (rate limited per user; a new one 30 seconds after the last at the soonest). */
    async sendEmailCode(user: AuthUser): Promise<{ message: string }> {
      await send(user);
      return { message: ACCOUNT_MESSAGES.stepUp.codeSent };
    },

    /** A right code marks the session proven; a wrong one is a 400 at `otp` and counts as a try. */
    async confirmEmailCode(user: AuthUser, otp: string): Promise<{ message: string; validUntil: string }> {
      await deps.codes.confirm({
        userId: user.id,
        purpose: 'step_up',
        subject: user.sessionId,
        code: otp,
        field: 'otp',
      });
      return this.proven(user);
    },

    /** A code of the authenticator app, or a recovery code (used up), proves the session. */
    async confirmTotp(user: AuthUser, code: string): Promise<{ message: string; validUntil: string }> {
      await deps.twoFactor.verify(user.id, code, 'code');
      return this.proven(user);
    },

    /** Marks the session proven now (any proof: emailed code, authenticator app, passkey). */
    async proven(user: AuthUser): Promise<{ message: string; validUntil: string }> {
      const now = new Date();
      await deps.sessions.markSteppedUp(user, now);
      return { message: ACCOUNT_MESSAGES.stepUp.confirmed, validUntil: validUntil(now).toISOString() };
    },
  };
}
