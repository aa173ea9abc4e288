/**
 * Lines: the customer's numbers, SIMs and devices, port-in of numbers from other carriers, and
 * the carrier that opens lines and answers ports. The built-in simulated carrier stands in for
 * a carrier's API; the shop opens lines through `carrier`. A port's steps run on the job queue.
 * Number Lock (Settings) keeps a number from being ported out or moved to a new SIM.
 */
import type { FastifyInstance } from 'fastify';
import type { Database } from '../../db/client';
import type { Router } from '../../http/router';
import type { JobQueue } from '../../lib/jobs';
import type { Log } from '../../lib/log';
import type { MailSender } from '../../lib/mail';
import type { RateLimiter } from '../../lib/rate-limiter';
import type { Customer } from '../accounts/accounts-types';
import { createPortOutDesk } from './carrier/port-out';
import { createSimulatedCarrier } from './carrier/simulated-carrier';
import { createDeviceRepository } from './repositories/device-repository';
import { createLineRepository } from './repositories/line-repository';
import { createNumberLockRepository } from './repositories/number-lock-repository';
import { createPortRepository } from './repositories/port-repository';
import { registerDevPortOutRoutes } from './routes/dev-port-out-routes';
import { registerLineRoutes } from './routes/line-routes';
import { registerNumberLockRoutes } from './routes/number-lock-routes';
import { createDeviceService } from './services/device-service';
import { createLineService } from './services/line-service';
import { createNumberLockService, type VerificationCodesPort } from './services/number-lock-service';
import { createPortInService } from './services/port-in-service';
import { createPortLifecycle } from './services/port-lifecycle';

export type { PortOutRequest, PortOutResult } from './carrier/port-out';

export type LinesDeps = {
  database: Database;
  /** SM-DP+ server named in eSIM activation codes. */
  smdpAddress: string;
  mail: MailSender;
  limiter: RateLimiter;
  jobs: JobQueue;
  log: Log;
  brandName: string;
  publicUrl: string;
  /** Seconds between two steps of a port (PORT_IN_STEP_SECONDS). */
  portInStepSeconds: number;
  /** Number Lock: the accounts module's emailed codes. */
  verificationCodes: VerificationCodesPort;
  /** In production the development port-out route answers 404. */
  isProduction: boolean;
};

export function createLinesModule(deps: LinesDeps) {
  const db = deps.database.db;
  const carrier = createSimulatedCarrier(db, { smdpAddress: deps.smdpAddress });
  const lineRepository = createLineRepository(db);
  const portRepository = createPortRepository(db);
  const devices = createDeviceService(createDeviceRepository(db));
  const mailContext = { brandName: deps.brandName, publicUrl: deps.publicUrl };
  const lifecycle = createPortLifecycle({
    jobs: deps.jobs,
    ports: portRepository,
    lines: lineRepository,
    carrier,
    mail: deps.mail,
    mailContext,
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
  const numberLock = {
    codes: deps.verificationCodes,
    mail: deps.mail,
    log: deps.log,
    brandName: deps.brandName,
    publicUrl: deps.publicUrl,
    isProduction: deps.isProduction,
  };
  const locks = createNumberLockRepository(db);
  const numberLocks = createNumberLockService({ locks, mailContext, ...numberLock });
  const portOut = createPortOutDesk({ db, locks, mailContext, ...numberLock });
  return {
    name: 'lines',
    description: "The customer's lines: numbers, SIMs, eSIM activation, devices, port-in and Number Lock",
    /** Opens lines, and tells whether a number is already ours or on its way to us. */
    carrier: {
      provisionLine: carrier.provisionLine,
      isNumberActive: carrier.isNumberActive,
      isNumberMoving: (mdn: string) => portRepository.isNumberMoving(mdn),
    },
    /** A customer's lines, as the support inbox shows them (read-only). */
    linesOf: async (userId: string) =>
      (await services.lines.listLines({ id: userId })).lines.map(({ id, nickname, mdn, simType }) => ({
        id,
        nickname,
        mdn,
        simType,
      })),
    /** Another carrier asks for one of our numbers: refused (and the owner mailed) while it is locked. */
    requestPortOut: portOut.requestPortOut,
    /** A 409 while the line's Number Lock is on (for moving it to a new SIM); 404 for another's line. */
    assertNumberUnlocked: numberLocks.assertUnlocked,
    registerRoutes: (router: Router<Customer>) => {
      registerLineRoutes(router, services);
      registerNumberLockRoutes(router, numberLocks);
    },
    register: (app: FastifyInstance) =>
      registerDevPortOutRoutes(app, portOut, { isProduction: deps.isProduction }),
  };
}

export type LinesModule = ReturnType<typeof createLinesModule>;
