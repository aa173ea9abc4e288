import { type Mail, type MailContext, customerDayTime } from '../../../lib/mail';

/** Notices of a passkey added or removed (docs/decisions/030): the name, when, and what to do if it was not them. */
function passkeyMail(to: string, subject: string, lines: string[]): Mail {
  return { to, subject, text: `${lines.join('\n')}\n` };
}

const notYou = (brandName: string, publicUrl: string) =>
  `If this was not you, someone may be signed in to your account: go to ${publicUrl}/dashboard/setting, remove the passkeys you do not recognise, sign out the devices you do not recognise and change your password, then contact ${brandName} support.`;

export function passkeyAddedMail(
  to: string,
  passkey: { name: string; device: string | null },
  at: Date,
  { brandName, publicUrl }: MailContext,
): Mail {
  return passkeyMail(to, `A passkey was added to your ${brandName} account`, [
    `A passkey named "${passkey.name}" was added to your ${brandName} account. It can sign in without a password.`,
    '',
    `When: ${customerDayTime(at)}`,
    `Added from: ${passkey.device ?? 'an unknown browser'}`,
    '',
    notYou(brandName, publicUrl),
  ]);
}

export function passkeyRemovedMail(
  to: string,
  passkey: { name: string },
  at: Date,
  { brandName, publicUrl }: MailContext,
): Mail {
  return passkeyMail(to, `A passkey was removed from your ${brandName} account`, [
    `The passkey named "${passkey.name}" was removed from your ${brandName} account on ${customerDayTime(at)}. It can no longer sign in.`,
    '',
    notYou(brandName, publicUrl),
  ]);
}

/** The authenticator app turned on or off (decision 026): when, and what to do if it was not them. */
export function authenticatorChangedMail(
  to: string,
  turnedOn: boolean,
  at: Date,
  { brandName, publicUrl }: MailContext,
): Mail {
  return passkeyMail(
    to,
    turnedOn
      ? `An authenticator app was turned on for your ${brandName} account`
      : `The authenticator app was turned off for your ${brandName} account`,
    [
      turnedOn
        ? `An authenticator app was set up for your ${brandName} account on ${customerDayTime(at)}. Signing in now asks for its code, and ten recovery codes were shown once.`
        : `The authenticator app of your ${brandName} account was turned off on ${customerDayTime(at)}. Signing in no longer asks for its code, and its recovery codes no longer work.`,
      '',
      notYou(brandName, publicUrl),
    ],
  );
}
