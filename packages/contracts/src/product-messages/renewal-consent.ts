/**
 * The automatic renewal terms beside Pay, the consent box and what the mails say about cancelling
 * (docs/decisions/027). One text per terms version: RENEWAL_TERMS_VERSION names the current one.
 */
const usd = (amount: number) => `$${amount.toFixed(2)}`;

/** How to cancel, the same words at checkout, in the acknowledgment and in the yearly reminder. */
const howToCancel =
  'Cancel any time online: on your dashboard, turn Auto-renew off or choose Cancel line on the line.';

export const renewalConsent = {
  title: 'Automatic renewal',
  /** The terms shown next to Pay: amount, how often, until when, how to cancel. */
  terms: (amount: number, periodDays: number) =>
    `Your plan renews automatically every ${periodDays} days at ${usd(amount)} (the plan price with its tax and the regulatory fee), charged to your primary card, until you cancel. ${howToCancel}`,
  howToCancel,
  checkbox: 'I agree that my plan renews automatically on these terms until I cancel',
  /** The pay request came without the box ticked. */
  required: 'Please tick the box to agree to the automatic renewal',
  /** The buyer saw terms that have since changed. */
  termsChanged: 'The renewal terms have changed. Please read them again and tick the box.',
  /** The acknowledgment in the order mail. */
  acknowledgment: (amount: number, periodDays: number, date: string) =>
    `Automatic renewal: you agreed on ${date} that this plan renews every ${periodDays} days at ${usd(amount)} until you cancel.`,
  reminderSubject: (brand: string) => `Your ${brand} plan renews automatically`,
  reminder: (line: string, amount: number, periodDays: number) =>
    `A reminder, once a year: ${line} renews automatically every ${periodDays} days at ${usd(amount)} until you cancel.`,
} as const;
