/** Changing a line's plan: an upgrade now for the rest of the period, or a change at the next renewal (decision 018). */
export const planChanges = {
  /** The order history's item of an upgrade charged now. */
  historyItem: (from: string, to: string) => `Plan change: ${from} to ${to}`,
  changePlan: 'Change plan',
  title: 'Change your plan',
  choosePlan: 'Choose your new plan',
  choiceLegend: 'When should it start?',
  pricePerMonth: (amount: string) => `${amount} a month`,
  currentPlan: (plan: string) => `Your plan now: ${plan}`,
  upgradeNow: (amount: string, date: string) =>
    `Upgrade now: ${amount} today, for the rest of this period to ${date}`,
  atRenewalOn: (date: string, amount: string) => `At renewal on ${date}: ${amount} a month`,
  atNextRenewal: (amount: string) => `At your next renewal: ${amount} a month`,
  confirm: 'Confirm change',
  changing: 'Changing your plan…',
  quoting: 'Working out the price…',
  noOtherPlans: 'There are no other plans to choose from right now.',
  plansNotLoaded: 'The plans could not be loaded. Please try again.',
  changesOn: (plan: string, date: string) => `Changes to ${plan} on ${date}`,
  changesWhenRenewed: (plan: string) => `Changes to ${plan} when you renew`,
  cancelChange: 'Cancel change',
  upgraded: (plan: string) => `Your line now has ${plan}. The next renewal charges its price.`,
  scheduled: (plan: string) => `${plan} starts at your next renewal. Nothing is charged today.`,
  cancelled: 'The plan change is cancelled. Your plan stays as it is.',
  /** Why an upgrade cannot start now (the quote's `nowUnavailable`, and the refusal of a change now). */
  downgradeAtRenewal:
    'A cheaper plan starts at your next renewal, so you keep the plan you paid for until then.',
  notDearer: 'Only a dearer plan can start now. This one starts at your next renewal.',
  suspended: 'This line is suspended. Pay for its plan first; a new plan can start at that renewal.',
  expired: 'This plan has ended. Renew it to choose a plan; a new plan can start at that renewal.',
  renewalDue: "This line's renewal is due. Pay it first; a new plan can start at that renewal.",
  endsTooSoon: 'This period ends too soon to upgrade now. Choose the renewal instead.',
  noCard: 'Add a card in Payment to upgrade now.',
  samePlan: 'This line already has this plan.',
  inProgress: 'A plan change of this line is being paid right now. Please wait a moment and look again.',
  /** A second upgrade of the line in one period (another tab, a retry with a new key): nothing is charged. */
  planChangedMeanwhile:
    "This line's plan was just changed, so nothing was charged. Look at its plan again before choosing.",
  keyReused: 'This request was already used for another plan change. Please try again.',
  /** Upgrade now costs more than the quote the customer confirmed (a plan's price rose since): nothing charged. */
  upgradePriceChanged: (amount: string) =>
    `Upgrading now costs ${amount} since the amount you saw was worked out. Nothing was charged: check the new amount and confirm again.`,
} as const;
