import {
  VERIFICATION_CODE_MAX_ATTEMPTS,
  VERIFICATION_CODE_MINUTES,
} from '@mvno/contracts/product-constants/accounts';
import {
  CPNI_CODES_PER_HOUR,
  CPNI_PIN_TRIES_PER_CUSTOMER_HOUR,
  CPNI_PIN_TRIES_PER_STAFF_HOUR,
  CPNI_VERIFIED_MINUTES,
} from '@mvno/contracts/product-constants/care';
import { STAFF_MESSAGES } from '@mvno/contracts/staff-messages';
import { AppError } from '../../../errors';
import { addressOfRecord } from '../../../lib/address-of-record';
import type { RateLimiter } from '../../../lib/rate-limiter';
import { generateLoginCode, type SecretHasher } from '../../../lib/secret-tokens';
import type { AuthUser } from '../../accounts/accounts-types';
import type { CareAccountPins, CareAudit } from '../care-ports';
import type { CustomerSearchRepository } from './customer-search-repository';
import type { CpniRepository } from './cpni-repository';
import { verificationCodeMail } from './customer-mails';
import { inLanguage, type Mailing } from '../../../lib/mail';

export type CpniDeps = Mailing & {
  verifications: CpniRepository;
  customers: CustomerSearchRepository;
  codes: SecretHasher;
  limiter: RateLimiter;
  audit: CareAudit;
  pins: CareAccountPins;
  now: () => Date;
};

const wrongCode = () =>
  new AppError('VALIDATION', STAFF_MESSAGES.care.verifyCodeWrong, {
    fieldErrors: [{ field: 'code', message: STAFF_MESSAGES.care.verifyCodeWrong }],
  });

const pinRefused = (message: string) =>
  new AppError('VALIDATION', message, { fieldErrors: [{ field: 'pin', message }] });

const HOUR_MS = 60 * 60 * 1000;

export const customerNotFound = () => new AppError('NOT_FOUND', STAFF_MESSAGES.care.customerNotFound);

/**
 * The CPNI gate (47 CFR 64.2010): a staff member sees a customer's account only after the
 * customer read back a code mailed to their email of record (the code goes to the customer only,
 * never into a chat the staff member reads), or the account PIN they set (decision 042), and then
 * only for a while.
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
          inLanguage(deps.mailContext, customer.language),
        ),
      );
      await deps.audit.record({ staff, customerId, action: 'customer.verify_sent' });
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

    /**
     * The account PIN the customer read out: opens the account like the code. Tries are limited per
     * customer and per staff member (a 429 past either); a wrong one is audited as verify_failed.
     */
    async confirmPin(staff: AuthUser, customerId: string, pin: string): Promise<void> {
      const customer = await deps.customers.findCustomer(customerId);
      if (!customer) throw customerNotFound();
      await deps.limiter.consume(
        'care-pin-staff',
        { max: CPNI_PIN_TRIES_PER_STAFF_HOUR, windowMs: HOUR_MS },
        staff.id,
      );
      await deps.limiter.consume(
        'care-pin-customer',
        { max: CPNI_PIN_TRIES_PER_CUSTOMER_HOUR, windowMs: HOUR_MS },
        customerId,
      );
      const checked = await deps.pins.checkAccountPin(customerId, pin);
      if (checked === 'not_set') throw pinRefused(STAFF_MESSAGES.care.verifyPinNotSet);
      if (checked === 'wrong') {
        await deps.audit.record({
          staff,
          customerId,
          action: 'customer.verify_failed',
          after: { by: 'pin' },
        });
        throw pinRefused(STAFF_MESSAGES.care.verifyPinWrong);
      }
      const until = new Date(deps.now().getTime() + CPNI_VERIFIED_MINUTES * 60_000);
      await deps.verifications.addVerified({ staffId: staff.id, customerId, verifiedUntil: until });
      await deps.audit.record({
        staff,
        customerId,
        action: 'customer.verified',
        after: { verifiedUntil: until.toISOString(), by: 'pin' },
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
