/**
 * Deleting a customer's account (CCPA/CPRA right to delete; decision 032). The router has checked
 * the step-up. In order: the card provider forgets the customer (an outage stops everything here,
 * before anything changed); every line ends now; the final mail is queued to the address of record;
 * then one transaction erases or de-identifies every table and records the request with its
 * 45-day clock; last, every process drops the customer's sessions.
 */
import type { DeletionRequest } from '@mvno/contracts/api/account-deletion';
import { ACCOUNT_MESSAGES } from '@mvno/contracts/account-messages';
import { DELETION_KEPT_RECORDS, DELETION_RESPONSE_DAYS } from '@mvno/contracts/product-constants';
import { AppError } from '../../errors';
import type { Log } from '../../lib/log';
import type { MailSender } from '../../lib/mail';
import type { Customer } from '../accounts/accounts-types';
import { accountDeletedMail } from './account-deletion-mails';
import type { AccountDeletionRepository, DeletionRequestRow } from './account-deletion-repository';

const DAY_MS = 24 * 60 * 60 * 1000;

export type AccountDeletionPorts = {
  /** The lines module: every line ends now, the carrier forgets their emergency addresses. */
  endLinesForDeletion: (customerId: string) => Promise<number>;
  /** The payments module: the provider forgets cards and customer; our card records go. */
  forgetPaymentCustomer: (customerId: string) => Promise<void>;
  /** The accounts module: every process reads the customer's sessions again (and finds none). */
  userChanged: (customerId: string) => Promise<void>;
};

export function daysLeft(dueAt: Date, now: Date): number {
  return Math.ceil((dueAt.getTime() - now.getTime()) / DAY_MS) - 1;
}

function toRequest(row: DeletionRequestRow, now: Date): DeletionRequest {
  return {
    id: row.id,
    customerId: row.userId,
    requestedAt: row.requestedAt.toISOString(),
    dueAt: row.dueAt.toISOString(),
    daysLeft: daysLeft(row.dueAt, now),
    linesCancelled: row.linesCancelled,
    kept: row.kept,
  };
}

export function createAccountDeletionService({
  repository,
  ports,
  mail,
  brandName,
  log,
  now = () => new Date(),
}: {
  repository: AccountDeletionRepository;
  ports: AccountDeletionPorts;
  mail: MailSender;
  brandName: string;
  log: Log;
  now?: () => Date;
}) {
  return {
    async deleteAccount(customer: Customer): Promise<{ message: string }> {
      if (await repository.isDeleted(customer.id)) {
        throw new AppError('NOT_FOUND', ACCOUNT_MESSAGES.accountDeletion.deleted);
      }
      await ports.forgetPaymentCustomer(customer.id);
      const linesCancelled = await ports.endLinesForDeletion(customer.id);
      const at = now();
      const dueAt = new Date(at.getTime() + DELETION_RESPONSE_DAYS * DAY_MS);
      // The last mail leaves (queued with its own copy of the address) before the address is erased.
      try {
        await mail.send(
          accountDeletedMail(
            { to: customer.email, firstName: customer.firstName, linesCancelled, dueAt },
            { brandName },
          ),
        );
      } catch (error) {
        log.error({ err: error, userId: customer.id }, 'account deletion mail could not be queued');
      }
      const emails = [customer.email, customer.previousEmail]
        .filter((email): email is string => Boolean(email))
        .map((email) => email.toLowerCase());
      await repository.erase({
        userId: customer.id,
        emails,
        now: at,
        dueAt,
        linesCancelled,
        kept: [...DELETION_KEPT_RECORDS],
      });
      await ports.userChanged(customer.id);
      return { message: ACCOUNT_MESSAGES.accountDeletion.deleted };
    },

    /** The staff queue: every request with the days left of its 45-day clock. */
    async list(): Promise<{ requests: DeletionRequest[] }> {
      const at = now();
      return { requests: (await repository.list()).map((row) => toRequest(row, at)) };
    },
  };
}

export type AccountDeletionService = ReturnType<typeof createAccountDeletionService>;
