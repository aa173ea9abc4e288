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

const REFUND_TO_BALANCE = mailText('care-refund-to-balance', {
  en: (v: MailValues<{ item: string; amountCents: number }>) => ({
    subject: `${v.brandName} refunded ${v.say.usd(v.amountCents)} to your account credit`,
    text: [
      `${v.brandName} support refunded ${v.say.usd(v.amountCents)} of "${v.item}" to your account credit.`,
      'It is used before your card at your next renewal or data add-on, and it does not expire.',
      '',
      `Your credit and order history show it: ${v.publicUrl}/dashboard/payment`,
    ],
  }),
  es: (v) => ({
    subject: `${v.brandName} le reembolsó ${v.say.usd(v.amountCents)} a su crédito de cuenta`,
    text: [
      `El servicio de atención al cliente de ${v.brandName} le reembolsó ${v.say.usd(v.amountCents)} de "${v.say.message(v.item)}" a su crédito de cuenta.`,
      'Se usa antes que su tarjeta en su próxima renovación o complemento de datos, y no vence.',
      '',
      `Puede verlo en su crédito y su historial de pedidos: ${v.publicUrl}/dashboard/payment`,
    ],
  }),
});

/** A refund to the account credit instead of the card (decision 089). */
export const refundToBalanceMail = (
  to: string,
  item: string,
  amountCents: number,
  context: MailContext,
): Mail => writeMail(to, REFUND_TO_BALANCE, context, { item, amountCents });
