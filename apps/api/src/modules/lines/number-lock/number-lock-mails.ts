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
