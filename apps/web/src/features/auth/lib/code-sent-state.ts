import type { ReturnState } from './return-state';

/** History state of /otp-login: where to go afterwards and when the last code was sent. */
export type CodeSentState = ReturnState & { codeSentAt?: number };

export function readCodeSentAt(state: unknown): number | undefined {
  const sentAt = (state as { codeSentAt?: unknown } | null | undefined)?.codeSentAt;
  return typeof sentAt === 'number' && Number.isFinite(sentAt) ? sentAt : undefined;
}
