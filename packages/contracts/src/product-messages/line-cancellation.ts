/** Cancelling a line online, and undoing it (decision 027). Dates arrive written as the mails write them. */
export const lineCancellation = {
  button: 'Cancel line',
  title: 'Cancel this line?',
  panelTitle: 'Cancellation',
  whenLabel: 'When should the line stop?',
  atPeriodEnd: (date: string) => `At the end of the paid period, on ${date} (recommended)`,
  now: 'Now: the line stops working at once',
  /** Said before the customer confirms, and in the mail. */
  noRefund: 'There is no refund for the days left in the period you have paid.',
  portOutNote: (date: string) =>
    `You can still move your number to another carrier until ${date}: ask your new carrier and use a transfer PIN.`,
  /** Why (decision 068): optional, cancelling never waits on it. */
  reasonLabel: 'Why are you cancelling? (optional)',
  reasons: {
    too_expensive: 'It costs too much',
    coverage: 'Coverage or signal problems',
    other_carrier: 'Moving to another carrier',
    no_longer_needed: 'I no longer need this line',
    device_issue: 'A problem with my phone',
    other: 'Something else',
  },
  noteLabel: 'Anything you want to tell us? (optional)',
  confirm: 'Yes, cancel line',
  keep: 'Keep line',
  cancelling: 'Cancelling…',
  scheduled: (date: string) => `This line is cancelled. It stops on ${date} and will not renew.`,
  done: (date: string) => `This line is cancelled. You can still move its number until ${date}.`,
  undo: 'Undo cancellation',
  undone: 'The cancellation is undone. Your line renews as before.',
  alreadyCancelled: 'This line is already cancelled.',
  notCancellable: 'This line has ended and cannot be cancelled.',
  notUndoable: 'This cancellation can no longer be undone: the paid period has ended.',
  notCancelled: 'This line is not cancelled.',
  mailSubject: (brand: string) => `Your ${brand} line is cancelled`,
  mailUndoneSubject: (brand: string) => `Your ${brand} line is no longer cancelled`,
  /** The order history has no row: cancelling charges and refunds nothing. */
  statusReason: 'Cancelled by you.',
} as const;
