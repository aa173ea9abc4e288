import { EMAIL_CODE_LENGTH, RESEND_WAIT_SECONDS } from '@mvno/contracts/constants';
import {
  EMAIL_CHANGE_ADDRESSES_PER_HOUR,
  VERIFICATION_CODE_MAX_ATTEMPTS,
  VERIFICATION_CODE_MINUTES,
} from '@mvno/contracts/product-constants/accounts';
import { PRODUCT_MESSAGES } from '@mvno/contracts/product-messages';
import { AppError } from '../../../errors';
import { generateLoginCode } from '../../../lib/secret-tokens';
import type { VerificationPurpose } from '../accounts-types';
import { minutesFromNow, type AccountDeps } from '../account/account-deps';
import { verificationCodeMail } from '../account/account-mails';
import { inLanguage } from '../../../lib/mail';

export type SendCodeInput = {
  userId: string;
  purpose: VerificationPurpose;
  /** What the code confirms: the new email address, or the line's id. */
  subject: string;
  /** Where the code goes. */
  to: string;
  /** A resend: refused while the last code of this purpose and subject is younger than 30 seconds. */
  resend?: boolean;
};

export type ConfirmCodeInput = {
  userId: string;
  purpose: VerificationPurpose;
  subject: string;
  code: string;
  /** The field a wrong code is reported at. */
  field: string;
};

/**
 * Emailed verification codes (EMAIL_CODE_LENGTH digits): kept only as a keyed hash, valid
 * VERIFICATION_CODE_MINUTES, single use, dead after VERIFICATION_CODE_MAX_ATTEMPTS wrong tries;
 * a new code retires the earlier ones of its purpose. Resends wait RESEND_WAIT_SECONDS (SPEC §4, §9).
 */
export function createVerificationCodeService(deps: AccountDeps) {
  return {
    async send({ userId, purpose, subject, to, resend = false }: SendCodeInput): Promise<void> {
      const now = new Date();
      if (resend) {
        const last = await deps.verificationCodes.newestPending(userId, purpose);
        if (last?.subject === subject) {
          const waitMs = last.createdAt.getTime() + RESEND_WAIT_SECONDS * 1000 - now.getTime();
          if (waitMs > 0) {
            const seconds = Math.ceil(waitMs / 1000);
            throw new AppError('TOO_MANY_REQUESTS', PRODUCT_MESSAGES.verification.resendTooSoon(seconds), {
              retryAfterSeconds: seconds,
            });
          }
        }
      }
      if (purpose === 'email_change') {
        // Codes to third-party addresses: a few different ones an hour (a typo corrected), no more.
        const since = new Date(now.getTime() - 60 * 60 * 1000);
        const recent = await deps.verificationCodes.subjectsSince(userId, purpose, since);
        if (!recent.includes(subject) && recent.length >= EMAIL_CHANGE_ADDRESSES_PER_HOUR) {
          throw new AppError(
            'TOO_MANY_REQUESTS',
            PRODUCT_MESSAGES.verification.tooManyAddresses(EMAIL_CHANGE_ADDRESSES_PER_HOUR),
            { retryAfterSeconds: 60 * 60 },
          );
        }
      }
      await deps.limiter.consume('verification-send-user', deps.limits.verificationSendPerUser, userId);
      const code = generateLoginCode(EMAIL_CODE_LENGTH);
      await deps.verificationCodes.replace(
        {
          userId,
          purpose,
          subject,
          codeHash: deps.secrets.hash(code),
          expiresAt: minutesFromNow(VERIFICATION_CODE_MINUTES, now),
        },
        now,
      );
      await deps.mail.send(
        verificationCodeMail(
          to,
          code,
          purpose,
          VERIFICATION_CODE_MINUTES,
          inLanguage(deps.mailContext, (await deps.users.findById(userId))?.language),
        ),
      );
    },

    /** Whether a code of this purpose is waiting for the subject (used or expired ones do not count). */
    async pendingSubject(userId: string, purpose: VerificationPurpose): Promise<string | undefined> {
      return (await deps.verificationCodes.newestPending(userId, purpose))?.subject;
    },

    /** Uses the code, or throws a 400 at `field`; a wrong code counts as one of its tries. */
    async confirm({ userId, purpose, subject, code, field }: ConfirmCodeInput): Promise<void> {
      const now = new Date();
      const message = PRODUCT_MESSAGES.verification.badCode;
      const bad = () => new AppError('VALIDATION', message, { fieldErrors: [{ field, message }] });
      const active = await deps.verificationCodes.findActive(
        userId,
        purpose,
        subject,
        now,
        VERIFICATION_CODE_MAX_ATTEMPTS,
      );
      if (!active) throw bad();
      if (!deps.secrets.matches(code.trim(), active.codeHash)) {
        await deps.verificationCodes.countWrongTry(active.id);
        throw bad();
      }
      if (!(await deps.verificationCodes.consume(active.id, now))) throw bad();
    },
  };
}

export type VerificationCodeService = ReturnType<typeof createVerificationCodeService>;
