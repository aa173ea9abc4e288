/** Data add-ons (decision 027): the usage card's button, the dialog, the answers and the receipt. */
export const topUps = {
  addData: 'Add data',
  title: 'Add data to this period',
  intro: (date: string) => `More data for the rest of this period, until ${date}. It is added at once.`,
  chooseLabel: 'Add-on',
  option: (name: string, total: string) => `${name} for ${total}`,
  optionHint: (price: string, tax: string) => `${price} plus ${tax} tax`,
  payWith: 'Card for the add-on',
  buy: (total: string) => `Buy for ${total}`,
  buying: 'Buying your data…',
  bought: (name: string) => `Thank you! ${name} of data was added to this period.`,
  historyItem: (name: string, line: string) => `Data add-on: ${name} (${line})`,
  unlimited: 'This line has unlimited data: there is nothing to add.',
  /** A line still in service whose period ended while its renewal waits to be paid (decision 075). */
  renewalDue:
    "This line's plan period has ended and its renewal is not paid yet, so there is no period to add data to. Pay for your plan first (Pay now on the line), then add data.",
  noCard: 'Add a card in Payment to buy data.',
  inProgress: 'This purchase is being paid right now. Please wait a moment and look again.',
  keyReused: 'This payment key was already used for a different purchase.',
  receiptSubject: (brand: string, name: string) => `Your ${brand} receipt: ${name} of data`,
  /** The 80% and 100% mails' link. */
  mailLink: (url: string) => `Need more now? Add data: ${url}`,
} as const;
