/** The customer is told of a refund support made, in the account's language (decision 058). */
import { type Mail, type MailContext, type MailValues, mailText, writeMail } from '../../../lib/mail';

const REFUND = mailText('care-refund', {
  en: (v: MailValues<{ item: string; amountCents: number }>) => ({
    subject: `${v.brandName} refunded ${v.say.usd(v.amountCents)}`,
    text: [
      `${v.brandName} support refunded ${v.say.usd(v.amountCents)} of "${v.item}" to the card it was paid with.`,
      'It reaches your account in 5 to 10 business days, depending on your bank.',
      '',
      `Your order history shows it: ${v.publicUrl}/dashboard/payment`,
    ],
  }),
  es: (v) => ({
    subject: `${v.brandName} le reembolsó ${v.say.usd(v.amountCents)}`,
    text: [
      `El servicio de atención al cliente de ${v.brandName} le reembolsó ${v.say.usd(v.amountCents)} de "${v.say.message(v.item)}" a la tarjeta con la que se pagó.`,
      'El reembolso llega a su cuenta en un plazo de 5 a 10 días hábiles, según su banco.',
      '',
      `Puede verlo en su historial de pedidos: ${v.publicUrl}/dashboard/payment`,
    ],
  }),
});

export const refundMail = (to: string, item: string, amountCents: number, context: MailContext): Mail =>
  writeMail(to, REFUND, context, { item, amountCents });
