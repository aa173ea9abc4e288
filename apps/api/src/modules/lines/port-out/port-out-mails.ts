import { TRANSFER_PIN_DAYS } from '@mvno/contracts/product-constants/lines';
import { PORT_OUT_REASONS, type PortOutReason } from '@mvno/contracts/product-messages/lines';
import { type Mail, type MailContext, customerDayTime, showNumber, layoutMail } from '../../../lib/mail';

const dashboard = (publicUrl: string) => `${publicUrl}/dashboard`;
const settings = (publicUrl: string) => `${publicUrl}/dashboard/setting`;

/**
 * A transfer PIN was made (the PIN itself is never mailed), at once (47 CFR 64.2010): when, what it
 * allows, and what to do if it was not the customer.
 */
export function transferPinCreatedMail(
  to: string,
  pin: { mdn: string; at: Date },
  { brandName, publicUrl }: MailContext,
): Mail {
  return layoutMail({
    to,
    subject: `A transfer PIN was created for ${showNumber(pin.mdn)}`,
    text: [
      `On ${customerDayTime(pin.at)} a transfer PIN was created for ${showNumber(pin.mdn)} in your ${brandName} account. With it and the account number, another carrier can move the number away within ${TRANSFER_PIN_DAYS} days. Any earlier PIN no longer works.`,
      '',
      `If you did not do this, someone may be trying to take your number: sign in at ${settings(publicUrl)}, turn Number Lock on (it refuses every request to move the number), change your password and contact ${brandName} support at once.`,
    ],
  });
}

/** Every outside request to move the number, the moment it arrives: accepted or refused. */
export function portOutRequestMail(
  to: string,
  mdn: string,
  requestedBy: string,
  outcome: { accepted: true } | { accepted: false; reason: PortOutReason },
  { brandName, publicUrl }: MailContext,
): Mail {
  if (outcome.accepted) {
    return layoutMail({
      to,
      subject: `${showNumber(mdn)} moved to another carrier`,
      text: [
        `${requestedBy} asked to move your number ${showNumber(mdn)} away from ${brandName}, with its account number and your transfer PIN. The request was accepted.`,
        '',
        `Your ${brandName} line for ${showNumber(mdn)} has ended: it will not renew and you will not be charged for it again. This is your final notice for this line.`,
        `If you did not ask for this, contact ${brandName} support at once: ${dashboard(publicUrl)}`,
      ],
    });
  }
  return layoutMail({
    to,
    subject: `We stopped a request to move ${showNumber(mdn)} to another carrier`,
    text: [
      `${requestedBy} asked to move your number ${showNumber(mdn)} away from ${brandName}. The request was refused: ${PORT_OUT_REASONS[outcome.reason]}`,
      '',
      'If you are switching carriers yourself, check the account number and transfer PIN on your dashboard (turn Number Lock off first) and ask your new carrier to try again.',
      `If not, someone may be trying to take your number: turn Number Lock on and review your account at ${settings(publicUrl)}`,
    ],
  });
}
