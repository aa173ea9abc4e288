import { EMAIL_OF_RECORD_GRACE_DAYS } from '@mvno/contracts/product-constants/lines';

/** A customer's email and, after a confirmed change, the previous one and when it changed. */
export type EmailOfRecord = {
  email: string;
  previousEmail?: string | null;
  emailChangedAt?: Date | string | null;
};

const GRACE_MS = EMAIL_OF_RECORD_GRACE_DAYS * 24 * 60 * 60 * 1000;

/** The previous address while the last email change is younger than the grace period, else undefined. */
export function recentPreviousEmail(user: EmailOfRecord, now = new Date()): string | undefined {
  if (!user.previousEmail || !user.emailChangedAt) return undefined;
  const changedAt = new Date(user.emailChangedAt).getTime();
  return now.getTime() - changedAt < GRACE_MS ? user.previousEmail : undefined;
}

/**
 * The address of record: the one before a recent email change (within EMAIL_OF_RECORD_GRACE_DAYS),
 * else the current one. Codes and notices that guard a number go there, so whoever changed the
 * email with a stolen password cannot take Number Lock off.
 */
export function addressOfRecord(user: EmailOfRecord, now = new Date()): string {
  return recentPreviousEmail(user, now) ?? user.email;
}

/** Where a security notice goes: the current address, and the previous one during the grace period. */
export function noticeAddresses(user: EmailOfRecord, now = new Date()): string[] {
  const previous = recentPreviousEmail(user, now);
  return previous && previous.toLowerCase() !== user.email.toLowerCase()
    ? [previous, user.email]
    : [user.email];
}
