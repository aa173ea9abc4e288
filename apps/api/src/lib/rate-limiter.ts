import { createHash } from 'node:crypto';
import { MESSAGES } from '@mvno/contracts/messages';
import { AppError } from '../errors';

/** A fixed-window limit: at most `max` hits per `windowMs` for one subject (an IP, an email, ...). */
export type LimitRule = { max: number; windowMs: number };

/**
 * Where the counters live: the rate_limit_buckets table (db/schema/platform.ts), or Redis with
 * that table standing in while it is away (modules/platform/rate-limits/redis-rate-limit-store.ts).
 */
export type RateLimitStore = {
  /** Counts one hit in the key's current window; the count and when the window started. */
  hit: (key: string, now: Date, windowMs: number) => Promise<{ hits: number; windowStartedAt: Date }>;
  clear: (key: string) => Promise<void>;
  /** Takes one hit back from the key's current window (never below zero); nothing once the window passed. */
  takeBack: (key: string, now: Date, windowMs: number) => Promise<void>;
  deleteStartedBefore: (before: Date) => Promise<void>;
};

/** Counts attempts per rule and subject, in a store every API process shares. */
export type RateLimiter = {
  /** Counts one attempt; throws 429 when the subject is over the rule's limit. */
  consume: (name: string, rule: LimitRule, subject: string) => Promise<void>;
  /**
   * Counts one attempt and answers the count in the current window, never refusing: for
   * slowing a subject down instead of shutting it out.
   */
  count: (name: string, rule: LimitRule, subject: string) => Promise<number>;
  /** Forgets the subject's attempts (after a success). */
  clear: (name: string, subject: string) => Promise<void>;
  /**
   * Gives one counted attempt back: counted before the check (so parallel tries cannot slip past
   * the bound), it is returned when the check shows it was no guess (a right password).
   */
  giveBack: (name: string, rule: LimitRule, subject: string) => Promise<void>;
};

const CLEANUP_AFTER_MS = 24 * 60 * 60 * 1000;
const CLEANUP_EVERY = 200;

/** Subjects are emails and IP addresses: only a hash of them is stored. */
function bucketKey(name: string, subject: string): string {
  return createHash('sha256').update(`${name}\u0000${subject.toLowerCase()}`).digest('base64url');
}

export function createRateLimiter(repository: RateLimitStore): RateLimiter {
  let calls = 0;
  async function hit(name: string, rule: LimitRule, subject: string, now: Date) {
    calls += 1;
    // Old windows are dead weight; drop them now and then rather than with a timer.
    if (calls % CLEANUP_EVERY === 0)
      await repository.deleteStartedBefore(new Date(now.getTime() - CLEANUP_AFTER_MS));
    return repository.hit(bucketKey(name, subject), now, rule.windowMs);
  }
  return {
    async consume(name, rule, subject) {
      const now = new Date();
      const { hits, windowStartedAt } = await hit(name, rule, subject, now);
      if (hits > rule.max) {
        const windowEndsMs = windowStartedAt.getTime() + rule.windowMs - now.getTime();
        throw new AppError('TOO_MANY_REQUESTS', MESSAGES.api.tooManyRequests, {
          internal: `rate limit ${name}`,
          retryAfterSeconds: Math.max(1, Math.ceil(windowEndsMs / 1000)),
        });
      }
    },
    async count(name, rule, subject) {
      return (await hit(name, rule, subject, new Date())).hits;
    },
    async clear(name, subject) {
      await repository.clear(bucketKey(name, subject));
    },
    async giveBack(name, rule, subject) {
      await repository.takeBack(bucketKey(name, subject), new Date(), rule.windowMs);
    },
  };
}
