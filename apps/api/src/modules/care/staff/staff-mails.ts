import { type Mail, type MailContext, layoutMail } from '../../../lib/mail';
/** The mails of an admin's changes to a staff account (decision 044): what changed, who did it. */

export type StaffChangeFacts =
  | { kind: 'role_changed'; from: string; to: string; signedOut: boolean }
  | { kind: 'suspended' }
  | { kind: 'reinstated' }
  | { kind: 'deactivated' }
  | { kind: 'invitation_withdrawn' };

const roleName = (role: string) => role.replace('_', ' ');

function what(facts: StaffChangeFacts, brandName: string, publicUrl: string) {
  switch (facts.kind) {
    case 'role_changed':
      return {
        subject: `Your ${brandName} console role is now ${roleName(facts.to)}`,
        body: [
          `changed your role in the ${brandName} care console from ${roleName(facts.from)} to ${roleName(facts.to)}.`,
          facts.signedOut
            ? `You were signed out: sign in again at ${publicUrl}/care to work with your new role.`
            : `Your new tools show the next time the console loads: ${publicUrl}/care`,
        ],
      };
    case 'suspended':
      return {
        subject: `Your ${brandName} staff account is suspended`,
        body: [
          `suspended your ${brandName} staff account. You were signed out of the care console and the chat inbox, and cannot sign in until an admin reinstates you.`,
        ],
      };
    case 'reinstated':
      return {
        subject: `Your ${brandName} staff account works again`,
        body: [`reinstated your ${brandName} staff account. You can sign in again at ${publicUrl}/care`],
      };
    case 'deactivated':
      return {
        subject: `Your ${brandName} staff account is closed`,
        body: [
          `deactivated your ${brandName} staff account. You were signed out everywhere; your password, passkeys and sign-in links no longer work.`,
        ],
      };
    case 'invitation_withdrawn':
      return {
        subject: `Your invitation to the ${brandName} care console was withdrawn`,
        body: [`withdrew your invitation to the ${brandName} care console. The link in it no longer works.`],
      };
  }
}

export function staffChangeMail(
  to: string,
  facts: StaffChangeFacts,
  admin: string,
  { brandName, publicUrl }: MailContext,
): Mail {
  const { subject, body } = what(facts, brandName, publicUrl);
  const [first, ...rest] = body;
  return layoutMail({
    to,
    subject,
    text: [`${admin} ${first}`, ...rest, '', `If you think this is a mistake, ask a ${brandName} admin.`],
  });
}
