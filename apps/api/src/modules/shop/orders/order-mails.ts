/**
 * The confirmation mail of a paid order: what was bought, the totals, and how the line starts —
 * for an eSIM its QR code (an inline image) and the details to type in by hand, for a physical
 * SIM where it is shipped, for a brought number the temporary number and the next step.
 */
import { esimInstallUrl, formatMdn, parseActivationCode } from '@mvno/contracts/line-format';
import { ACCOUNT_MESSAGES } from '@mvno/contracts/account-messages';
import type { ShippingAddressJson } from '../../../db/schema/orders';
import {
  type Mail,
  type QueuedMail,
  type MailContext,
  formatUsd,
  customerDay,
  escapeHtml,
  cardName,
  greeting,
  layoutMail,
} from '../../../lib/mail/index';

export type OrderMailFacts = {
  to: string;
  firstName: string;
  item: string;
  simType: 'esim' | 'psim';
  mdn: string;
  /** The number being brought, when the line has a temporary number until it moves. */
  portNumber: string | null;
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
  card: { network: string; last4: string };
  /** The automatic renewal the buyer agreed to (decision 027); null for an order without consent. */
  renewal: { cents: number; periodDays: number; consentedAt: Date } | null;
};

/** Content-ID of the QR code image inside the mail. */
export const ESIM_QR_CID = 'esim-qr@brightline';

function totals(facts: OrderMailFacts): [string, string][] {
  const { cents } = facts;
  return [
    ['Order Total', formatUsd(cents.orderTotal)],
    ...(cents.discount > 0 ? [['Discount', `-${formatUsd(cents.discount)}`] as [string, string]] : []),
    ['Tax Amount', formatUsd(cents.tax)],
    ['Regulatory Fee', formatUsd(cents.regulatoryFee)],
    ...(cents.activationFee > 0
      ? [['Activation Fee', formatUsd(cents.activationFee)] as [string, string]]
      : []),
    ['Final Checkout Amount', formatUsd(cents.final)],
  ];
}

function addressLines(address: ShippingAddressJson): string[] {
  const street = [address.streetNumber, address.streetDirection, address.streetName]
    .filter(Boolean)
    .join(' ');
  return [street, `${address.city}, ${address.state} ${address.zipCode}`];
}

/** The acknowledgment of the renewal consent (BPC §17602(a)(3)): the terms and how to cancel. */
function renewalLines(facts: OrderMailFacts): string[] {
  if (!facts.renewal) return [];
  const { cents, periodDays, consentedAt } = facts.renewal;
  const day = customerDay(consentedAt);
  const words = ACCOUNT_MESSAGES.renewalConsent;
  return [words.acknowledgment(cents / 100, periodDays, day), words.howToCancel];
}

