/**
 * The account PIN (decision 042): the customer sets, changes or removes it in Settings (their own
 * session, after a step-up; routes refuse an assisted session); it is stored as an argon2id hash and
 * every change is mailed to the address of record. Support checks a PIN a caller reads out through
 * `check` (the care console rate limits those tries per customer and per staff member).
 */
import { ACCOUNT_MESSAGES } from '@mvno/contracts/account-messages';
import { AppError } from '../../../errors';
import { hashPassword, verifyPassword } from '../../../lib/password-hasher';
import type { Log } from '../../../lib/log';
import type { AuthUser } from '../accounts-types';
import type { AccountPinRepository } from './account-pin-repository';
import { accountPinChangedMail } from '../account/account-mails';
import { sendSecurityMail } from '../account/security-mail';
import { type MailSender, type MailContext, inLanguage } from '../../../lib/mail';

const M = ACCOUNT_MESSAGES.accountPin;

/** What a PIN read to support matches: the customer's PIN, another, or there is none to match. */
export type AccountPinCheck = 'match' | 'wrong' | 'not_set';

export function createAccountPinService(deps: {
  pins: AccountPinRepository;
  mail: MailSender;
  mailContext: MailContext;
  log: Log;
}) {
  return {
    async status(user: AuthUser) {
      return { set: (await deps.pins.hashOf(user.id)) !== undefined };
    },

    async set(user: AuthUser, pin: string) {
      const changed = await deps.pins.save(user.id, await hashPassword(pin));
      await sendSecurityMail(
        deps,
        accountPinChangedMail(
          user.email,
          changed ? 'changed' : 'set',
          new Date(),
          inLanguage(deps.mailContext, user.language),
        ),
      );
      return { message: M.saved };
    },

    async remove(user: AuthUser) {
      if (!(await deps.pins.remove(user.id))) throw new AppError('CONFLICT', M.notSet);
      await sendSecurityMail(
        deps,
        accountPinChangedMail(user.email, 'removed', new Date(), inLanguage(deps.mailContext, user.language)),
      );
      return { message: M.removed };
    },

    /** Support's check of a PIN the caller read out (no limit here: the caller limits the tries). */
    async check(userId: string, pin: string): Promise<AccountPinCheck> {
      const hash = await deps.pins.hashOf(userId);
      if (!hash) return 'not_set';
      return (await verifyPassword(hash, pin.trim())) ? 'match' : 'wrong';
    },
  };
}

export type AccountPinService = ReturnType<typeof createAccountPinService>;
