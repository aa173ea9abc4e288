/**
 * Lines: the customer's numbers and SIMs, and the carrier that opens them. The built-in
 * simulated carrier stands in for a carrier's API; the shop opens lines through `carrier`.
 */
import type { Database } from '../../db/client';
import type { Router } from '../../http/router';
import type { Customer } from '../accounts/accounts-types';
import { createSimulatedCarrier } from './carrier/simulated-carrier';
import { createLineRepository } from './repositories/line-repository';
import { registerLineRoutes } from './routes/line-routes';
import { createLineService, toLine } from './services/line-service';

export type LinesDeps = {
  database: Database;
  /** SM-DP+ server named in eSIM activation codes. */
  smdpAddress: string;
};

export function createLinesModule({ database, smdpAddress }: LinesDeps) {
  const repository = createLineRepository(database.db);
  const lines = createLineService(repository);
  return {
    name: 'lines',
    description: "The customer's lines: numbers, SIMs and eSIM activation codes",
    /** Opens lines and tells whether a number is already ours. */
    carrier: createSimulatedCarrier(database.db, { smdpAddress }),
    /** A customer's lines, as the support inbox shows them (read-only). */
    linesOf: async (userId: string) =>
      (await repository.linesOf(userId)).map(toLine).map(({ id, nickname, mdn, simType }) => ({
        id,
        nickname,
        mdn,
        simType,
      })),
    registerRoutes: (router: Router<Customer>) => registerLineRoutes(router, lines),
  };
}

export type LinesModule = ReturnType<typeof createLinesModule>;
