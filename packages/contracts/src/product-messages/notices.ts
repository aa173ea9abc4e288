/** How the customer hears of things (decision 087): by mail, by text to their lines, or both, per kind of notice. */
export const notices = {
  cardTitle: 'Notices',
  cardLead:
    'Choose how we tell you about each kind of notice: by email, by text message to your lines, or both. Texts are free and are sent in your account language.',
  securityNote:
    'Security notices (sign-ins, password, PIN and passkey changes) always go by email and cannot be switched off.',
  kindBilling: 'Payments and renewals',
  kindUsage: 'Data usage',
  kindService: 'Line service (ports, SIMs, cancellations)',
  kindFamily: 'Family requests and answers',
  channelMail: 'Email',
  channelText: 'Text message',
  channelBoth: 'Email and text',
  save: 'Save notice choices',
  saved: 'Your notice choices are saved.',
  noLinesForText:
    'You have no active line yet: notices you choose to get by text go by email until you have one.',
  /** The last text to one of the customer's numbers failed (decision 106). */
  lastTextFailed: (number: string, date: string) =>
    `The last text to ${number}, on ${date}, could not be delivered. A notice you get by text only then goes by email.`,
} as const;
