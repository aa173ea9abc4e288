/** Deleting the customer's account (decision 032): what the dialog says, what is kept, the final mail. */
export const accountDeletion = {
  title: 'Delete my account',
  intro: 'Close your account and erase your personal data. This cannot be undone.',
  open: 'Delete my account…',
  dialogTitle: 'Delete your account?',
  /** Said before anything else: a number can be moved away only while its line lives. */
  numberFirstTitle: 'Keeping your phone number? Move it first',
  numberFirst:
    'Deleting ends every line now, and an ended number can no longer move to another carrier. Ask your new carrier to transfer your number (port it out) with the account number and transfer PIN from your line, wait until the move is done, and only then delete your account.',
  goesTitle: 'What goes',
  goes: [
    'Every line is cancelled now, with no refund for the days left; its number stops working.',
    'Your name, email, phone number and addresses.',
    'Saved cards, here and at our card provider.',
    'Sign-ins, codes, the authenticator app, chats and messages to support, port-in details and emergency addresses.',
  ],
  keptTitle: 'What we keep',
  kept: [
    'Receipts and order records, without your name or contact details, as tax and accounting law requires.',
    'The record of this request, and the records of changes to a number or SIM that telecom rules require.',
  ],
  finalMail:
    'We send a last mail to your email address of record, then erase it. You are signed out everywhere.',
  acknowledge: 'I understand that my account and lines end now',
  acknowledgeRequired: 'Tick the box to confirm you want your account deleted.',
  keep: 'Keep my account',
  deleted: 'Your account is deleted. We sent a last mail to your address of record.',
  finalSubject: (brand: string) => `Your ${brand} account is deleted`,
} as const;
