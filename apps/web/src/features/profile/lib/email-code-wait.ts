import { RESEND_WAIT_SECONDS } from '@mvno/contracts/constants';

/**
 * When a code for an email change was last sent, per new address, for as long as the page lives:
 * asking again for the same address (Cancel, then Send code, or the dialog closed and opened
 * again) waits RESEND_WAIT_SECONDS after it like the resend control does (SPEC §4, §9), and the
 * server refuses it too.
 */
const sentAt = new Map<string, number>();

const key = (email: string) => email.trim().toLowerCase();

export function rememberCodeSent(email: string, at = Date.now()): void {
  sentAt.set(key(email), at);
}

/** When the code still inside its wait was sent to `email`, else undefined. */
export function codeWaitingSince(email: string, now = Date.now()): number | undefined {
  const at = sentAt.get(key(email));
  return at !== undefined && now < at + RESEND_WAIT_SECONDS * 1000 ? at : undefined;
}
