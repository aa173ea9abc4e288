/** A manager removed a member or a viewer (decision 096): the owner is told, in the owner's language. */
import type { Log } from '../../../lib/log';
import { inLanguage, sendOrLog, type MailContext, type MailSender } from '../../../lib/mail';
import type { Customer } from '../../accounts/accounts-types';
import { memberRemovedByManagerMail } from './members-mails';
import type { MembersRepository } from './members-repository';
import { formatMdn } from '@mvno/contracts/line-format';

const nameOfLine = (line: { nickname: string | null; mdn: string }) => line.nickname || formatMdn(line.mdn);

/** The owner hears of a removal a manager made (decision 096). */
export async function tellOwnerOfRemoval(
  deps: {
    repository: Pick<MembersRepository, 'personOf' | 'lineOf'>;
    mail: MailSender;
    mailContext: MailContext;
    log: Log;
  },
  manager: Pick<Customer, 'firstName'>,
  ended: { ownerId: string; memberId: string; lineId: string },
) {
  const { repository, mail, mailContext, log } = deps;
  const [owner, member, line] = await Promise.all([
    repository.personOf(ended.ownerId),
    repository.personOf(ended.memberId),
    repository.lineOf(ended.lineId),
  ]);
  if (!owner || !member || !line) return;
  await sendOrLog(
    mail,
    log,
    () =>
      memberRemovedByManagerMail(
        {
          to: owner.email,
          firstName: owner.firstName,
          memberName: member.firstName,
          managerName: manager.firstName,
          lineName: nameOfLine(line),
        },
        inLanguage(mailContext, owner.language),
      ),
    { lineId: ended.lineId },
    'member removal mail could not be sent',
  );
}
