import {
  CPNI_CODES_PER_HOUR,
  CPNI_VERIFIED_MINUTES,
  VERIFICATION_CODE_MAX_ATTEMPTS,
  VERIFICATION_CODE_MINUTES,
} from '@mvno/contracts/product-constants';
import { STAFF_MESSAGES } from '@mvno/contracts/staff-messages';
import { AppError } from '../../../errors';
import { addressOfRecord } from '../../../lib/address-of-record';
import type { MailSender } from '../../../lib/mail';
import type { RateLimiter } from '../../../lib/rate-limiter';
import { generateLoginCode, type SecretHasher } from '../../../lib/secret-tokens';
import type { AuthUser } from '../../accounts/accounts-types';
import type { CareAudit, CareChat } from '../care-ports';
import type { CustomerSearchRepository } from './customer-search-repository';
import type { CpniRepository } from './cpni-repository';
import { verificationCodeMail, type CareMailContext } from './customer-mails';

export type CpniDeps = {
  verifications: CpniRepository;
  customers: CustomerSearchRepository;
  codes: SecretHasher;
  mail: MailSender;
  mailContext: CareMailContext;
  limiter: RateLimiter;
  audit: CareAudit;
  chat: CareChat;
  now: () => Date;
};

const wrongCode = () =>
  new AppError('VALIDATION', STAFF_MESSAGES.care.verifyCodeWrong, {
    fieldErrors: [{ field: 'code', message: STAFF_MESSAGES.care.verifyCodeWrong }],
  });

export const customerNotFound = () => new AppError('NOT_FOUND', STAFF_MESSAGES.care.customerNotFound);

/**
 * The CPNI gate (47 CFR 64.2010): a staff member sees a customer's account only after the
 * customer read back a code mailed to their email of record, and then only for a while.
 */
export function createCpniService(deps: CpniDeps) {
  return {
    async send(staff: AuthUser, customerId: string): Promise<{ message: string }> {
      const customer = await deps.customers.findCustomer(customerId);
      if (!customer) throw customerNotFound();
      await deps.limiter.consume(
        'care-verify-staff',
        { max: CPNI_CODES_PER_HOUR, windowMs: 60 * 60 * 1000 },
        staff.id,
      );
      const code = generateLoginCode();
      const now = deps.now();
      await deps.verifications.add({
        staffId: staff.id,
        customerId,
        codeHash: deps.codes.hash(code),
        expiresAt: new Date(now.getTime() + VERIFICATION_CODE_MINUTES * 60_000),
      });
      await deps.mail.send(
        verificationCodeMail(
          addressOfRecord(customer, now),
          code,
          VERIFICATION_CODE_MINUTES,
          deps.mailContext,
        ),
      );
      const inChat = await deps.chat.postToOpenChat(
        staff.id,
        customerId,
        STAFF_MESSAGES.care.verifyChatMessage(code),
      );
      await deps.audit.record({
        staff,
        customerId,
        action: 'customer.verify_sent',
        after: { toChat: inChat },
      });
      return { message: STAFF_MESSAGES.care.verifyCodeSent };
    },

    async confirm(staff: AuthUser, customerId: string, code: string): Promise<void> {
      const customer = await deps.customers.findCustomer(customerId);
      if (!customer) throw customerNotFound();
      const now = deps.now();
      const pending = await deps.verifications.findPending(
        staff.id,
        customerId,
        now,
        VERIFICATION_CODE_MAX_ATTEMPTS,
      );
      if (!pending) throw wrongCode();
      if (!deps.codes.matches(code, pending.codeHash)) {
        await deps.verifications.countWrongTry(pending.id);
        await deps.audit.record({ staff, customerId, action: 'customer.verify_failed' });
        throw wrongCode();
      }
      const until = new Date(now.getTime() + CPNI_VERIFIED_MINUTES * 60_000);
      if (!(await deps.verifications.verify(pending.id, until))) throw wrongCode();
      await deps.audit.record({
        staff,
        customerId,
        action: 'customer.verified',
        after: { verifiedUntil: until.toISOString() },
      });
    },

    /** Until when the customer is open to this staff member; undefined when not verified. */
    verifiedUntil: (staff: AuthUser, customerId: string) =>
      deps.verifications.verifiedUntil(staff.id, customerId, deps.now()),

    /** Throws the 403 of the gate unless the staff member verified the customer and it still holds. */
    async requireVerified(staff: AuthUser, customerId: string): Promise<void> {
      if (!(await deps.verifications.verifiedUntil(staff.id, customerId, deps.now())))
        throw new AppError('FORBIDDEN', STAFF_MESSAGES.care.notVerified);
    },
  };
}

export type CpniService = ReturnType<typeof createCpniService>;
