import { CHAT_MESSAGE_MAX_LENGTH } from '../product-constants/support';

export const support = {
  contactThanks: 'Thanks for your message! We will reply by email within one business day.',
  /** A chat message longer than CHAT_MESSAGE_MAX_LENGTH. */
  chatTooLong: `Messages can be at most ${CHAT_MESSAGE_MAX_LENGTH.toLocaleString('en-US')} characters`,
  /** A chat message with control characters (anything but text, new lines and tabs). */
  chatTextOnly: 'Messages can contain text only',
  conversationNotFound: 'Conversation not found',
  /** Another agent took the conversation first. */
  takenByOther: 'Another agent has already taken this conversation',
  conversationClosed: 'This conversation is closed',
  agentsOnly: 'This is for support agents only',
  agentSignInExpired: 'This sign-in has expired. Please enter your password again.',
  transcriptSent: 'The conversation was closed and the transcript mailed to the customer.',
  closed: 'The conversation was closed.',
} as const;
