/**
 * Lines: the customer's numbers, SIMs and devices, port-in of numbers from other carriers, and
 * the carrier that opens lines and answers ports. The built-in simulated carrier stands in for
 * a carrier's API; the shop opens lines through `carrier`. A port's steps run on the job queue.
 */
import type { Database } from '../../db/client';
import type { Router } from '../../http/router';
import type { JobQueue } from '../../lib/jobs';
import type { MailSender } from '../../lib/mail';
import type { RateLimiter } from '../../lib/rate-limiter';
import type { Customer } from '../accounts/accounts-types';
import { createSimulatedCarrier } from './carrier/simulated-carrier';
import { createDeviceRepository } from './repositories/device-repository';
import { createLineRepository } from './repositories/line-repository';
import { createPortRepository } from './repositories/port-repository';
import { registerLineRoutes } from './routes/line-routes';
import { createDeviceService } from './services/device-service';
import { createLineService } from './services/line-service';
import { createPortInService } from './services/port-in-service';
import { createPortLifecycle } from './services/port-lifecycle';

export type LinesDeps = {
  database: Database;
  /** SM-DP+ server named in eSIM activation codes. */
  smdpAddress: string;
  mail: MailSender;
  limiter: RateLimiter;
  jobs: JobQueue;
  brandName: string;
  publicUrl: string;
  /** Seconds between two steps of a port (PORT_IN_STEP_SECONDS). */
  portInStepSeconds: number;
};

export function createLinesModule(deps: LinesDeps) {
  const db = deps.database.db;
  const carrier = createSimulatedCarrier(db, { smdpAddress: deps.smdpAddress });
  const lineRepository = createLineRepository(db);
  const portRepository = createPortRepository(db);
  const devices = createDeviceService(createDeviceRepository(db));
  const lifecycle = createPortLifecycle({
    jobs: deps.jobs,
    ports: portRepository,
    lines: lineRepository,
    carrier,
    mail: deps.mail,
    mailContext: { brandName: deps.brandName, publicUrl: deps.publicUrl },
    stepSeconds: deps.portInStepSeconds,
  });
  const services = {
    lines: createLineService({ lines: lineRepository, ports: portRepository, devices }),
    portIn: createPortInService({
      lines: lineRepository,
      ports: portRepository,
      carrier,
      limiter: deps.limiter,
      lifecycle,
    }),
    devices,
  };
  return {
    name: 'lines',
    description: "The customer's lines: numbers, SIMs, eSIM activation, devices and port-in",
    /** Opens lines, and tells whether a number is already ours or on its way to us. */
    carrier: {
      provisionLine: carrier.provisionLine,
      isNumberActive: carrier.isNumberActive,
      isNumberMoving: (mdn: string) => portRepository.isNumberMoving(mdn),
    },
    registerRoutes: (router: Router<Customer>) => registerLineRoutes(router, services),
  };
}

export type LinesModule = ReturnType<typeof createLinesModule>;
