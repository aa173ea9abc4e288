/** What a session opened by a support sign-in link hears where it may not go (decision 043). */
export const assisted = {
  /** A change no contract allows a support session (refused by default). */
  changeRefused:
    'This change is not available in a support session. The customer must sign in themselves to make it.',
} as const;
