/**
 * Lodging a member's request of any kind (a data add-on, decision 072; a plan change or a data cap,
 * decision 088): one waiting per line, answerable for LINE_REQUEST_HOURS, and a mail with a link to
 * answer it to the owner and the account's managers (not to the caller).
 */
import { ACCOUNT_MESSAGES } from '@mvno/contracts/account-messages';
import { LINE_REQUEST_HOURS } from '@mvno/contracts/product-constants/members';
import type { lineRequests } from '../../../db/schema/members';
import { AppError } from '../../../errors';
import type { Clock } from '../../../lib/clock';
import type { Log } from '../../../lib/log';
import { inLanguage, sendOrLog, type Mail, type MailContext, type MailSender } from '../../../lib/mail';
import type { Customer } from '../../accounts/accounts-types';
import type { LineRequestRepository, LineRequestRow } from './line-requests-repository';
import type { RequestMailFacts } from './members-mails';
import type { MembersRepository } from './members-repository';
import { nameOfLine } from './members-service';

/** The request itself: its kind and what it asks for. */
export type RequestAsked = Omit<
  typeof lineRequests.$inferInsert,
  'ownerId' | 'requesterId' | 'lineId' | 'expiresAt'
>;

export function createRequestSubmit(deps: {
  requests: LineRequestRepository;
  members: MembersRepository;
  clock: Clock;
  mail: MailSender;
  mailContext: MailContext;
  log: Log;
}) {
  const { requests, members, clock, mail, mailContext, log } = deps;

  /** Records the request and mails each approver `mailOf` their facts; CONFLICT when one is already waiting. */
  return async function submit(
    caller: Customer,
    owner: Customer,
    lineId: string,
    asked: RequestAsked,
    mailOf: (facts: RequestMailFacts, context: MailContext) => Mail,
  ): Promise<LineRequestRow> {
    const now = clock.now();
    await requests.expireDue(requests.lineIs(lineId), now);
    const made = await requests.add(
      {
        ownerId: owner.id,
        requesterId: caller.id,
        lineId,
        ...asked,
        expiresAt: new Date(now.getTime() + LINE_REQUEST_HOURS * 3600_000),
      },
      now,
    );
    if (!made) throw new AppError('CONFLICT', ACCOUNT_MESSAGES.members.requestPending);
    const row = (await requests.byId(made.id))!;
    const approvers = [owner, ...(await members.managersOf(owner.id))].filter((one) => one.id !== caller.id);
    for (const approver of approvers)
      await sendOrLog(
        mail,
        log,
        () =>
          mailOf(
            {
              to: approver.email,
              firstName: approver.firstName,
              requesterName: caller.firstName,
              lineName: nameOfLine(row),
              link: `${mailContext.publicUrl}/dashboard/members?request=${made.id}`,
              expiresAt: made.expiresAt,
            },
            inLanguage(mailContext, approver.language),
          ),
        { requestId: made.id },
        'request mail could not be sent',
      );
    return row;
  };
}
