/** A line's usage in its plan period against its plan's allowances (decision 019). */
export const usage = {
  title: 'Usage this period',
  dataLabel: 'Data',
  talkLabel: 'Talk',
  textsLabel: 'Texts',
  /** A bar's text: "3.2 GB of 5 GB". */
  ofAllowance: (used: string, allowance: string) => `${used} of ${allowance}`,
  /** An unlimited allowance: no bar, the amount used. */
  unlimitedUsed: (used: string) => `Unlimited · ${used} used`,
  resetsOn: (date: string) => `Resets on ${date}`,
  dataAt80: 'You have used 80% of your data.',
  dataAt100: 'You have used all of your data for this period.',
  getMore: 'Need more? Change your plan or renew it here on your dashboard.',
  loading: 'Loading usage',
  notLoaded: 'Your usage could not be loaded.',
  retry: 'Retry',
  /** A line without a plan, or not in service: the carrier meters nothing for it. */
  notMetered: 'This line is not in service, so there is no usage to show.',
} as const;
