import type { VerificationPurpose } from '../accounts-types';
import { type Mail, type MailContext, customerDayTime, greeting, layoutMail } from '../../../lib/mail';

/** The house layout (lib/mail): the lines of the text part. */
const mail = (to: string, subject: string, lines: string[]): Mail => layoutMail({ to, subject, text: lines });

export function welcomeMail(to: string, firstName: string, { brandName, publicUrl }: MailContext): Mail {
  return mail(to, `Welcome to ${brandName}`, [
    greeting(firstName),
    '',
    `Your ${brandName} account is ready. Manage your lines, cards and orders at ${publicUrl}/dashboard`,
    '',
    `If you did not create this account, reply to this mail and we will close it.`,
  ]);
}

export function loginCodeMail(to: string, code: string, minutes: number, { brandName }: MailContext): Mail {
  return mail(to, `Your ${brandName} login code: ${code}`, [
    `Your one-time login code is ${code}`,
    '',
    `It works once and expires in ${minutes} minutes. Never share it: ${brandName} staff will not ask for it.`,
    'If you did not ask for a code, you can ignore this mail.',
  ]);
}

/** Sent instead of a code when no account uses the address, so the page can answer the same. */
export function noAccountCodeMail(to: string, { brandName, publicUrl }: MailContext): Mail {
  return mail(to, `Your ${brandName} login code`, [
    `Someone asked for a ${brandName} login code for ${to}, but there is no account with this email.`,
    '',
    `To create an account, register at ${publicUrl}/register`,
    'If you did not ask for a code, you can ignore this mail.',
  ]);
}

export function resetLinkMail(to: string, link: string, minutes: number, { brandName }: MailContext): Mail {
  return mail(to, `Reset your ${brandName} password`, [
    'To choose a new password, open this link:',
    link,
    '',
    `The link works once and expires in ${minutes} minutes. After the reset you are logged out everywhere.`,
    'If you did not ask for this, you can ignore this mail: your password stays the same.',
  ]);
}

export function noAccountResetMail(to: string, { brandName, publicUrl }: MailContext): Mail {
  return mail(to, `Reset your ${brandName} password`, [
    `Someone asked to reset the ${brandName} password for ${to}, but there is no account with this email.`,
    '',
    `To create an account, register at ${publicUrl}/register`,
    'If you did not ask for this, you can ignore this mail.',
  ]);
}

const notYou = (publicUrl: string) =>
  `If this was not you, change your password at ${publicUrl}/dashboard/setting and sign out the devices you do not recognise.`;

export function newDeviceMail(
  to: string,
  device: { browser: string | null; os: string | null },
  at: Date,
  { brandName, publicUrl }: MailContext,
): Mail {
  const what = [device.browser ?? 'An unknown browser', device.os ? `on ${device.os}` : ''].join(' ').trim();
  return mail(to, `New sign-in to your ${brandName} account`, [
    `Your ${brandName} account was just signed in to from a device it has not been used on before.`,
    '',
    `Device: ${what}`,
    `When: ${customerDayTime(at)}`,
    'Where: Unknown location',
    '',
    notYou(publicUrl),
  ]);
}

export function passwordChangedMail(to: string, at: Date, { brandName, publicUrl }: MailContext): Mail {
  return mail(to, `Your ${brandName} password was changed`, [
    `The password of your ${brandName} account was changed on ${customerDayTime(at)}. Your other devices were signed out.`,
    '',
    `If you did not change it, reset your password now at ${publicUrl}/forgot-password and contact support.`,
  ]);
}

/** The account PIN support verifies callers with was set, changed or removed (decision 042). */
export function accountPinChangedMail(
  to: string,
  change: 'set' | 'changed' | 'removed',
  at: Date,
  { brandName, publicUrl }: MailContext,
): Mail {
  return mail(to, `Your ${brandName} account PIN was ${change}`, [
    `The account PIN of your ${brandName} account was ${change} on ${customerDayTime(at)}.`,
    change === 'removed'
      ? 'Support will verify you only with a code mailed to this address.'
      : 'Support may verify you with it when you contact us. Never share it with anyone else.',
    '',
    `If you did not make this change, sign in at ${publicUrl}/dashboard/setting, sign out the other devices, change your password and contact support.`,
  ]);
}

export function verificationCodeMail(
  to: string,
  code: string,
  purpose: VerificationPurpose,
  minutes: number,
  { brandName }: MailContext,
): Mail {
  const what = {
    email_change: `confirm this address as the new email of your ${brandName} account`,
    number_unlock: `turn Number Lock off for a line of your ${brandName} account`,
    step_up: `confirm it is you before a protected change (such as a SIM change) in your ${brandName} account`,
  }[purpose];
  return mail(to, `Your ${brandName} verification code: ${code}`, [
    `Your code is ${code}`,
    '',
    `Enter it to ${what}. It works once and expires in ${minutes} minutes.`,
    `Never share it: ${brandName} staff will not ask for it. If you did not ask for it, you can ignore this mail.`,
  ]);
}

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

const ATTACK_WHAT = {
  password: 'many wrong passwords were tried',
  'code-entry': 'many wrong login codes were entered',
  'code-request': 'many login codes were asked for',
  'reset-request': 'many password resets were asked for',
} as const;

/** Someone is trying to get into the account from many addresses (decision 013); once an hour at most. */
export function accountAttackMail(
  to: string,
  kind: keyof typeof ATTACK_WHAT,
  at: Date,
  { brandName, publicUrl }: MailContext,
): Mail {
  return mail(to, `Someone is trying to get into your ${brandName} account`, [
    `Since shortly before ${customerDayTime(at)}, ${ATTACK_WHAT[kind]} for your ${brandName} account.`,
    kind === 'password'
      ? 'We now answer every further try slowly, and for the next hour a password alone does not sign in: use a code we email you (Email me a code on the login page). Your account is not locked.'
      : 'We now answer every further try slowly. Your account is not locked: you can still sign in as usual.',
    '',
    'If this was you, there is nothing to do.',
    'If it was not you:',
    `- choose a new, strong password that you use nowhere else, at ${publicUrl}/dashboard/setting (or ${publicUrl}/forgot-password);`,
    '- sign out the devices you do not recognise, on the same page;',
    `- never share a login code: ${brandName} staff will not ask for it;`,
    '- turn on Number Lock for your lines, so nobody can move your number to another carrier.',
  ]);
}
