import { maskEmail } from '../../../lib/mask-email';
import { type Mail, type MailContext, customerDayTime, layoutMail } from '../../../lib/mail';

/** To the old address, once the new one is confirmed. */
export function emailChangedMail(
  oldAddress: string,
  newAddress: string,
  at: Date,
  { brandName, publicUrl }: MailContext,
): Mail {
  const when = customerDayTime(at);
  return layoutMail({
    to: oldAddress,
    subject: `The email of your ${brandName} account was changed`,
    text: [
      `The email address of your ${brandName} account was changed on ${when} to ${maskEmail(newAddress)}.`,
      'From now on we write to the new address, and you log in with it.',
      '',
      `If you did not make this change, contact support at once and reset your password at ${publicUrl}/forgot-password`,
    ],
  });
}

/**
 * A contact detail of record changed (CPNI, 47 CFR 64.2010(f)): told to the address of record at
 * once, saying what changed but not the new value.
 */
export function contactChangedMail(
  to: string,
  what: 'address' | 'phone',
  at: Date,
  { brandName, publicUrl }: MailContext,
): Mail {
  const when = customerDayTime(at);
  const name = what === 'address' ? 'postal address' : 'phone number';
  return layoutMail({
    to,
    subject: `The ${name} of your ${brandName} account was changed`,
    text: [
      `The ${name} of record of your ${brandName} account was changed on ${when}.`,
      `For your security this message does not show the new ${name}; you can see it after signing in at ${publicUrl}/dashboard/setting`,
      '',
      `If you did not make this change, reset your password at ${publicUrl}/forgot-password and contact support.`,
    ],
  });
}
