import { type Mail, type MailContext, showNumber, layoutMail } from '../../../lib/mail';

const settings = (publicUrl: string) => `${publicUrl}/dashboard/setting`;

export function lockChangedMail(
  to: string,
  mdn: string,
  on: boolean,
  { brandName, publicUrl }: MailContext,
): Mail {
  return layoutMail({
    to,
    subject: `Number Lock is ${on ? 'on' : 'off'} for ${showNumber(mdn)}`,
    text: [
      on
        ? `Number Lock was turned on for ${showNumber(mdn)}. While it is on, the number cannot be moved to another carrier or to a new SIM.`
        : `Number Lock was turned off for ${showNumber(mdn)}. The number can now be moved to another carrier or to a new SIM.`,
      '',
      `If you did not do this, sign in at ${settings(publicUrl)}, check the lock and change your password. ${brandName} staff will never ask for your codes.`,
    ],
  });
}