export function orderConfirmationMail(facts: OrderMailFacts, context: MailContext): QueuedMail {
  const { brandName, publicUrl } = context;
  const esim = facts.activationCode ? parseActivationCode(facts.activationCode) : undefined;
  const numberLine = facts.portNumber
    ? `Number: bringing ${formatMdn(facts.portNumber)}; your temporary number ${formatMdn(facts.mdn)} works until it moves`
    : `Number: ${formatMdn(facts.mdn)}`;
  const paidWith = `Paid with ${cardName(facts.card)}`;

  const text: string[] = [
    greeting(facts.firstName),
    '',
    `Thank you for your order with ${brandName}.`,
    '',
    `Plan: ${facts.item}`,
    `SIM: ${facts.simType === 'esim' ? 'eSIM' : 'Physical SIM'}`,
    numberLine,
    '',
    ...totals(facts).map(([label, amount]) => `${label}: ${amount}`),
    paidWith,
    '',
  ];
  if (facts.activationCode && esim) {
    text.push(
      'Activate your eSIM: scan the QR code in this mail with your phone (Settings, then Mobile or Cellular, then Add eSIM).',
      'Or enter it by hand:',
      `SM-DP+ address: ${esim.smdpAddress}`,
      `Activation code: ${esim.matchingId}`,
      `On an iPhone (iOS 17.4 or later) you can also tap: ${esimInstallUrl(facts.activationCode)}`,
      '',
    );
  }
  if (facts.shippingAddress) {
    text.push('We ship your SIM to:', ...addressLines(facts.shippingAddress), '');
  }
  if (facts.portNumber) {
    text.push(
      `Next: tell us your old carrier's account number and PIN so ${formatMdn(facts.portNumber)} can move: ${publicUrl}/dashboard`,
      '',
    );
  }
  const renewal = renewalLines(facts);
  if (renewal.length > 0) text.push(...renewal, '');
  text.push(`Your lines and orders: ${publicUrl}/dashboard`);

  const html = [
    `<p>Hi ${escapeHtml(facts.firstName)},</p>`,
    `<p>Thank you for your order with ${escapeHtml(brandName)}.</p>`,
    '<table role="presentation" cellpadding="4">',
    `<tr><th align="left">Plan</th><td>${escapeHtml(facts.item)}</td></tr>`,
    `<tr><th align="left">SIM</th><td>${facts.simType === 'esim' ? 'eSIM' : 'Physical SIM'}</td></tr>`,
    `<tr><th align="left">Number</th><td>${escapeHtml(numberLine.replace(/^Number: /, ''))}</td></tr>`,
    ...totals(facts).map(
      ([label, amount]) =>
        `<tr><th align="left">${escapeHtml(label)}</th><td align="right">${amount}</td></tr>`,
    ),
    '</table>',
    `<p>${escapeHtml(paidWith)}</p>`,
  ];
  const attachments: NonNullable<QueuedMail['attachments']> = [];
  if (facts.activationCode && esim) {
    // Named, not drawn: the mail job draws the PNG, so the paying request does not wait for it.
    attachments.push({ filename: 'esim-qr-code.png', qrCodeOf: facts.activationCode, cid: ESIM_QR_CID });
    html.push(
      '<h2>Activate your eSIM</h2>',
      '<p>Scan this QR code with your phone (Settings, then Mobile or Cellular, then Add eSIM):</p>',
      `<p><img src="cid:${ESIM_QR_CID}" width="240" height="240" alt="eSIM QR code for ${escapeHtml(facts.activationCode)}"></p>`,
      '<p>Or enter it by hand:</p>',
      `<p>SM-DP+ address: <code>${escapeHtml(esim.smdpAddress)}</code><br>Activation code: <code>${escapeHtml(esim.matchingId)}</code></p>`,
      `<p><a href="${escapeHtml(esimInstallUrl(facts.activationCode))}">Install on iPhone (iOS 17.4 or later)</a></p>`,
    );
  }
  if (facts.shippingAddress) {
    html.push(
      '<h2>Shipping</h2>',
      `<p>We ship your SIM to:<br>${addressLines(facts.shippingAddress).map(escapeHtml).join('<br>')}</p>`,
    );
  }
  if (facts.portNumber) {
    html.push(
      `<p>Next: tell us your old carrier's account number and PIN so ${escapeHtml(formatMdn(facts.portNumber))} can move: <a href="${escapeHtml(publicUrl)}/dashboard">your dashboard</a></p>`,
    );
  }
  if (renewal.length > 0) {
    html.push(`<h2>${escapeHtml(ACCOUNT_MESSAGES.renewalConsent.title)}</h2>`);
    html.push(...renewal.map((line) => `<p>${escapeHtml(line)}</p>`));
  }
  return layoutMail({
    to: facts.to,
    subject: `Your ${brandName} order: ${facts.item}`,
    text,
    html,
    attachments,
  });
}

/** Tells the customer that an order left unfinished could not be completed, and what became of the money. */
export function orderNotCompletedMail(
  facts: { to: string; firstName: string; item: string; message: string },
  context: MailContext,
): Mail {
  const { brandName, publicUrl } = context;
  const text = [
    greeting(facts.firstName),
    '',
    `Your order of ${facts.item} with ${brandName}: ${facts.message}`,
    '',
    `Your orders: ${publicUrl}/dashboard`,
  ];
  const html = [
    `<p>Hi ${escapeHtml(facts.firstName)},</p>`,
    `<p>Your order of ${escapeHtml(facts.item)} with ${escapeHtml(brandName)}: ${escapeHtml(facts.message)}</p>`,
    `<p><a href="${escapeHtml(publicUrl)}/dashboard">Your orders</a></p>`,
  ];
  return layoutMail({ to: facts.to, subject: `Your ${brandName} order: ${facts.item}`, text, html });
}
