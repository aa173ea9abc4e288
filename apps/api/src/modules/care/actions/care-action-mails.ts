/**
 * The mails of support's actions on a customer's account (decision 031): what was done, and why,
 * in the account's language (decision 058).
 */
import type { CareActionReason } from '@mvno/contracts/api/care-actions';
import { formatMdn } from '@mvno/contracts/line-format';
import type { ReceiptFacts } from './care-action-repository';
import {
  type Mail,
  type MailContext,
  type MailValues,
  type MailWords,
  mailText,
  taxLinesText,
  writeMail,
} from '../../../lib/mail';

/** The reason codes as the customer reads them. */
const REASONS = mailText('care-action-reasons', {
  en: {
    customer_request: 'you asked us to',
    lost_or_stolen: 'your phone was reported lost or stolen',
    device_problem: 'of a problem with your phone or SIM',
    port_details_corrected: 'your old carrier’s details were corrected',
    security_concern: 'of a concern about your account’s security',
    billing_problem: 'of a billing problem',
    goodwill: 'we wanted to help',
  } satisfies Record<CareActionReason, string>,
  es: {
    customer_request: 'usted nos lo pidió',
    lost_or_stolen: 'se reportó la pérdida o el robo de su teléfono',
    device_problem: 'hubo un problema con su teléfono o su SIM',
    port_details_corrected: 'se corrigieron los datos de su compañía anterior',
    security_concern: 'hubo una inquietud sobre la seguridad de su cuenta',
    billing_problem: 'hubo un problema de facturación',
    goodwill: 'queríamos ayudarle',
  },
});

export type CareActionFacts =
  | { kind: 'port_resubmitted'; msisdn: string }
  | { kind: 'line_suspended'; mdn: string }
  | { kind: 'line_restored'; mdn: string }
  | { kind: 'grace_extended'; mdn: string; nextTry: Date }
  | { kind: 'sessions_ended' };

type What = { subject: string; body: string };

function whatEn(facts: CareActionFacts, brandName: string, say: MailWords): What {
  switch (facts.kind) {
    case 'port_resubmitted':
      return {
        subject: `Your number ${formatMdn(facts.msisdn)} is on its way again`,
        body: `${brandName} support sent the move of ${formatMdn(facts.msisdn)} to your old carrier again with the corrected account details. We mail you when it is done.`,
      };
    case 'line_suspended':
      return {
        subject: `Your line ${formatMdn(facts.mdn)} is suspended`,
        body: `${brandName} support suspended your line ${formatMdn(facts.mdn)}: calls, texts and data stop until it is restored. Your plan and renewal date stay as they are.`,
      };
    case 'line_restored':
      return {
        subject: `Your line ${formatMdn(facts.mdn)} works again`,
        body: `${brandName} support restored your line ${formatMdn(facts.mdn)}: calls, texts and data work again.`,
      };
    case 'grace_extended':
      return {
        subject: `More time to pay for ${formatMdn(facts.mdn)}`,
        body: `${brandName} support gave you more time: we try the renewal of ${formatMdn(facts.mdn)} again on ${say.dayTime(facts.nextTry)}. You can pay now from your dashboard with any card.`,
      };
    case 'sessions_ended':
      return {
        subject: `You were signed out of ${brandName} everywhere`,
        body: `${brandName} support ended every session of your account: sign in again on each device.`,
      };
  }
}

function whatEs(facts: CareActionFacts, brandName: string, say: MailWords): What {
  const support = `El servicio de atención al cliente de ${brandName}`;
  switch (facts.kind) {
    case 'port_resubmitted':
      return {
        subject: `Su número ${formatMdn(facts.msisdn)} está de nuevo en camino`,
        body: `${support} volvió a enviar a su compañía anterior la portabilidad del ${formatMdn(facts.msisdn)} con los datos de cuenta corregidos. Le enviaremos un correo electrónico cuando termine.`,
      };
    case 'line_suspended':
      return {
        subject: `Su línea ${formatMdn(facts.mdn)} está suspendida`,
        body: `${support} suspendió su línea ${formatMdn(facts.mdn)}: las llamadas, los mensajes de texto y los datos se detienen hasta que se restablezca. Su plan y su fecha de renovación siguen igual.`,
      };
    case 'line_restored':
      return {
        subject: `Su línea ${formatMdn(facts.mdn)} vuelve a funcionar`,
        body: `${support} restableció su línea ${formatMdn(facts.mdn)}: las llamadas, los mensajes de texto y los datos vuelven a funcionar.`,
      };
    case 'grace_extended':
      return {
        subject: `Más tiempo para pagar el ${formatMdn(facts.mdn)}`,
        body: `${support} le dio más tiempo: volveremos a intentar la renovación del ${formatMdn(facts.mdn)} el ${say.dayTime(facts.nextTry)}. Puede pagar ahora desde su panel con cualquier tarjeta.`,
      };
    case 'sessions_ended':
      return {
        subject: `Se cerró su sesión de ${brandName} en todas partes`,
        body: `${support} cerró todas las sesiones de su cuenta: vuelva a iniciar sesión en cada equipo.`,
      };
  }
}

