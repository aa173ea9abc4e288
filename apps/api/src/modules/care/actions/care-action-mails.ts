/** The mails of support's actions on a customer's account (decision 031): what was done, and why. */
import type { CareActionReason } from '@mvno/contracts/api/care-actions';
import { formatMdn } from '@mvno/contracts/line-format';
import type { ReceiptFacts } from './care-action-repository';
import { type Mail, type MailContext, formatUsd, customerDayTime, layoutMail } from '../../../lib/mail';

/** The reason codes as the customer reads them. */
const REASON_TEXT: Record<CareActionReason, string> = {
  customer_request: 'you asked us to',
  lost_or_stolen: 'your phone was reported lost or stolen',
  device_problem: 'of a problem with your phone or SIM',
  port_details_corrected: 'your old carrier’s details were corrected',
  security_concern: 'of a concern about your account’s security',
  billing_problem: 'of a billing problem',
  goodwill: 'we wanted to help',
};

export type CareActionFacts =
  | { kind: 'port_resubmitted'; msisdn: string }
  | { kind: 'line_suspended'; mdn: string }
  | { kind: 'line_restored'; mdn: string }
  | { kind: 'grace_extended'; mdn: string; nextTry: Date }
  | { kind: 'sessions_ended' };

function what(facts: CareActionFacts, brandName: string): { subject: string; body: string } {
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
        body: `${brandName} support gave you more time: we try the renewal of ${formatMdn(facts.mdn)} again on ${customerDayTime(facts.nextTry)}. You can pay now from your dashboard with any card.`,
      };
    case 'sessions_ended':
      return {
        subject: `You were signed out of ${brandName} everywhere`,
        body: `${brandName} support ended every session of your account: sign in again on each device.`,
      };
  }
}

export function careActionMail(
  to: string,
  facts: CareActionFacts,
  reason: CareActionReason,
  { brandName, publicUrl }: MailContext,
): Mail {
  const { subject, body } = what(facts, brandName);
  return {
    to,
    subject,
    text: [
      body,
      `We did this because ${REASON_TEXT[reason]}.`,
      '',
      `If you did not talk to ${brandName} support, contact us at once and change your password: ${publicUrl}/dashboard/setting`,
      '',
    ].join('\n'),
  };
}

/**
 * The receipt's amounts as the order mail shows them (decision 048): every part of the final
 * amount, so the lines add up; a fee or discount the row does not have is left out.
 */
function amountLines(cents: ReceiptFacts['cents']): string[] {
  return [
    `Order Total: ${formatUsd(cents.orderTotal)}`,
    ...(cents.discount ? [`Discount: -${formatUsd(cents.discount)}`] : []),
    `Tax Amount: ${formatUsd(cents.tax)}`,
    ...(cents.regulatoryFee !== null ? [`Regulatory Fee: ${formatUsd(cents.regulatoryFee)}`] : []),
    ...(cents.activationFee ? [`Activation Fee: ${formatUsd(cents.activationFee)}`] : []),
    `Final Checkout Amount: ${formatUsd(cents.final)}`,
  ];
}

/** A receipt (one order-history row) mailed again at the customer's request. */
export function receiptMail(to: string, receipt: ReceiptFacts, { brandName, publicUrl }: MailContext): Mail {
  const card =
    receipt.card.network && receipt.card.last4
      ? `Paid with ${receipt.card.network} ending in ${receipt.card.last4}`
      : null;
  return layoutMail({
    to,
    subject: `Your ${brandName} receipt ${receipt.id}`,
    text: [
      `Receipt number: ${receipt.id}`,
      `Date: ${customerDayTime(receipt.at)}`,
      `Item: ${receipt.item}`,
      ...amountLines(receipt.cents),
      ...(card ? [card] : []),
      ...(receipt.successful ? [] : ['This payment did not go through.']),
      '',
      `Your order history: ${publicUrl}/dashboard/payment`,
    ],
  });
}
