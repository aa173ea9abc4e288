/** The receipt of an upgrade charged now (decision 018), written like the renewal receipt, in the account's language (decision 058). */
import {
  type MailValues,
  type MailTaxLine,
  lineName,
  mailTaxLines,
  mailText,
  taxLinesText,
  addressedMailWriter,
} from '../../../lib/mail';
import type { RenewalFacts } from './renewal-repository';

export type UpgradeReceiptFacts = {
  to: string;
  firstName: string;
  nickname: string;
  mdn: string;
  fromPlan: string;
  toPlan: string;
  amountCents: number;
  until: Date;
  card: { network: string; last4: string } | null;
  /** The charge's tax and each tax line with its jurisdiction (decision 078). */
  taxCents?: number;
  taxLines?: MailTaxLine[];
};

const taxText = (v: MailValues<UpgradeReceiptFacts>, label: string, language: 'en' | 'es') =>
  v.taxCents === undefined
    ? []
    : [`${label}: ${v.say.usd(v.taxCents)}`, ...taxLinesText(v.taxLines, language, v.say.usd)];

/** The receipt's facts: the line's, and what was paid for. */
export const upgradeReceiptOf = (
  facts: RenewalFacts,
  paid: {
    fromPlan: string;
    toPlan: string;
    amountCents: number;
    /** The plan's part of the amount; the rest is tax, itemized by the invoice's tax lines (decision 078). */
    planCents?: number;
    document?: { taxLines: Parameters<typeof mailTaxLines>[0] };
  },
): UpgradeReceiptFacts => ({
  to: facts.email,
  firstName: facts.firstName,
  nickname: facts.nickname ?? '',
  mdn: facts.mdn,
  fromPlan: paid.fromPlan,
  toPlan: paid.toPlan,
  amountCents: paid.amountCents,
  ...(paid.planCents === undefined
    ? {}
    : { taxCents: paid.amountCents - paid.planCents, taxLines: mailTaxLines(paid.document?.taxLines) }),
  until: facts.periodEnd,
  card: facts.cardNetwork && facts.cardLast4 ? { network: facts.cardNetwork, last4: facts.cardLast4 } : null,
});

const RECEIPT = mailText('upgrade-receipt', {
  en: (v: MailValues<UpgradeReceiptFacts>) => ({
    subject: `Receipt: your ${v.brandName} plan is now ${v.toPlan}`,
    text: [
      v.say.greeting(v.firstName),
      '',
      `Line ${lineName(v)} now has ${v.toPlan} instead of ${v.fromPlan}.`,
      `Amount paid: ${v.say.usd(v.amountCents)}, for the rest of the period to ${v.say.day(v.until)}`,
      ...taxText(v, 'Tax Amount', 'en'),
      ...(v.card ? [`Paid with ${v.say.card(v.card)}`] : []),
      `From ${v.say.day(v.until)} each renewal charges the price of ${v.toPlan}.`,
      '',
      `Your order history: ${v.publicUrl}/dashboard`,
    ],
  }),
  es: (v) => ({
    subject: `Recibo: su plan de ${v.brandName} ahora es ${v.toPlan}`,
    text: [
      v.say.greeting(v.firstName),
      '',
      `La línea ${lineName(v)} ahora tiene ${v.toPlan} en lugar de ${v.fromPlan}.`,
      `Monto pagado: ${v.say.usd(v.amountCents)}, por el resto del período hasta el ${v.say.day(v.until)}`,
      ...taxText(v, 'Impuestos', 'es'),
      ...(v.card ? [`Pagado con ${v.say.card(v.card)}`] : []),
      `A partir del ${v.say.day(v.until)}, cada renovación cobra el precio de ${v.toPlan}.`,
      '',
      `Su historial de pedidos: ${v.publicUrl}/dashboard`,
    ],
  }),
});

export const upgradeReceiptMail = addressedMailWriter(RECEIPT);
