/** A line's emergency (E911) address for Wi-Fi calling (decision 032). */
export const emergencyAddress = {
  ready: 'Wi-Fi calling ready',
  notReady: 'Wi-Fi calling not ready: add an emergency address',
  add: 'Add emergency address',
  edit: 'Change emergency address',
  title: 'Emergency address for Wi-Fi calling',
  intro:
    'When you call 911 over Wi-Fi, this is where responders are sent. Use the US address where you use this line.',
  addressOneLabel: 'Address line 1',
  addressTwoLabel: 'Address line 2 (optional)',
  companyNameLabel: 'Company name (optional)',
  cityLabel: 'City',
  stateLabel: 'State',
  zipLabel: 'ZIP code',
  disclosureTitle: '911 over Wi-Fi calling',
  disclosure:
    'A 911 call over Wi-Fi may not reach the right emergency center, or may fail, if this address is wrong, if you move without updating it, or during a power or internet outage. Responders are sent to the address you give here; tell them where you are. Keep this address current for each line.',
  acknowledge: 'I have read and understand how 911 works over Wi-Fi calling',
  acknowledgeRequired: 'Please confirm you have read the 911 notice.',
  disclosureChanged: 'The 911 notice changed. Read it again and confirm.',
  save: 'Save address',
  saved: 'Emergency address saved. Wi-Fi calling is ready on this line.',
  notAllowed: 'An emergency address cannot be set on a line that has ended.',
} as const;
