import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { MESSAGES } from '@mvno/contracts/messages';
import type { PortOutRequest, PortOutResult, PortOutService } from './port-out-service';

/** The path where, outside production, a demo or a browser test plays another carrier asking for a number. */
export const DEV_PORT_OUT_PATH = '/dev/carrier/port-out';

const zBody = z.object({
  mdn: z.string().regex(/^\d{10}$/),
  accountNumber: z.string().max(40).optional(),
  pin: z.string().max(20).optional(),
  requestedBy: z.string().max(80).optional(),
});

/**
 * Outside production: `POST /dev/carrier/port-out {mdn, accountNumber, pin, requestedBy?}` sends an
 * outside port-out request to the simulated carrier and answers its decision (`{accepted, reason}`,
 * decision 025); with CARRIER_URL set, the request is played at the carrier and our answer goes
 * through the outbox (decision 101), the line ending when the carrier completes it. In production it
 * answers 404.
 */
export async function registerDevPortOutRoutes(
  app: FastifyInstance,
  desk: PortOutService,
  {
    isProduction,
    viaCarrier,
  }: {
    isProduction: boolean;
    /** With CARRIER_URL set: the request is played at the carrier and answered through the outbox (decision 101). */
    viaCarrier?: ((request: PortOutRequest) => Promise<PortOutResult>) | null;
  },
): Promise<void> {
  app.post(DEV_PORT_OUT_PATH, async (request, reply) => {
    if (isProduction) return reply.status(404).send({ message: MESSAGES.api.notFound });
    const body = zBody.safeParse(request.body);
    if (!body.success) return reply.status(400).send({ message: MESSAGES.api.validation });
    reply.header('cache-control', 'no-store');
    return viaCarrier ? viaCarrier(body.data) : desk.requestPortOut(body.data);
  });
}
