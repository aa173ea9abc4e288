/** The customer's data rights on the dashboard (decision 027): the export. */
export const myData = {
  title: 'My data',
  intro:
    'Download everything we hold about you: profile, lines, orders and receipts, cards (brand and last four digits only), sessions, chats, messages, consents and the record of what support did on your account.',
  download: 'Download my data',
  downloading: 'Preparing your file…',
  downloaded: 'Your data was downloaded.',
  fileName: (day: string) => `my-data-${day}.json`,
  /** A support session may not download it (decision 043): the server's 403 and the card's note. */
  assistedRefused:
    "Downloading all of the account's data is not available in a support session. The customer must sign in themselves to download it.",
} as const;
