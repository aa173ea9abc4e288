import { type Mail, type MailContext, customerDayTime, showNumber, layoutMail } from '../../../lib/mail';

/**
 * A line's SIM was changed (47 CFR 64.2010: notice at once): when, to what kind of SIM (the last
 * four digits of a card's number only), and what to do if it was not the customer.
 */
export function simChangedMail(
  to: string,
  change: { mdn: string; simType: 'esim' | 'psim'; iccid: string; at: Date },
  { brandName, publicUrl }: MailContext,
): Mail {
  const what = change.simType === 'esim' ? 'a new eSIM' : `the SIM card ending ${change.iccid.slice(-4)}`;
  return layoutMail({
    to,
    subject: `The SIM of ${showNumber(change.mdn)} was changed`,
    text: [
      `On ${customerDayTime(change.at)} your number ${showNumber(change.mdn)} was moved to ${what} in your ${brandName} account. The previous SIM or eSIM no longer works.`,
      '',
      `If you did not do this, someone may be trying to take over your number: contact ${brandName} support at once, sign in at ${publicUrl}/dashboard/setting, change your password and turn Number Lock on.`,
    ],
  });
}
