export const sessions = {
  sessionEnded: 'That device was signed out.',
  otherSessionsEnded: (count: number) =>
    count === 0
      ? 'No other devices were signed in.'
      : `${count} other device${count === 1 ? ' was' : 's were'} signed out.`,
  sessionNotFound: 'Session not found',
} as const;
