/** The chat inbox, a tool of the staff console at /care/inbox (docs/decisions/012, 050). */
export const inbox = {
  title: 'Support inbox',
  empty: 'No open conversations here.',
  choose: 'Choose a conversation from the list.',
  visitor: 'Visitor (not signed in; name and email as typed)',
  customer: 'Customer account',
  noLines: 'No lines',
  noOrders: 'No orders',
} as const;