type Action = { facts: CareActionFacts; reason: CareActionReason };

const CARE_ACTION = mailText('care-action', {
  en: (v: MailValues<Action>) => {
    const { subject, body } = whatEn(v.facts, v.brandName, v.say);
    return {
      subject,
      text: [
        body,
        `We did this because ${REASONS.en[v.reason]}.`,
        '',
        `If you did not talk to ${v.brandName} support, contact us at once and change your password: ${v.publicUrl}/dashboard/setting`,
      ],
    };
  },
  es: (v) => {
    const { subject, body } = whatEs(v.facts, v.brandName, v.say);
    return {
      subject,
      text: [
        body,
        `Lo hicimos porque ${REASONS.es[v.reason]}.`,
        '',
        `Si usted no habló con el servicio de atención al cliente de ${v.brandName}, comuníquese con nosotros de inmediato y cambie su contraseña: ${v.publicUrl}/dashboard/setting`,
      ],
    };
  },
});

export const careActionMail = (
  to: string,
  facts: CareActionFacts,
  reason: CareActionReason,
  context: MailContext,
): Mail => writeMail(to, CARE_ACTION, context, { facts, reason });

const RECEIPT = mailText('care-receipt', {
  en: (v: MailValues<ReceiptFacts>) => ({
    subject: `Your ${v.brandName} receipt ${v.id}`,
    text: [
      `Receipt number: ${v.id}`,
      `Date: ${v.say.dayTime(v.at)}`,
      `Item: ${v.item}`,
      // Every part of the final amount, as the order mail shows them (decision 048).
      `Order Total: ${v.say.usd(v.cents.orderTotal)}`,
      ...(v.cents.discount ? [`Discount: -${v.say.usd(v.cents.discount)}`] : []),
      `Tax Amount: ${v.say.usd(v.cents.tax)}`,
      // Each tax and fee with its jurisdiction, as the other receipts list them (decision 092).
      ...taxLinesText(v.taxLines, 'en', v.say.usd),
      ...(v.cents.regulatoryFee !== null ? [`Regulatory Fee: ${v.say.usd(v.cents.regulatoryFee)}`] : []),
      ...(v.cents.activationFee ? [`Activation Fee: ${v.say.usd(v.cents.activationFee)}`] : []),
      `Final Checkout Amount: ${v.say.usd(v.cents.final)}`,
      ...(v.card.network && v.card.last4 ? [`Paid with ${v.card.network} ending in ${v.card.last4}`] : []),
      ...(v.successful ? [] : ['This payment did not go through.']),
      '',
      `Your order history: ${v.publicUrl}/dashboard/payment`,
    ],
  }),
  es: (v) => ({
    subject: `Su recibo de ${v.brandName} ${v.id}`,
    text: [
      `Número de recibo: ${v.id}`,
      `Fecha: ${v.say.dayTime(v.at)}`,
      `Artículo: ${v.say.message(v.item)}`,
      `Total del pedido: ${v.say.usd(v.cents.orderTotal)}`,
      ...(v.cents.discount ? [`Descuento: -${v.say.usd(v.cents.discount)}`] : []),
      `Impuestos: ${v.say.usd(v.cents.tax)}`,
      ...taxLinesText(v.taxLines, 'es', v.say.usd),
      ...(v.cents.regulatoryFee !== null ? [`Cargo regulatorio: ${v.say.usd(v.cents.regulatoryFee)}`] : []),
      ...(v.cents.activationFee ? [`Cargo de activación: ${v.say.usd(v.cents.activationFee)}`] : []),
      `Total pagado: ${v.say.usd(v.cents.final)}`,
      ...(v.card.network && v.card.last4
        ? [`Pagado con ${v.say.card({ network: v.card.network, last4: v.card.last4 })}`]
        : []),
      ...(v.successful ? [] : ['Este pago no se completó.']),
      '',
      `Su historial de pedidos: ${v.publicUrl}/dashboard/payment`,
    ],
  }),
});

/** A receipt (one order-history row) mailed again at the customer's request. */
export const receiptMail = (to: string, receipt: ReceiptFacts, context: MailContext): Mail =>
  writeMail(to, RECEIPT, context, receipt);
