/**
 * Family accounts (decision 072): the owner invites someone by email to one of their lines with a
 * role; the invitee accepts once, with their own sign-in, through an expiring link whose token is
 * kept only as a keyed hash; the owner removes a member or the member leaves (each mailed; the line
 * stays the owner's and keeps working). What a role may do on a line is `line-access.ts`'s rule.
 */
import { ACCOUNT_MESSAGES } from '@mvno/contracts/account-messages';
import { PRODUCT_MESSAGES } from '@mvno/contracts/product-messages';
import type { Line } from '@mvno/contracts/api/lines';
import type { InviteMember, SharedLine } from '@mvno/contracts/api/members';
import { formatMdn } from '@mvno/contracts/line-format';
import {
  MEMBER_INVITATIONS_PER_DAY,
  MEMBER_INVITATION_HOURS,
  MANAGER_MAY_INVITE,
  type MemberRole,
} from '@mvno/contracts/product-constants/members';
import { AppError } from '../../../errors';
import { DAY_MS, type Clock } from '../../../lib/clock';
import type { Log } from '../../../lib/log';
import { inLanguage, type Mailing, sendOrLog } from '../../../lib/mail';
import type { RateLimiter } from '../../../lib/rate-limiter';
import { generateLinkToken, type SecretHasher } from '../../../lib/secret-tokens';
import type { Customer } from '../../accounts/accounts-types';
import { invitationMail, memberLeftMail, memberRemovedMail } from './members-mails';
import { tellOwnerOfRemoval } from './member-removal-notice';
import { listManagedMembers, memberView } from './managed-members';
import type { MembersRepository } from './members-repository';

const M = ACCOUNT_MESSAGES.members;

export type MembersDeps = Mailing & {
  repository: MembersRepository;
  tokens: SecretHasher;
  /** The owner's lines as the dashboard shows them. */
  linesOf: (ownerId: string) => Promise<Line[]>;
  clock: Clock;
  /** Invitations mail addresses the owner chooses: a bound a day per owner. */
  limiter: RateLimiter;
  log: Log;
};

export const nameOfLine = (line: { nickname: string | null; mdn: string }) =>
  line.nickname || formatMdn(line.mdn);

