import {
  cardName,
  formatUsd,
  type Mail,
  type MailContext,
  type MailValues,
  mailText,
  writeMail,
} from '../../../lib/mail';

type ActivationRefunded = {
  firstName: string;
  item: string;
  cents: number;
  card: { network: string; last4: string };
};

const ACTIVATION_REFUNDED = mailText('activation-failed-refunded', {
  en: (v: MailValues<ActivationRefunded>) => ({
    subject: `We could not activate your ${v.brandName} line: your payment is refunded`,
    text: [
      `Hi ${v.firstName},`,
      '',
      `Our network could not activate the line of your order (${v.item}), so we cancelled it and refunded your payment of ${formatUsd(v.cents)} to your ${cardName(v.card)}. Depending on your bank, the refund shows on your statement within 5 to 10 business days.`,
      '',
      `You can order a new line at any time: ${v.publicUrl}/dashboard. Questions? Reply to this mail or chat with ${v.brandName} support.`,
    ],
  }),
  es: (v) => ({
    subject: `No pudimos activar su línea de ${v.brandName}: le reembolsamos el pago`,
    text: [
      `Hola, ${v.firstName}:`,
      '',
      `Nuestra red no pudo activar la línea de su pedido (${v.item}), así que la cancelamos y le reembolsamos el pago de ${formatUsd(v.cents)} a su tarjeta ${v.card.network} terminada en ${v.card.last4}. Según su banco, el reembolso aparecerá en su estado de cuenta en un plazo de 5 a 10 días hábiles.`,
      '',
      `Puede pedir una nueva línea cuando quiera: ${v.publicUrl}/dashboard. ¿Tiene preguntas? Responda a este correo o escriba al chat de ${v.brandName}.`,
    ],
  }),
});

/** A paid line the carrier refused to activate: the order cancelled and its payment refunded (decision 086). */
export const activationRefundedMail = (to: string, facts: ActivationRefunded, context: MailContext): Mail =>
  writeMail(to, ACTIVATION_REFUNDED, context, facts);
