/**
 * Number Lock (Settings): while on, a line's number is not ported out nor moved to a new SIM.
 * Turning it on is one click; turning it off needs a fresh code emailed to the customer, so a
 * stolen session alone cannot release the number. Every change is mailed to the customer. Codes
 * and notices go to the address of record: for EMAIL_OF_RECORD_GRACE_DAYS after an email change,
 * the previous address, so whoever changed it with a stolen password cannot take the lock off.
 */
import type { NumberLock } from '@mvno/contracts/api/number-lock';
import { PRODUCT_MESSAGES } from '@mvno/contracts/product-messages';
import { AppError } from '../../../errors';
import { addressOfRecord } from '../../../lib/address-of-record';
import type { Log } from '../../../lib/log';
import type { Customer } from '../../accounts/accounts-types';
import type { ConfirmCodeInput, SendCodeInput } from '../../accounts/accounts-module';
import type { LineLockRow, NumberLockRepository } from './number-lock-repository';
import { lockChangedMail } from './number-lock-mails';
import { inLanguage, type Mailing } from '../../../lib/mail';

/** What Number Lock needs of the accounts module's face: its emailed verification codes. */
export type VerificationCodesPort = {
  send: (input: SendCodeInput) => Promise<void>;
  confirm: (input: ConfirmCodeInput) => Promise<void>;
};

export type NumberLockDeps = Mailing & {
  locks: NumberLockRepository;
  codes: VerificationCodesPort;
  log: Log;
};

function toLock(row: LineLockRow): NumberLock {
  return {
    lineId: row.lineId,
    mdn: row.mdn,
    nickname: row.nickname ?? '',
    locked: row.lockedAt !== null,
    lockedAt: row.lockedAt?.toISOString() ?? null,
  };
}

export function createNumberLockService(deps: NumberLockDeps) {
  const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

  /** The customer's line, or 404 (another customer's line, or no such line). */
  async function ownedLine(customer: Customer, lineId: string): Promise<LineLockRow> {
    const row = UUID.test(lineId) ? await deps.locks.findOwned(customer.id, lineId) : undefined;
    if (!row) throw new AppError('NOT_FOUND', PRODUCT_MESSAGES.lines.lineNotFound);
    return row;
  }

  async function notify(customer: Customer, mdn: string, on: boolean) {
    try {
      await deps.mail.send(
        lockChangedMail(
          addressOfRecord(customer),
          { mdn, on },
          inLanguage(deps.mailContext, customer.language),
        ),
      );
    } catch (error) {
      deps.log.warn({ err: error }, 'number lock notice was not sent');
    }
  }

  return {
    list: async (customer: Customer) => ({ locks: (await deps.locks.listForUser(customer.id)).map(toLock) }),

    async turnOn(customer: Customer, lineId: string) {
      const line = await ownedLine(customer, lineId);
      const now = new Date();
      if (!(await deps.locks.lock(customer.id, line.lineId, now)))
        throw new AppError('CONFLICT', PRODUCT_MESSAGES.lines.lockAlreadyOn);
      await notify(customer, line.mdn, true);
      return { message: PRODUCT_MESSAGES.lines.lockOn, lock: toLock({ ...line, lockedAt: now }) };
    },

    /** Emails a code that turns the lock off; a new one only 30 seconds after the last (SPEC §9). */
    async requestUnlockCode(customer: Customer, lineId: string) {
      const line = await ownedLine(customer, lineId);
      if (line.lockedAt === null) throw new AppError('CONFLICT', PRODUCT_MESSAGES.lines.lockAlreadyOff);
      await deps.codes.send({
        userId: customer.id,
        purpose: 'number_unlock',
        subject: line.lineId,
        // The address of record: after a recent email change, the previous one (decision 025).
        to: addressOfRecord(customer),
        resend: true,
      });
      return { message: PRODUCT_MESSAGES.lines.unlockCodeSent };
    },

    async turnOff(customer: Customer, lineId: string, code: string) {
      const line = await ownedLine(customer, lineId);
      if (line.lockedAt === null) throw new AppError('CONFLICT', PRODUCT_MESSAGES.lines.lockAlreadyOff);
      await deps.codes.confirm({
        userId: customer.id,
        purpose: 'number_unlock',
        subject: line.lineId,
        code,
        field: 'otp',
      });
      await deps.locks.unlock(line.lineId);
      await notify(customer, line.mdn, false);
      return { message: PRODUCT_MESSAGES.lines.lockOff, lock: toLock({ ...line, lockedAt: null }) };
    },

    /**
     * For moving a line to a new SIM (or anything else Number Lock forbids): a 409 while the
     * lock is on, 404 for another customer's line.
     */
    async assertUnlocked(customer: Customer, lineId: string): Promise<void> {
      const line = await ownedLine(customer, lineId);
      if (line.lockedAt !== null) throw new AppError('CONFLICT', PRODUCT_MESSAGES.lines.numberLocked);
    },
  };
}

export type NumberLockService = ReturnType<typeof createNumberLockService>;
