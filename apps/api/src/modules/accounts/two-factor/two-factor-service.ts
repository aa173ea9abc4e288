/**
 * The authenticator app (TOTP, RFC 6238: 6 digits, 30-second steps, one step of clock drift either
 * way) and its recovery codes (decision 026). The secret is sealed at rest; a code works once (its
 * time step is taken with a conditional update); tries are rate limited per user.
 */
import { randomBytes } from 'node:crypto';
import { authenticator } from 'otplib';
import { RECOVERY_CODE_COUNT } from '@mvno/contracts/product-constants/accounts';
import { ACCOUNT_MESSAGES } from '@mvno/contracts/account-messages';
import { AppError, fieldError } from '../../../errors';
import { noticeAddresses } from '../../../lib/address-of-record';
import type { FieldCipher } from '../../../lib/field-cipher';
import type { LimitRule, RateLimiter } from '../../../lib/rate-limiter';
import type { SecretHasher } from '../../../lib/secret-tokens';
import type { AuthUser } from '../accounts-types';
import type { TwoFactorRepository } from './two-factor-repository';
import type { AccountDeps } from '../account/account-deps';
import { authenticatorChangedMail } from '../passkeys/passkey-mails';
import { sendSecurityMail } from '../account/security-mail';
import { inLanguage } from '../../../lib/mail';

const M = ACCOUNT_MESSAGES.twoFactor;
const STEP_SECONDS = 30;
authenticator.options = { step: STEP_SECONDS, window: 1, digits: 6 };

/** Recovery codes: 8 characters a person can copy, shown as `xxxx-xxxx`. */
const RECOVERY_ALPHABET = 'abcdefghjkmnpqrstuvwxyz23456789';
function newRecoveryCode(): string {
  const chars = [...randomBytes(8)].map((byte) => RECOVERY_ALPHABET[byte % RECOVERY_ALPHABET.length]);
  return `${chars.slice(0, 4).join('')}-${chars.slice(4).join('')}`;
}
const normalRecoveryCode = (code: string) => code.trim().toLowerCase().replace('-', '');

export type TwoFactorService = ReturnType<typeof createTwoFactorService>;

export function createTwoFactorService(
  deps: Pick<AccountDeps, 'mail' | 'mailContext' | 'log'> & {
    factors: TwoFactorRepository;
    cipher: FieldCipher;
    hasher: SecretHasher;
    limiter: RateLimiter;
    checksPerUser: LimitRule;
    brandName: string;
  },
) {
  /** The time step a code of the secret is for now, or undefined when it is not one of them. */
  function stepOf(code: string, secret: string, now: Date): number | undefined {
    const delta = authenticator.checkDelta(code, secret);
    if (delta === null) return undefined;
    return Math.floor(now.getTime() / 1000 / STEP_SECONDS) + delta;
  }

  async function check(userId: string, code: string, field: string, confirm: boolean): Promise<void> {
    await deps.limiter.consume('totp-check-user', deps.checksPerUser, userId);
    const factor = await deps.factors.findTotp(userId);
    if (!factor || (!confirm && !factor.confirmedAt)) throw fieldError(field, M.badCode);
    const now = new Date();
    const step = stepOf(code.trim(), deps.cipher.open(factor.secret) ?? '', now);
    if (step === undefined || !(await deps.factors.takeStep(userId, step, now, confirm))) {
      throw fieldError(field, M.badCode);
    }
  }

  /** Told at once to the address of record (and the previous one during an email change's grace). */
  const notice = async (user: AuthUser, turnedOn: boolean) => {
    const at = new Date();
    for (const to of noticeAddresses(user))
      await sendSecurityMail(
        deps,
        authenticatorChangedMail(to, turnedOn, at, inLanguage(deps.mailContext, user.language)),
      );
  };

  return {
    async status(user: AuthUser) {
      const factor = await deps.factors.findTotp(user.id);
      const on = Boolean(factor?.confirmedAt);
      return { totp: on, recoveryCodesLeft: on ? await deps.factors.recoveryCodesLeft(user.id) : 0 };
    },

    async isOn(userId: string): Promise<boolean> {
      return Boolean((await deps.factors.findTotp(userId))?.confirmedAt);
    },

    /** A new secret to scan; refused while an app is on. */
    async startSetup(user: AuthUser) {
      const secret = authenticator.generateSecret(20);
      if (!(await deps.factors.startTotp(user.id, deps.cipher.seal(secret) ?? ''))) {
        throw new AppError('CONFLICT', M.alreadyOn);
      }
      return { secret, otpauthUrl: authenticator.keyuri(user.email, deps.brandName, secret) };
    },

    /** A code from the app turns it on; answers RECOVERY_CODE_COUNT recovery codes, shown once. */
    async confirmSetup(user: AuthUser, code: string) {
      const factor = await deps.factors.findTotp(user.id);
      if (!factor) throw new AppError('CONFLICT', M.noSetup);
      if (factor.confirmedAt) throw new AppError('CONFLICT', M.alreadyOn);
      await check(user.id, code, 'code', true);
      const codes = Array.from({ length: RECOVERY_CODE_COUNT }, newRecoveryCode);
      await deps.factors.replaceRecoveryCodes(
        user.id,
        codes.map((one) => deps.hasher.hash(normalRecoveryCode(one))),
      );
      await notice(user, true);
      return { message: M.turnedOn, recoveryCodes: codes };
    },

    async turnOff(user: AuthUser) {
      if (!(await this.isOn(user.id))) throw new AppError('CONFLICT', M.notOn);
      await deps.factors.removeTotp(user.id);
      await notice(user, false);
      return { message: M.turnedOff };
    },

    /** A code of the app, or an unused recovery code (then used up); else a 400 at `field`. */
    async verify(userId: string, code: string, field = 'code'): Promise<void> {
      if (/^\d{6}$/.test(code.trim())) return check(userId, code, field, false);
      await deps.limiter.consume('totp-check-user', deps.checksPerUser, userId);
      if (!(await this.isOn(userId))) throw fieldError(field, M.badCode);
      const used = await deps.factors.useRecoveryCode(
        userId,
        deps.hasher.hash(normalRecoveryCode(code)),
        new Date(),
      );
      if (!used) throw fieldError(field, M.badCode);
    },
  };
}
