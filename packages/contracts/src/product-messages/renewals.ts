/** A line's plan period, its renewal (auto-renew, Renew now, Pay now) and what a renewal leaves in the order history. */
export const renewals = {
  /** The order history's item of a renewal. */
  historyItem: (planName: string) => `Plan renewal: ${planName}`,
  renewsOn: (date: string) => `Renews on ${date}`,
  endsOn: (date: string) => `Ends on ${date}`,
  endedOn: (date: string) => `Ended on ${date}`,
  autoRenewLabel: 'Auto-renew',
  autoRenewOn: 'Auto-renew is on. Your plan renews with your primary card.',
  autoRenewOff: 'Auto-renew is off. Your line stops working when the plan ends.',
  renewNow: 'Renew now',
  payNow: 'Pay now',
  renewTitle: 'Renew your plan',
  payTitle: 'Pay for your plan',
  renewing: 'Paying…',
  renewed: (date: string) => `Thank you! Your plan now runs until ${date}.`,
  alreadyRenewed: 'This period is already paid.',
  noCard: 'Add a card in Payment to renew your plan.',
  /** Pay now / Renew now with no saved card: Add a new card leads to the provider's page and back. */
  noCardInDialog: 'You have no saved cards yet. Add one: you will come back to your dashboard to pay.',
  payWith: 'Pay with',
  backupLabel: (card: string) => `Make ${card} my backup card for renewals`,
  backupHint: 'If an automatic renewal is declined on your primary card, we try the backup card once.',
  backupBadge: 'Backup for renewals',
  backupCard: (card: string) => `backup ${card}`,
  retrying: (date: string) => `Your last renewal payment did not go through. We will try again on ${date}.`,
  suspended:
    'Your plan renewal payment did not go through, so this line is suspended. Pay now to turn it back on.',
  expired: 'Auto-renew was off, so your plan ended. Renew it to use this line again.',
  notRenewable: 'This line has no plan to renew.',
  inProgress: 'This renewal is being paid right now. Please wait a moment and look again.',
  periodChanged: "This line's plan period has changed. Please look at it again.",
} as const;
