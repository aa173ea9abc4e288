/**
 * The mails of a plan's renewal in the account's language (decision 058): the reminder before it,
 * the receipt of a paid renewal, a declined renewal (the next try, or the line suspended) with the
 * link to pay now, and the yearly notice. Plain text, every link written out.
 */
import { formatMdn } from '@mvno/contracts/line-format';
import { ACCOUNT_MESSAGES } from '@mvno/contracts/account-messages';
import {
  type Mail,
  type MailContext,
  type MailValues,
  inLanguage,
  type MailTaxLine,
  lineName,
  mailText,
  taxLinesText,
  writeMail,
} from '../../../lib/mail';

export type RenewalMailFacts = {
  to: string;
  firstName: string;
  nickname: string;
  mdn: string;
  planName: string;
  amountCents: number;
  card: { network: string; last4: string } | null;
  /** The account's language (decision 058); English when not known. */
  language?: string | null;
};

/** The context in the account's language. */
const theirs = (facts: RenewalMailFacts, context: MailContext): MailContext =>
  inLanguage(context, facts.language ?? context.language);

type Facts<More> = MailValues<RenewalMailFacts & More>;

const line = lineName;
const card = ({ card, say }: Facts<object>) =>
  card ? say.card(card) : 'no card on file (add one in Payment)';
const tarjeta = ({ card, say }: Facts<object>) =>
  card ? say.card(card) : 'ninguna tarjeta guardada (agregue una en Pagos)';

const REMINDER = mailText('renewal-reminder', {
  en: (v: Facts<{ renewsOn: Date }>) => ({
    subject: `Your ${v.brandName} plan renews on ${v.say.day(v.renewsOn)}`,
    text: [
      v.say.greeting(v.firstName),
      '',
      `Your plan ${v.planName} on line ${line(v)} renews on ${v.say.day(v.renewsOn)}.`,
      `Amount: ${v.say.usd(v.amountCents)}`,
      `Card: ${card(v)}`,
      '',
      `To change the card or turn auto-renew off, go to your dashboard: ${v.publicUrl}/dashboard`,
    ],
  }),
  es: (v) => ({
    subject: `Su plan de ${v.brandName} se renueva el ${v.say.day(v.renewsOn)}`,
    text: [
      v.say.greeting(v.firstName),
      '',
      `Su plan ${v.planName} de la línea ${line(v)} se renueva el ${v.say.day(v.renewsOn)}.`,
      `Monto: ${v.say.usd(v.amountCents)}`,
      `Tarjeta: ${tarjeta(v)}`,
      '',
      `Para cambiar la tarjeta o desactivar la renovación automática, vaya a su panel: ${v.publicUrl}/dashboard`,
    ],
  }),
});

export const renewalReminderMail = (
  facts: RenewalMailFacts & { renewsOn: Date },
  context: MailContext,
): Mail => writeMail(facts.to, REMINDER, theirs(facts, context), facts);

/** What a paid renewal's receipt adds: the period, the credit spent, its tax and each tax line (decision 078). */
type ReceiptFacts = {
  periodStart: Date;
  periodEnd: Date;
  creditCents?: number;
  taxCents?: number;
  taxLines?: MailTaxLine[];
};

/** The receipt's Tax Amount and the lines beneath it (none for a receipt that does not know them). */
const taxText = (v: Facts<ReceiptFacts>, label: string, language: 'en' | 'es') =>
  v.taxCents === undefined
    ? []
    : [`${label}: ${v.say.usd(v.taxCents)}`, ...taxLinesText(v.taxLines, language, v.say.usd)];

const RECEIPT = mailText('renewal-receipt', {
  en: (v: Facts<ReceiptFacts>) => ({
    subject: `Receipt: your ${v.brandName} plan is renewed`,
    text: [
      v.say.greeting(v.firstName),
      '',
      `Thank you: your plan ${v.planName} on line ${line(v)} is renewed.`,
      `Period: ${v.say.day(v.periodStart)} to ${v.say.day(v.periodEnd)}`,
      `Amount paid: ${v.say.usd(v.amountCents)}`,
      ...taxText(v, 'Tax Amount', 'en'),
      // Account credit spent before the card (decision 071).
      ...(v.creditCents ? [`Account credit used: ${v.say.usd(v.creditCents)}`] : []),
      v.creditCents && v.creditCents >= v.amountCents
        ? 'Paid with account credit'
        : `Paid with ${card(v)}${v.creditCents ? `: ${v.say.usd(v.amountCents - v.creditCents)}` : ''}`,
      '',
      `Your order history: ${v.publicUrl}/dashboard`,
    ],
  }),
  es: (v) => ({
    subject: `Recibo: su plan de ${v.brandName} se renovó`,
    text: [
      v.say.greeting(v.firstName),
      '',
      `Gracias: su plan ${v.planName} de la línea ${line(v)} se renovó.`,
      `Período: del ${v.say.day(v.periodStart)} al ${v.say.day(v.periodEnd)}`,
      `Monto pagado: ${v.say.usd(v.amountCents)}`,
      ...taxText(v, 'Impuestos', 'es'),
      ...(v.creditCents ? [`Crédito de la cuenta usado: ${v.say.usd(v.creditCents)}`] : []),
      v.creditCents && v.creditCents >= v.amountCents
        ? 'Pagado con crédito de la cuenta'
        : `Pagado con ${tarjeta(v)}${v.creditCents ? `: ${v.say.usd(v.amountCents - v.creditCents)}` : ''}`,
      '',
      `Su historial de pedidos: ${v.publicUrl}/dashboard`,
    ],
  }),
});

