/**
 * Staff accounts coming in: `npm run create-agent` and an admin's invitation from the console, each
 * with a single-use link to choose a password; and the staff list as the console shows it.
 */
import type { StaffMember } from '@mvno/contracts/api/care-staff';
import { STAFF_INVITE_HOURS } from '@mvno/contracts/product-constants/care';
import { STAFF_MESSAGES } from '@mvno/contracts/staff-messages';
import type { StaffRole } from '@mvno/contracts/staff-roles';
import { AppError } from '../../../errors';
import { generateLinkToken } from '../../../lib/secret-tokens';
import type { UserRecord } from '../accounts-types';
import { isUniqueViolation } from '../account/user-repository';
import { minutesFromNow, type AccountDeps } from '../account/account-deps';
import { agentWelcomeMail, staffInviteMail } from '../account/account-mails';
import { toAgent } from './agent-sign-in-service';

/** Where a staff account stands, in the console's words (decision 044). */
export function staffStatusOf(user: UserRecord): StaffMember['status'] {
  if (user.staffStatus !== 'active') return user.staffStatus;
  return user.passwordHash === null ? 'invited' : 'active';
}

/** A staff member as the console lists them. */
export function toStaffMember(user: UserRecord): StaffMember {
  const status = staffStatusOf(user);
  return { ...toAgent(user), active: status === 'active', status };
}

/** How long the new agent's link to choose a password works: a day, for a welcome mail. */
export const AGENT_PASSWORD_LINK_MINUTES = 24 * 60;

export function createStaffInvitationService(deps: AccountDeps) {
  return {
    /**
     * `npm run create-agent`: gives the account with this email a staff role (agent unless told),
     * creating it when there is none, and answers a single-use link to choose a password (the
     * reset link).
     */
    async createAgent(
      email: string,
      names: { firstName: string; lastName: string },
      role: StaffRole = 'agent',
    ): Promise<{ created: boolean; passwordLink: string; expiresAt: Date }> {
      const existing = await deps.users.findByEmail(email);
      const user = existing
        ? await deps.users.setRole(existing.id, role)
        : await deps.users.create({ email: email.trim(), passwordHash: null, role, ...names });
      const token = generateLinkToken();
      const expiresAt = minutesFromNow(AGENT_PASSWORD_LINK_MINUTES);
      await deps.linkTokens.replace(user.id, 'password_reset', deps.secrets.hash(token), expiresAt);
      const passwordLink = `${deps.mailContext.publicUrl}/reset-password?token=${encodeURIComponent(token)}`;
      await deps.mail.send(agentWelcomeMail(user.email, passwordLink, deps.mailContext));
      return { created: !existing, passwordLink, expiresAt };
    },

    /**
     * An admin invites a staff member from the console: a new account with the role and no
     * password, and a mail with a single-use link to choose one. An address that already has an
     * account (a customer's, say) is refused: customer accounts never become staff this way.
     */
    async inviteStaff(
      invite: { email: string; firstName: string; lastName: string; role: StaffRole },
      invitedBy: string,
    ): Promise<StaffMember> {
      if (await deps.users.findByEmail(invite.email))
        throw new AppError('CONFLICT', STAFF_MESSAGES.care.inviteAddressTaken, {
          fieldErrors: [{ field: 'email', message: STAFF_MESSAGES.care.inviteAddressTaken }],
        });
      const user = await deps.users
        .create({ ...invite, email: invite.email.trim(), passwordHash: null })
        .catch((error: unknown) => {
          if (isUniqueViolation(error))
            throw new AppError('CONFLICT', STAFF_MESSAGES.care.inviteAddressTaken);
          throw error;
        });
      const token = generateLinkToken();
      const expiresAt = minutesFromNow(STAFF_INVITE_HOURS * 60);
      await deps.linkTokens.replace(user.id, 'password_reset', deps.secrets.hash(token), expiresAt);
      const link = `${deps.mailContext.publicUrl}/reset-password?token=${encodeURIComponent(token)}`;
      await deps.mail.send(
        staffInviteMail(
          user.email,
          { link, role: invite.role, invitedBy, hours: STAFF_INVITE_HOURS },
          deps.mailContext,
        ),
      );
      return toStaffMember(user);
    },

    /** Every staff member, by name. */
    listStaff: async (): Promise<StaffMember[]> => (await deps.users.listStaff()).map(toStaffMember),
  };
}

export type StaffInvitationService = ReturnType<typeof createStaffInvitationService>;
