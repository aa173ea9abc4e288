/**
 * Lines: the customer's numbers and SIMs, and the carrier that opens them. The built-in
 * simulated carrier stands in for a carrier's API; the shop opens lines through `carrier`.
 * Number Lock (Settings) keeps a number from being ported out or moved to a new SIM.
 */
import type { FastifyInstance } from 'fastify';
import type { Database } from '../../db/client';
import type { Router } from '../../http/router';
import type { Log } from '../../lib/log';
import type { MailSender } from '../../lib/mail';
import type { Customer } from '../accounts/accounts-types';
import { createPortOutDesk } from './carrier/port-out';
import { createSimulatedCarrier } from './carrier/simulated-carrier';
import { createLineRepository } from './repositories/line-repository';
import { createNumberLockRepository } from './repositories/number-lock-repository';
import { registerDevPortOutRoutes } from './routes/dev-port-out-routes';
import { registerLineRoutes } from './routes/line-routes';
import { registerNumberLockRoutes } from './routes/number-lock-routes';
import { createLineService } from './services/line-service';
import { createNumberLockService, type VerificationCodesPort } from './services/number-lock-service';

export type { PortOutRequest, PortOutResult } from './carrier/port-out';

export type LinesDeps = {
  database: Database;
  /** SM-DP+ server named in eSIM activation codes. */
  smdpAddress: string;
  /** Number Lock: the accounts module's emailed codes, mail for the customer's notices. */
  numberLock: {
    codes: VerificationCodesPort;
    mail: MailSender;
    log: Log;
    brandName: string;
    publicUrl: string;
    /** In production the development port-out route answers 404. */
    isProduction: boolean;
  };
};

export function createLinesModule({ database, smdpAddress, numberLock }: LinesDeps) {
  const lines = createLineService(createLineRepository(database.db));
  const locks = createNumberLockRepository(database.db);
  const mailContext = { brandName: numberLock.brandName, publicUrl: numberLock.publicUrl };
  const numberLocks = createNumberLockService({ locks, mailContext, ...numberLock });
  const portOut = createPortOutDesk({ db: database.db, locks, mailContext, ...numberLock });
  return {
    name: 'lines',
    description: "The customer's lines: numbers, SIMs and eSIM activation codes, and Number Lock",
    /** Opens lines and tells whether a number is already ours. */
    carrier: createSimulatedCarrier(database.db, { smdpAddress }),
    /** Another carrier asks for one of our numbers: refused (and the owner mailed) while it is locked. */
    requestPortOut: portOut.requestPortOut,
    /** A 409 while the line's Number Lock is on (for moving it to a new SIM); 404 for another's line. */
    assertNumberUnlocked: numberLocks.assertUnlocked,
    registerRoutes: (router: Router<Customer>) => {
      registerLineRoutes(router, lines);
      registerNumberLockRoutes(router, numberLocks);
    },
    register: (app: FastifyInstance) =>
      registerDevPortOutRoutes(app, portOut, { isProduction: numberLock.isProduction }),
  };
}

export type LinesModule = ReturnType<typeof createLinesModule>;
