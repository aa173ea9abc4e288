/** The console's sign-in at /care (docs/decisions/045, 050). */
export const signIn = {
  /**
   * Too many wrong passwords for this address in the hour: the password is checked again only
   * after a code mailed to the address proved the mailbox.
   */
  passwordSignInPaused:
    'Too many wrong passwords were tried for this email. To protect the account, sign in with a code we email you (Email me a code), then your password.',
  emailMeCode: 'Email me a code',
  codeFirstHeading: 'Sign in with an emailed code',
  codeFirstLead: 'We email a sign-in code to your staff address. Enter it with your password.',
  codeField: 'Sign-in code',
  /** A wrong code, a wrong password or both: one answer, each try spends one of the code's tries. */
  codeOrPasswordWrong: 'The code or the password is not right. Check both, or ask for a new code.',
} as const;
