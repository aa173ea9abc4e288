import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { MESSAGES } from '@mvno/contracts/messages';
import type { AdjustableClock, Clock } from '../../../lib/clock';

/** The path where, outside production, a demo or a test moves the server's clock forward. */
export const DEV_CLOCK_PATH = '/dev/clock';

const zBody = z.object({
  advanceSeconds: z
    .number()
    .int()
    .min(0)
    .max(400 * 24 * 3600)
    .default(0),
});

const isAdjustable = (clock: Clock): clock is AdjustableClock => 'advance' in clock;

/**
 * Outside production: `POST /dev/clock {advanceSeconds}` moves this process's clock forward (plan
 * periods, renewals, usage), then runs the sweeps at once (reminders, renewals due, plans ended,
 * data mails) and answers the clock's time. In production, or with the system clock, it answers 404.
 */
export async function registerDevClockRoutes(
  app: FastifyInstance,
  { clock, sweep, isProduction }: { clock: Clock; sweep: () => Promise<void>; isProduction: boolean },
): Promise<void> {
  app.post(DEV_CLOCK_PATH, async (request, reply) => {
    if (isProduction || !isAdjustable(clock)) {
      return reply.status(404).send({ message: MESSAGES.api.notFound });
    }
    const body = zBody.safeParse(request.body ?? {});
    if (!body.success) return reply.status(400).send({ message: MESSAGES.api.validation });
    clock.advance(body.data.advanceSeconds * 1000);
    await sweep();
    reply.header('cache-control', 'no-store');
    return { now: clock.now().toISOString() };
  });
}