export function createMembersService(deps: MembersDeps) {
  const { repository, tokens, clock, mail, mailContext, log } = deps;
  const notFound = () => new AppError('NOT_FOUND', M.notFound);
  const lineNotFound = () => new AppError('NOT_FOUND', PRODUCT_MESSAGES.lines.lineNotFound);

  /** A valid, unused, unexpired invitation for a link's token; refused with the reason otherwise. */
  async function usableInvitation(token: string) {
    const invitation = await repository.invitationByHash(tokens.hash(token));
    if (!invitation) throw new AppError('NOT_FOUND', M.invitationInvalid);
    if (invitation.acceptedAt) throw new AppError('CONFLICT', M.invitationUsed);
    if (invitation.expiresAt <= clock.now()) throw new AppError('CONFLICT', M.invitationExpired);
    return invitation;
  }

  /**
   * The owner of a line the caller manages, when the role invited is one a manager may give
   * (decision 088); a line the caller does not manage names nothing (404), a manager's role is 403.
   */
  async function managedOwner(caller: Customer, line: { id: string; userId: string }, role: MemberRole) {
    const membership = await repository.membershipOn(caller.id, line.userId, line.id);
    if (membership?.role !== 'manager') throw lineNotFound();
    if (!MANAGER_MAY_INVITE.includes(role)) throw new AppError('FORBIDDEN', M.managerInviteRole);
    const owner = await repository.personOf(line.userId);
    if (!owner) throw lineNotFound();
    return owner;
  }

  return {
    /**
     * The caller's role on a line that is not theirs, with the owner it belongs to; undefined when
     * the caller owns it, it names nothing, or the caller has no role on it (the line's own service
     * then answers as for anyone else's line).
     */
    async roleOn(userId: string, lineId: string): Promise<{ role: MemberRole; ownerId: string } | undefined> {
      const line = await repository.lineOf(lineId);
      if (!line || line.userId === userId) return undefined;
      const membership = await repository.membershipOn(userId, line.userId, lineId);
      return membership ? { role: membership.role, ownerId: line.userId } : undefined;
    },

    /** The account owner as the lines' services know a customer. */
    async owner(ownerId: string): Promise<Customer> {
      const person = await repository.personOf(ownerId);
      if (!person) throw notFound();
      return person;
    },

    async list(owner: Customer) {
      const [members, invitations] = await Promise.all([
        repository.membersOf(owner.id),
        repository.waitingInvitations(owner.id, clock.now()),
      ]);
      return {
        members: members.map(memberView),
        invitations: invitations.map((row) => ({
          id: row.id,
          email: row.email,
          role: row.role,
          lineId: row.lineId,
          expiresAt: row.expiresAt.toISOString(),
        })),
      };
    },

    async invite(caller: Customer, request: InviteMember) {
      const line = await repository.lineOf(request.lineId);
      if (!line) throw lineNotFound();
      // A manager invites to the lines of the account they manage, as a member or a viewer (decision 088).
      const owner = line.userId === caller.id ? caller : await managedOwner(caller, line, request.role);
      const email = request.email.trim().toLowerCase();
      if (email === owner.email.toLowerCase()) throw new AppError('CONFLICT', M.ownLine);
      await deps.limiter.consume(
        'member-invitation',
        { max: MEMBER_INVITATIONS_PER_DAY, windowMs: DAY_MS },
        owner.id,
      );
      const now = clock.now();
      const [members, waiting] = await Promise.all([
        repository.membersOf(owner.id),
        repository.waitingInvitations(owner.id, now),
      ]);
      if (members.some((row) => row.email.toLowerCase() === email))
        throw new AppError('CONFLICT', M.alreadyMember);
      if (waiting.some((row) => row.email === email)) throw new AppError('CONFLICT', M.alreadyInvited);
      const token = generateLinkToken();
      const expiresAt = new Date(now.getTime() + MEMBER_INVITATION_HOURS * 3600_000);
      const invitation = await repository.addInvitation({
        ownerId: owner.id,
        lineId: line.id,
        email,
        role: request.role,
        tokenHash: tokens.hash(token),
        expiresAt,
      });
      const link = `${mailContext.publicUrl}/members/accept#${token}`;
      await sendOrLog(
        mail,
        log,
        () =>
          invitationMail(
            {
              to: email,
              inviterName: caller.firstName,
              payerName: owner.firstName,
              lineName: nameOfLine(line),
              link,
              expiresAt,
            },
            inLanguage(mailContext, caller.language),
          ),
        { invitationId: invitation.id },
        'member invitation could not be sent',
      );
      return {
        message: M.invited(email),
        invitation: {
          id: invitation.id,
          email,
          role: invitation.role,
          lineId: invitation.lineId,
          expiresAt: expiresAt.toISOString(),
        },
      };
    },

    async preview(token: string) {
      const invitation = await usableInvitation(token);
      const [owner, line] = await Promise.all([
        repository.personOf(invitation.ownerId),
        repository.lineOf(invitation.lineId),
      ]);
      if (!owner || !line) throw new AppError('NOT_FOUND', M.invitationInvalid);
      return { inviterName: owner.firstName, lineName: nameOfLine(line), role: invitation.role };
    },

    async accept(customer: Customer, token: string) {
      const invitation = await usableInvitation(token);
      if (invitation.ownerId === customer.id) throw new AppError('CONFLICT', M.ownLine);
      const outcome = await repository.accept(invitation.id, customer.id, clock.now());
      if (outcome === 'member') throw new AppError('CONFLICT', M.alreadyMember);
      if (outcome === 'used') throw new AppError('CONFLICT', M.invitationUsed);
      return { message: M.accepted, lineId: outcome.lineId };
    },

    /**
     * The owner removes any member; a manager of the account removes a member or a viewer (decision
     * 096: another manager is the owner's to remove, 403); anyone else is answered 404. The line
     * stays on the owner's account, in service, paid by the owner; the removed person's waiting
     * requests are withdrawn. The removed person is mailed, and the owner when a manager did it.
     */
    async remove(caller: Customer, membershipId: string) {
      let done = await repository.end(membershipId, { ownerId: caller.id }, 'removed', clock.now());
      let managerName: string | undefined;
      if (!done) {
        const target = await repository.activeMembership(membershipId);
        const mine = target && (await repository.membershipOn(caller.id, target.ownerId, target.lineId));
        if (!target || mine?.role !== 'manager' || target.memberId === caller.id) throw notFound();
        if (target.role === 'manager') throw new AppError('FORBIDDEN', M.managerRemoveRole);
        done = await repository.end(membershipId, { ownerId: target.ownerId }, 'removed', clock.now());
        if (!done) throw notFound();
        managerName = caller.firstName;
        await tellOwnerOfRemoval({ repository, mail, mailContext, log }, caller, done.ended);
      }
      const [member, line] = await Promise.all([
        repository.personOf(done.ended.memberId),
        repository.lineOf(done.ended.lineId),
      ]);
      if (member && line)
        await sendOrLog(
          mail,
          log,
          () =>
            memberRemovedMail(
              {
                to: member.email,
                firstName: member.firstName,
                memberName: member.firstName,
                lineName: nameOfLine(line),
                managerName,
              },
              inLanguage(mailContext, member.language),
            ),
          { membershipId },
          'member removal mail could not be sent',
        );
      return { message: M.removed };
    },

    async leave(member: Customer, membershipId: string) {
      const done = await repository.end(membershipId, { memberId: member.id }, 'left', clock.now());
      if (!done) throw notFound();
      const [owner, line] = await Promise.all([
        repository.personOf(done.ended.ownerId),
        repository.lineOf(done.ended.lineId),
      ]);
      if (owner && line)
        await sendOrLog(
          mail,
          log,
          () =>
            memberLeftMail(
              {
                to: owner.email,
                firstName: owner.firstName,
                memberName: member.firstName,
                lineName: nameOfLine(line),
              },
              inLanguage(mailContext, owner.language),
            ),
          { membershipId },
          'member leaving mail could not be sent',
        );
      return { message: M.left };
    },

    /** The members of the accounts the caller manages (decision 096). */
    managed: (caller: Customer) => listManagedMembers(repository, caller.id),

    /** The lines of other accounts the caller may use: their own line, or every line for a manager. */
    async sharedLines(member: Customer): Promise<{ lines: SharedLine[] }> {
      const memberships = await repository.membershipsOf(member.id);
      const shared: SharedLine[] = [];
      for (const { membership, ownerName } of memberships) {
        const lines = await deps.linesOf(membership.ownerId);
        for (const line of lines)
          if (membership.role === 'manager' || line.id === membership.lineId)
            shared.push({ membershipId: membership.id, role: membership.role, ownerName, line });
      }
      return { lines: shared };
    },
  };
}

export type MembersService = ReturnType<typeof createMembersService>;
