import { ACCOUNT_MESSAGES } from '@mvno/contracts/account-messages';
import type { Db } from '../../../db/client';
import { AppError } from '../../../errors';
import { createFieldCipher } from '../../../lib/field-cipher';
import { createSecretHasher, deriveKey } from '../../../lib/secret-tokens';
import type { AccountDeps } from '../account/account-deps';
import type { SecondStep } from '../sign-in/password-login-service';
import { createTwoFactorRepository } from './two-factor-repository';
import { createTwoFactorService } from './two-factor-service';

/** The authenticator app and recovery codes, and the second step of a password or code sign-in. */
export function createTwoFactor(
  deps: AccountDeps,
  {
    db,
    jwtSecret,
    dataEncryptionKey,
    brandName,
  }: { db: Db; jwtSecret: string; dataEncryptionKey: string; brandName: string },
) {
  const twoFactor = createTwoFactorService({
    factors: createTwoFactorRepository(db),
    cipher: createFieldCipher(dataEncryptionKey),
    hasher: createSecretHasher(deriveKey(jwtSecret, 'recovery-codes')),
    limiter: deps.limiter,
    checksPerUser: deps.limits.totpChecksPerUser,
    brandName,
    mail: deps.mail,
    mailContext: deps.mailContext,
    log: deps.log,
  });
  const secondStep: SecondStep = async (user, totpCode) => {
    if (!(await twoFactor.isOn(user.id))) return;
    if (totpCode === undefined) {
      const message = ACCOUNT_MESSAGES.twoFactor.secondStepNeeded;
      throw new AppError('UNAUTHORIZED', message, { fieldErrors: [{ field: 'totpCode', message }] });
    }
    await twoFactor.verify(user.id, totpCode, 'totpCode');
  };
  return { twoFactor, secondStep };
}
