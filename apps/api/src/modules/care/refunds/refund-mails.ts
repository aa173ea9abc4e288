import { type Mail, type MailContext, layoutMail } from '../../../lib/mail';

/** The customer is told of a refund support made. */
export function refundMail(
  to: string,
  item: string,
  amount: string,
  { brandName, publicUrl }: MailContext,
): Mail {
  return layoutMail({
    to,
    subject: `${brandName} refunded ${amount}`,
    text: [
      `${brandName} support refunded ${amount} of "${item}" to the card it was paid with.`,
      'It reaches your account in 5 to 10 business days, depending on your bank.',
      '',
      `Your order history shows it: ${publicUrl}/dashboard/payment`,
    ],
  });
}
