import type { Log } from '../../../lib/log';
import type { RateLimitStore } from '../../../lib/rate-limiter';
import { within, type RedisConnection } from '../redis/redis-connection';

/** How long a count may wait for Redis before PostgreSQL counts it instead. */
const COUNT_WAIT_MS = 300;

/**
 * One hit in a fixed window: the first hit starts the window (the key's expiry), later ones add
 * to it. Answers the count and the milliseconds left of the window.
 */
const HIT_SCRIPT = `
local hits = redis.call('INCR', KEYS[1])
local left = redis.call('PTTL', KEYS[1])
if hits == 1 or left < 0 then
  redis.call('PEXPIRE', KEYS[1], ARGV[1])
  left = tonumber(ARGV[1])
end
return { hits, left }`;

/** One hit back from a window that still runs (never below zero). */
const TAKE_BACK_SCRIPT = `
if redis.call('PTTL', KEYS[1]) > 0 and tonumber(redis.call('GET', KEYS[1]) or '0') > 0 then
  redis.call('DECR', KEYS[1])
end
return 0`;

/**
 * Rate-limit counters in Redis (REDIS_URL): shared by every process without a database write per
 * request. While Redis is away the PostgreSQL table counts instead, so limits still hold (a
 * subject's count starts again in the other store when it changes over).
 */
export function createRedisRateLimitStore(
  redis: RedisConnection,
  fallback: RateLimitStore,
  log: Log,
): RateLimitStore {
  const redisKey = (key: string) => `mvno:rate:${key}`;
  let warned = false;
  function fellBack(error: unknown) {
    if (!warned) log.warn({ err: error }, 'rate limits: Redis failed, counting in PostgreSQL');
    warned = true;
  }
  return {
    async hit(key, now, windowMs) {
      const client = redis.commands();
      if (client) {
        try {
          const reply = await within(
            COUNT_WAIT_MS,
            client.eval(HIT_SCRIPT, { keys: [redisKey(key)], arguments: [String(windowMs)] }),
          );
          const [hits, left] = reply as [number, number];
          warned = false;
          return { hits, windowStartedAt: new Date(now.getTime() - (windowMs - left)) };
        } catch (error) {
          fellBack(error);
        }
      }
      return fallback.hit(key, now, windowMs);
    },
    async clear(key) {
      const client = redis.commands();
      if (client) await within(COUNT_WAIT_MS, client.del(redisKey(key))).catch(fellBack);
      await fallback.clear(key);
    },
    async takeBack(key, now, windowMs) {
      const client = redis.commands();
      if (client) {
        try {
          await within(COUNT_WAIT_MS, client.eval(TAKE_BACK_SCRIPT, { keys: [redisKey(key)] }));
          return;
        } catch (error) {
          fellBack(error);
        }
      }
      await fallback.takeBack(key, now, windowMs);
    },
    // Redis forgets its windows by itself (they expire); old PostgreSQL ones are dropped.
    deleteStartedBefore: (before) => fallback.deleteStartedBefore(before),
  };
}
