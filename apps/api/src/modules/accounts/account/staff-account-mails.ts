/**
 * The mails of the staff's accounts (the support inbox and the care console): in English, as the
 * console is (decision 053); no customer reads them.
 */
import { type Mail, type MailContext, layoutMail } from '../../../lib/mail';

/** The house layout (lib/mail): the lines of the text part. */
const mail = (to: string, subject: string, lines: string[]): Mail => layoutMail({ to, subject, text: lines });

export function agentCodeMail(to: string, code: string, minutes: number, { brandName }: MailContext): Mail {
  return mail(to, `Your ${brandName} support inbox code: ${code}`, [
    `Your one-time code for the support inbox is ${code}`,
    '',
    `It works once and expires in ${minutes} minutes. If you did not just enter your password, tell your team lead.`,
  ]);
}

/** The code of the console's code-first sign-in (decision 045): asked for before any password. */
export function agentCodeFirstMail(
  to: string,
  code: string,
  minutes: number,
  { brandName }: MailContext,
): Mail {
  return mail(to, `Your ${brandName} staff console code: ${code}`, [
    `Your one-time code for the staff console is ${code}. Enter it with your password.`,
    '',
    `It works once and expires in ${minutes} minutes. If you did not just ask for it, tell your team lead.`,
  ]);
}

export function agentWelcomeMail(
  to: string,
  passwordLink: string,
  { brandName, publicUrl }: MailContext,
): Mail {
  return mail(to, `Your ${brandName} support inbox account`, [
    `You can now answer customers in the ${brandName} support inbox at ${publicUrl}/support`,
    '',
    'Choose your password with this link (it works once, for 24 hours):',
    passwordLink,
    '',
    'Then sign in with your email and password; each sign-in also asks for a code we mail you.',
  ]);
}

/** An admin invited someone to the care console (docs/decisions/028). */
export function staffInviteMail(
  to: string,
  invite: { link: string; role: string; invitedBy: string; hours: number },
  { brandName, publicUrl }: MailContext,
): Mail {
  return mail(to, `You are invited to the ${brandName} care console`, [
    `${invite.invitedBy} invited you to the ${brandName} care console as ${invite.role.replace('_', ' ')}.`,
    '',
    `Choose your password with this link (it works once, for ${invite.hours} hours):`,
    invite.link,
    '',
    `Then sign in at ${publicUrl}/care with your email and password; each sign-in also asks for a code we mail you.`,
  ]);
}
