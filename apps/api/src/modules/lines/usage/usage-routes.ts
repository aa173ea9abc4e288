import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { getLineUsage } from '@mvno/contracts/api/line-usage';
import { MESSAGES } from '@mvno/contracts/messages';
import { PRODUCT_MESSAGES } from '@mvno/contracts/product-messages';
import type { Router } from '../../../http/router';
import type { Customer } from '../../accounts/accounts-types';
import type { SimulatedUsage } from '../carrier/simulated-usage';
import type { UsageService } from './usage-service';

export function registerUsageRoutes(router: Router<Customer>, usage: UsageService): void {
  router.add(getLineUsage, ({ user, params }) => usage.usageOfOwnLine(user, params.id));
}

/** The path where, outside production, a demo or a test makes the simulated carrier count more usage. */
export const DEV_USAGE_PATH = '/dev/carrier/usage';

const zAmount = z.number().int().min(0).max(10_000_000).default(0);
const zBody = z
  .object({
    lineId: z.uuid().optional(),
    mdn: z
      .string()
      .regex(/^\d{10}$/)
      .optional(),
    dataMb: zAmount,
    talkMinutes: zAmount,
    texts: zAmount,
  })
  .refine((body) => Boolean(body.lineId ?? body.mdn));

/**
 * Outside production: `POST /dev/carrier/usage {lineId | mdn, dataMb, talkMinutes, texts}` adds
 * usage to the line's current plan period at the simulated carrier, on top of its curve, then
 * checks the line for the data mails at once (as `/dev/clock` runs the sweeps). In production
 * it answers 404.
 */
export async function registerDevUsageRoutes(
  app: FastifyInstance,
  deps: { carrier: SimulatedUsage; usage: UsageService; isProduction: boolean },
): Promise<void> {
  app.post(DEV_USAGE_PATH, async (request, reply) => {
    if (deps.isProduction) return reply.status(404).send({ message: MESSAGES.api.notFound });
    const body = zBody.safeParse(request.body ?? {});
    if (!body.success) return reply.status(400).send({ message: MESSAGES.api.validation });
    const { lineId: givenId, mdn, ...added } = body.data;
    const lineId = await deps.carrier.addUsage({ lineId: givenId, mdn }, added);
    if (!lineId) {
      return reply.status(404).send({ message: PRODUCT_MESSAGES.lines.lineNotFound });
    }
    await deps.usage.checkLine(lineId);
    reply.header('cache-control', 'no-store');
    return { lineId, added };
  });
}
