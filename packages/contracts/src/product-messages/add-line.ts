/** Add a line on the dashboard: a plan, SIM and number bought with a saved card, under the same account. */
export const addLine = {
  /** The lines section's button and the dialog's title. */
  title: 'Add a line',
  step: (step: number, of: number, name: string) => `Step ${step} of ${of}: ${name}`,
  stepPlan: 'Choose a plan',
  stepChoices: 'SIM and number',
  stepPay: 'Review and pay',
  choosePlan: 'Please choose a plan',
  plansNotLoaded: 'The plans could not be loaded.',
  noPlans: 'No plans are on sale right now.',
  noCard:
    'You have no saved cards yet. Add one to pay for the new line: you will come back to your dashboard, where Add a line uses it.',
  paying: 'Paying for your new line…',
  /** The dialog's answer once the new line is paid for. */
  added: (number: string) => `Your new line ${number} is ready.`,
  shipping: 'We ship your SIM card to your address. Put it in your phone and the line works at once.',
  portFollows: (temporary: string) =>
    `Your new line works now with the temporary number ${temporary}. Continue with your old carrier's details to move your number to it.`,
} as const;
