import type { Mail } from '../../../lib/mail';

export type LinesMailContext = { brandName: string; publicUrl: string };

/** "5125550143" -> "(512) 555-0143"; other lengths stay as they are. */
export function showNumber(mdn: string): string {
  const match = /^(\d{3})(\d{3})(\d{4})$/.exec(mdn);
  return match ? `(${match[1]}) ${match[2]}-${match[3]}` : mdn;
}

const settings = (publicUrl: string) => `${publicUrl}/dashboard/setting`;

export function lockChangedMail(
  to: string,
  mdn: string,
  on: boolean,
  { brandName, publicUrl }: LinesMailContext,
): Mail {
  return {
    to,
    subject: `Number Lock is ${on ? 'on' : 'off'} for ${showNumber(mdn)}`,
    text: [
      on
        ? `Number Lock was turned on for ${showNumber(mdn)}. While it is on, the number cannot be moved to another carrier or to a new SIM.`
        : `Number Lock was turned off for ${showNumber(mdn)}. The number can now be moved to another carrier or to a new SIM.`,
      '',
      `If you did not do this, sign in at ${settings(publicUrl)}, check the lock and change your password. ${brandName} staff will never ask for your codes.`,
      '',
    ].join('\n'),
  };
}

export function blockedPortOutMail(
  to: string,
  mdn: string,
  requestedBy: string,
  { brandName, publicUrl }: LinesMailContext,
): Mail {
  return {
    to,
    subject: `We stopped a request to move ${showNumber(mdn)} to another carrier`,
    text: [
      `${requestedBy} asked to move your number ${showNumber(mdn)} away from ${brandName}. Number Lock is on, so the request was refused.`,
      '',
      'If you are switching carriers yourself, turn Number Lock off first and ask your new carrier to try again.',
      `If not, someone may be trying to take your number: keep Number Lock on and review your account at ${settings(publicUrl)}`,
      '',
    ].join('\n'),
  };
}
