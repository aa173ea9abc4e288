/**
 * Giving a line to the member who uses it (decision 080): the owner offers it (behind a step-up), the
 * member accepts (behind their own step-up, consenting to the automatic renewal) or declines, the
 * owner may withdraw; an offer expires after LINE_TRANSFER_HOURS, applied when offers are read or
 * answered. Each outcome is mailed to both sides in their own language.
 */
import { ACCOUNT_MESSAGES } from '@mvno/contracts/account-messages';
import type { LineTransfer } from '@mvno/contracts/api/line-transfers';
import { LINE_TRANSFER_HOURS } from '@mvno/contracts/product-constants/members';
import { AppError } from '../../../errors';
import type { Clock } from '../../../lib/clock';
import type { Log } from '../../../lib/log';
import { inLanguage, type Mail, type MailContext, type Mailing, sendOrLog } from '../../../lib/mail';
import type { Customer } from '../../accounts/accounts-types';
import { transferDeclinedMail, transferDoneMail, transferOfferMail } from './line-transfers-mails';
import type { LineTransferRecord, LineTransferRepository } from './line-transfers-repository';
import type { MembersRepository } from './members-repository';
import { nameOfLine } from './members-service';

const M = ACCOUNT_MESSAGES.members;

export type LineTransferDeps = Mailing & {
  transfers: LineTransferRepository;
  members: Pick<MembersRepository, 'membersOf' | 'personOf' | 'lineOf'>;
  clock: Clock;
  log: Log;
};

export function createLineTransferService(deps: LineTransferDeps) {
  const { transfers, members, clock, mail, mailContext, log } = deps;
  const notFound = () => new AppError('NOT_FOUND', M.transferNotFound);

  async function send(to: string, make: (context: MailContext) => Mail, what: string, transferId: string) {
    const person = await members.personOf(to);
    if (!person) return;
    await sendOrLog(mail, log, () => make(inLanguage(mailContext, person.language)), { transferId }, what);
  }

  async function view(row: LineTransferRecord, lineName: string): Promise<LineTransfer> {
    const names = await transfers.names([row.fromId, row.toId]);
    return {
      id: row.id,
      lineId: row.lineId,
      lineName,
      fromName: names.get(row.fromId) ?? '',
      toName: names.get(row.toId) ?? '',
      status: row.status,
      createdAt: row.createdAt.toISOString(),
      expiresAt: row.expiresAt.toISOString(),
    };
  }

  /** The offer, if the caller is one of its two sides; an expired one is recorded expired first. */
  async function offerFor(caller: Customer, transferId: string) {
    const row = await transfers.byId(transferId);
    if (!row || (row.fromId !== caller.id && row.toId !== caller.id)) throw notFound();
    if (row.status === 'pending' && row.expiresAt <= clock.now()) {
      await transfers.close(row.id, 'expired', clock.now());
      throw new AppError('CONFLICT', M.transferExpired);
    }
    if (row.status === 'expired') throw new AppError('CONFLICT', M.transferExpired);
    if (row.status !== 'pending') throw new AppError('CONFLICT', M.transferDecided);
    return row;
  }

  return {
    async offer(owner: Customer, membershipId: string) {
      const membership = (await members.membersOf(owner.id)).find(
        (row) => row.membership.id === membershipId,
      );
      if (!membership) throw new AppError('NOT_FOUND', M.notFound);
      const { lineId, memberId } = membership.membership;
      if (!(await transfers.isActiveLineOf(lineId, owner.id)))
        throw new AppError('CONFLICT', M.transferNotActive);
      if (await transfers.hasPlanChange(lineId)) throw new AppError('CONFLICT', M.transferPlanChange);
      const now = clock.now();
      const expiresAt = new Date(now.getTime() + LINE_TRANSFER_HOURS * 3600_000);
      const made = await transfers.offer({ lineId, fromId: owner.id, toId: memberId, expiresAt, now });
      if (!made) throw new AppError('CONFLICT', M.transferPending);
      const lineName = nameOfLine(membership);
      await send(
        memberId,
        (context) =>
          transferOfferMail(
            {
              to: membership.email,
              firstName: membership.firstName,
              ownerName: owner.firstName,
              lineName,
              expiresAt,
            },
            context,
          ),
        'line transfer offer mail could not be sent',
        made.id,
      );
      return { message: M.transferOffered(membership.firstName), transfer: await view(made, lineName) };
    },

    async list(caller: Customer) {
      const now = clock.now();
      const rows = (await transfers.waitingFor(caller.id)).filter((row) => row.transfer.expiresAt > now);
      const views = await Promise.all(rows.map((row) => view(row.transfer, nameOfLine(row))));
      return {
        offered: views.filter((_, i) => rows[i]!.transfer.fromId === caller.id),
        toMe: views.filter((_, i) => rows[i]!.transfer.toId === caller.id),
      };
    },

    async accept(member: Customer, transferId: string, termsVersion: string) {
      const offer = await offerFor(member, transferId);
      if (offer.toId !== member.id) throw notFound();
      const outcome = await transfers.accept(offer.id, member.id, { termsVersion }, clock.now());
      if (outcome === 'decided') throw new AppError('CONFLICT', M.transferDecided);
      if (outcome === 'line') {
        await transfers.close(offer.id, 'cancelled', clock.now());
        throw new AppError('CONFLICT', M.transferNotActive);
      }
      if (outcome === 'planChange') throw new AppError('CONFLICT', M.transferPlanChange);
      const line = await members.lineOf(outcome.lineId);
      const lineName = line ? nameOfLine(line) : '';
      const [from, to] = await Promise.all([members.personOf(outcome.fromId), members.personOf(member.id)]);
      for (const [reader, other, newOwner] of [
        [to, from, true],
        [from, to, false],
      ] as const)
        if (reader)
          await send(
            reader.id,
            (context) =>
              transferDoneMail(
                {
                  to: reader.email,
                  firstName: reader.firstName,
                  lineName,
                  newOwner,
                  otherName: other?.firstName ?? '',
                },
                context,
              ),
            'line transfer mail could not be sent',
            offer.id,
          );
      return { message: M.transferAccepted, lineId: outcome.lineId };
    },

    /** The member declines, or the owner withdraws the offer. */
    async decline(caller: Customer, transferId: string) {
      const offer = await offerFor(caller, transferId);
      const byOwner = offer.fromId === caller.id;
      const closed = await transfers.close(offer.id, byOwner ? 'cancelled' : 'declined', clock.now());
      if (!closed) throw new AppError('CONFLICT', M.transferDecided);
      if (!byOwner) {
        const [owner, line] = await Promise.all([
          members.personOf(offer.fromId),
          members.lineOf(offer.lineId),
        ]);
        if (owner && line)
          await send(
            owner.id,
            (context) =>
              transferDeclinedMail(
                {
                  to: owner.email,
                  firstName: owner.firstName,
                  memberName: caller.firstName,
                  lineName: nameOfLine(line),
                },
                context,
              ),
            'line transfer declined mail could not be sent',
            offer.id,
          );
      }
      return { message: byOwner ? M.transferCancelled : M.transferDeclined };
    },
  };
}

export type LineTransferService = ReturnType<typeof createLineTransferService>;