export const renewalReceiptMail = (facts: RenewalMailFacts & ReceiptFacts, context: MailContext): Mail =>
  writeMail(facts.to, RECEIPT, theirs(facts, context), facts);

const DECLINED = mailText('renewal-declined', {
  en: (v: Facts<{ reason: string; nextTry: Date | null }>) => ({
    subject: v.nextTry
      ? `Action needed: your ${v.brandName} plan renewal did not go through`
      : `Your ${v.brandName} line ${formatMdn(v.mdn)} is suspended`,
    text: [
      v.say.greeting(v.firstName),
      '',
      `We could not renew your plan ${v.planName} on line ${line(v)}: ${v.reason}`,
      `Amount: ${v.say.usd(v.amountCents)}`,
      `Card: ${card(v)}`,
      '',
      ...(v.nextTry
        ? [
            `We will try again on ${v.say.day(v.nextTry)}. To keep your line working, pay now: ${v.publicUrl}/dashboard`,
          ]
        : [
            'We tried several times, so the line is now suspended: calls, texts and data are paused.',
            `Pay now to turn it back on at once: ${v.publicUrl}/dashboard`,
          ]),
    ],
  }),
  es: (v) => ({
    subject: v.nextTry
      ? `Acción necesaria: no se pudo renovar su plan de ${v.brandName}`
      : `Su línea de ${v.brandName} ${formatMdn(v.mdn)} está suspendida`,
    text: [
      v.say.greeting(v.firstName),
      '',
      `No pudimos renovar su plan ${v.planName} de la línea ${line(v)}: ${v.reason}`,
      `Monto: ${v.say.usd(v.amountCents)}`,
      `Tarjeta: ${tarjeta(v)}`,
      '',
      ...(v.nextTry
        ? [
            `Lo intentaremos de nuevo el ${v.say.day(v.nextTry)}. Para que su línea siga funcionando, pague ahora: ${v.publicUrl}/dashboard`,
          ]
        : [
            'Lo intentamos varias veces, así que la línea está suspendida: las llamadas, los mensajes de texto y los datos están en pausa.',
            `Pague ahora para reactivarla de inmediato: ${v.publicUrl}/dashboard`,
          ]),
    ],
  }),
});

export const renewalDeclinedMail = (
  facts: RenewalMailFacts & { reason: string; nextTry: Date | null },
  context: MailContext,
): Mail => writeMail(facts.to, DECLINED, theirs(facts, context), facts);

const words = ACCOUNT_MESSAGES.renewalConsent;

const YEARLY = mailText('renewal-yearly-notice', {
  en: (v: Facts<{ periodDays: number }>) => ({
    subject: words.reminderSubject(v.brandName),
    text: [
      v.say.greeting(v.firstName),
      '',
      words.reminder(`${v.planName} on ${line(v)}`, v.amountCents / 100, v.periodDays),
      `Card: ${card(v)}`,
      '',
      words.howToCancel,
      `Your dashboard: ${v.publicUrl}/dashboard`,
    ],
  }),
  es: (v) => ({
    subject: `Su plan de ${v.brandName} se renueva automáticamente`,
    text: [
      v.say.greeting(v.firstName),
      '',
      `Un recordatorio, una vez al año: ${v.planName} de ${line(v)} se renueva automáticamente cada ${v.periodDays} días por ${v.say.usd(v.amountCents)} hasta que usted lo cancele.`,
      `Tarjeta: ${tarjeta(v)}`,
      '',
      HOW_TO_CANCEL_ES,
      `Su panel: ${v.publicUrl}/dashboard`,
    ],
  }),
});

/** How to cancel an automatic renewal, in Spanish (the English is the contracts' `howToCancel`). */
export const HOW_TO_CANCEL_ES =
  'Puede cancelarla en línea cuando quiera: en su panel, desactive la renovación automática o elija Cancelar línea en la línea.';

/**
 * The yearly reminder of an automatic renewal that is still on (decision 027; California BPC
 * §17602(b) asks for one a year for a plan that renews): the terms, and how to cancel online.
 */
export const renewalYearlyNoticeMail = (
  facts: RenewalMailFacts & { periodDays: number },
  context: MailContext,
): Mail => writeMail(facts.to, YEARLY, theirs(facts, context), facts);
