/**
 * The confirmation mail of a paid order: what was bought, the totals, and how the line starts —
 * for an eSIM its QR code (an inline image) and the details to type in by hand, for a physical
 * SIM where it is shipped, for a brought number the temporary number and the next step.
 */
import { formatMdn } from '@mvno/contracts/line-format';
import type { ShippingAddressJson } from '../../../db/schema/orders';
import {
  type Mail,
  type MailLine,
  type QueuedMail,
  type MailContext,
  type MailWords,
  esimInstallBlock,
  layoutMail,
  textIn,
  inLanguage,
} from '../../../lib/mail/index';
import { ORDER_WORDS, type OrderWords } from './order-mail-words';

export type OrderMailFacts = {
  to: string;
  firstName: string;
  item: string;
  simType: 'esim' | 'psim';
  mdn: string;
  /** The number being brought, when the line has a temporary number until it moves. */
  portNumber: string | null;
  /** "Use the SIM I have": the line is on the customer's partner SIM, which moves the number without an account number or PIN. */
  ownSim?: boolean;
  activationCode: string | null;
  shippingAddress: ShippingAddressJson | null;
  cents: {
    orderTotal: number;
    discount: number;
    tax: number;
    regulatoryFee: number;
    activationFee: number;
    final: number;
  };
  /** The order's tax lines (decision 060), each listed beneath the Tax Amount. */
  taxLines?: { type: string; jurisdiction: string; cents: number }[];
  card: { network: string; last4: string };
  /** The automatic renewal the buyer agreed to (decision 027); null for an order without consent. */
  renewal: { cents: number; periodDays: number; consentedAt: Date } | null;
  /** The buyer's account's language (decision 058); English when not known. */
  language?: string | null;
};

function totals(facts: OrderMailFacts, w: OrderWords, usd: (cents: number) => string): [string, string][] {
  const { cents } = facts;
  return [
    [w.orderTotal, usd(cents.orderTotal)],
    ...(cents.discount > 0 ? [[w.discount, `-${usd(cents.discount)}`] as [string, string]] : []),
    [w.tax, usd(cents.tax)],
    ...(facts.taxLines ?? []).map((line): [string, string] => [
      `  ${w.taxLine(line.type, line.jurisdiction)}`,
      usd(line.cents),
    ]),
    [w.regulatoryFee, usd(cents.regulatoryFee)],
    ...(cents.activationFee > 0 ? [[w.activationFee, usd(cents.activationFee)] as [string, string]] : []),
    [w.final, usd(cents.final)],
  ];
}

function addressLines(address: ShippingAddressJson): string[] {
  const street = [address.streetNumber, address.streetDirection, address.streetName]
    .filter(Boolean)
    .join(' ');
  return [street, `${address.city}, ${address.state} ${address.zipCode}`];
}

/** The acknowledgment of the renewal consent (BPC §17602(a)(3)): the terms and how to cancel. */
function renewalLines(facts: OrderMailFacts, w: OrderWords, say: MailWords): string[] {
  if (!facts.renewal) return [];
  const { cents, periodDays, consentedAt } = facts.renewal;
  return [w.acknowledgment(cents, say.usd(cents), periodDays, say.day(consentedAt)), w.howToCancel];
}

/** The mail context in the buyer's language. */
const buyerContext = (facts: { language?: string | null }, context: MailContext) =>
  inLanguage(context, facts.language ?? context.language);

/** The order mail's words and formats in the buyer's language. */
const wordsOf = (facts: { language?: string | null }, context: MailContext) =>
  textIn(ORDER_WORDS, buyerContext(facts, context));

export function orderConfirmationMail(facts: OrderMailFacts, context: MailContext): QueuedMail {
  const { brandName, publicUrl } = context;
  const { text: w, say } = wordsOf(facts, context);
  const install = facts.activationCode
    ? esimInstallBlock(facts.activationCode, buyerContext(facts, context))
    : undefined;
  const number = facts.portNumber
    ? w.bringing(formatMdn(facts.portNumber), formatMdn(facts.mdn))
    : formatMdn(facts.mdn);
  const numberLine = `${w.number}: ${number}`;
  const paidWith = w.paidWith(say.card(facts.card));
  const simName = facts.simType === 'esim' ? w.esim : w.physicalSim;
  const rows = totals(facts, w, say.usd);

  const text: MailLine[] = [
    say.greeting(facts.firstName),
    '',
    w.thanks(brandName),
    '',
    `${w.plan}: ${facts.item}`,
    `${w.sim}: ${simName}`,
    numberLine,
    '',
    ...rows.map(([label, amount]) => `${label}: ${amount}`),
    paidWith,
    '',
  ];
  const attachments: NonNullable<QueuedMail['attachments']> = [];
  if (install) {
    // Named, not drawn: the mail job draws the PNG, so the paying request does not wait for it.
    attachments.push(install.attachment);
    text.push(w.activate, ...install.lines, '');
  }
  if (facts.shippingAddress) {
    text.push(w.shipTo, ...addressLines(facts.shippingAddress), '');
  }
  if (facts.portNumber) {
    const next = facts.ownSim ? w.portNextOwnSim : w.portNext;
    text.push(`${next(formatMdn(facts.portNumber))} ${publicUrl}/dashboard`, '');
  }
  const renewal = renewalLines(facts, w, say);
  if (renewal.length > 0) text.push(...renewal, '');
  text.push(`${w.linesAndOrders}: ${publicUrl}/dashboard`);
  return layoutMail({ to: facts.to, subject: w.subject(brandName, facts.item), text, attachments });
}

/** Tells the customer that an order left unfinished could not be completed, and what became of the money. */
export function orderNotCompletedMail(
  facts: { to: string; firstName: string; item: string; message: string; language?: string | null },
  context: MailContext,
): Mail {
  const { brandName, publicUrl } = context;
  const { text: w, say } = wordsOf(facts, context);
  const text = [
    say.greeting(facts.firstName),
    '',
    w.notCompleted(facts.item, brandName, facts.message),
    '',
    `${w.yourOrders}: ${publicUrl}/dashboard`,
  ];
  return layoutMail({ to: facts.to, subject: w.subject(brandName, facts.item), text });
}
