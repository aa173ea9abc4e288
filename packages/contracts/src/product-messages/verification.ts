/** Emailed verification codes (a new email address, turning Number Lock off). */
export const verification = {
  badCode: 'This code is incorrect or has expired. Check the code or ask for a new one.',
  resendTooSoon: (seconds: number) =>
    `Please wait ${seconds} second${seconds === 1 ? '' : 's'} before asking for a new code.`,
  /** Codes went to EMAIL_CHANGE_ADDRESSES_PER_HOUR different new addresses in the last hour. */
  tooManyAddresses: (count: number) =>
    `Codes were already sent to ${count} different addresses in the last hour. Please try again later.`,
} as const;
