/**
 * Deleting a customer's account (CCPA/CPRA right to delete; decision 032). The router has checked
 * the step-up. In order: the card provider forgets the customer (an outage stops everything here,
 * before anything changed); every line ends now; one transaction erases or de-identifies every
 * table (and the queue's jobs naming the customer) and records the request with its 45-day clock;
 * the final mail is queued to the address of record; last, every process drops the customer's sessions.
 */
import type {
  DeletionDoneReason,
  DeletionRequest,
  DeletionRequestStatus,
} from '@mvno/contracts/api/account-deletion';
import { ACCOUNT_MESSAGES } from '@mvno/contracts/account-messages';
import { WORK_QUEUE_PAGE_SIZE } from '@mvno/contracts/product-constants/care';
import { DELETION_KEPT_RECORDS, DELETION_RESPONSE_DAYS } from '@mvno/contracts/product-constants/privacy';
import { STAFF_MESSAGES } from '@mvno/contracts/staff-messages';
import { AppError } from '../../errors';
import { isUuid } from '../../lib/ids';
import type { Log } from '../../lib/log';
import type { MailQueue } from '../../lib/mail';
import type { AuthUser, Customer } from '../accounts/accounts-types';
import type { StaffAuditService } from '../platform/platform-module';
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

const M = STAFF_MESSAGES.care;

function toRequest(row: DeletionRequestRow, now: Date): DeletionRequest {
  return {
    id: row.id,
    customerId: row.userId,
    requestedAt: row.requestedAt.toISOString(),
    dueAt: row.dueAt.toISOString(),
    daysLeft: daysLeft(row.dueAt, now),
    linesCancelled: row.linesCancelled,
    kept: row.kept,
    status: row.doneAt ? 'done' : 'open',
    done:
      row.doneAt && row.doneById && row.doneReason
        ? {
            at: row.doneAt.toISOString(),
            staff: { id: row.doneById, name: row.doneByName ?? '' },
            reason: row.doneReason,
          }
        : null,
  };
}

/** The snapshot of a request in the staff audit log (no personal data: the account is de-identified). */
const snapshot = (row: DeletionRequestRow) => ({
  requestId: row.id,
  status: row.doneAt ? 'done' : 'open',
  dueAt: row.dueAt.toISOString(),
});

export function createAccountDeletionService({
  repository,
  ports,
  audit,
  mail,
  brandName,
  log,
  now = () => new Date(),
}: {
  repository: AccountDeletionRepository;
  ports: AccountDeletionPorts;
  audit: Pick<StaffAuditService, 'record'>;
  mail: MailQueue;
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
      // The last mail is queued after the erasure (which deletes every job naming the customer), with
      // its own copy of the address, and the queue forgets that copy once it is handed over.
      try {
        await mail.send({
          ...accountDeletedMail(
            { to: customer.email, firstName: customer.firstName, linesCancelled, dueAt },
            { brandName, language: customer.language },
          ),
          forgetOnceSent: true,
        });
      } catch (error) {
        log.error({ err: error, userId: customer.id }, 'account deletion mail could not be queued');
      }
      await ports.userChanged(customer.id);
      return { message: ACCOUNT_MESSAGES.accountDeletion.deleted };
    },

    /** The staff queue: one page of the open (by due date) or done requests, with their 45-day clock. */
    async list(
      status: DeletionRequestStatus,
      page: number,
    ): Promise<{ items: DeletionRequest[]; hasMore: boolean }> {
      const at = now();
      const rows = await repository.list(status, WORK_QUEUE_PAGE_SIZE + 1, page * WORK_QUEUE_PAGE_SIZE);
      return {
        items: rows.slice(0, WORK_QUEUE_PAGE_SIZE).map((row) => toRequest(row, at)),
        hasMore: rows.length > WORK_QUEUE_PAGE_SIZE,
      };
    },

    /**
     * A staff member marks a request done (decision 035), once: who, when and why are kept with
     * the request and in the staff audit log, in one transaction. A second time is a 409.
     */
    async complete(
      staff: AuthUser,
      requestId: string,
      reason: DeletionDoneReason,
    ): Promise<{ message: string; request: DeletionRequest }> {
      if (!isUuid(requestId)) throw new AppError('NOT_FOUND', M.deletionNotFound);
      const at = now();
      const outcome = await repository.markDone(
        requestId,
        { at, staffId: staff.id, staffName: `${staff.firstName} ${staff.lastName}`.trim(), reason },
        (row, tx) =>
          audit.record(
            {
              staff,
              customerId: row.userId,
              action: 'deletion.done',
              reason,
              before: { ...snapshot(row), status: 'open' },
              after: snapshot(row),
            },
            tx,
          ),
      );
      if (!outcome) throw new AppError('NOT_FOUND', M.deletionNotFound);
      if ('already' in outcome) throw new AppError('CONFLICT', M.deletionAlreadyDone);
      return { message: M.deletionDone, request: toRequest(outcome.done, at) };
    },
  };
}

export type AccountDeletionService = ReturnType<typeof createAccountDeletionService>;
