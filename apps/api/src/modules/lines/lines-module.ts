/**
 * Lines: the customer's numbers, SIMs and devices, port-in of numbers from other carriers, and
 * the carrier that opens lines and answers ports. The built-in simulated carrier stands in for
 * a carrier's API; the shop opens lines through `carrier`. A port's steps run on the job queue.
 * Number Lock (Settings) keeps a number from being ported out or moved to a new SIM.
 *
 * Sliced by sub-domain (decision 021), each slice holding its routes, services, repositories and
 * mails side by side: `lines/` (line, device, port-in, the port's lifecycle and sweep),
 * `port-out/` (transfer PINs, outside port-out requests, their log and the development port-out),
 * `sim-change/` (SIM and eSIM changes behind a step-up),
 * `plan-periods/` (renewal, plan change, the development clock), `usage/`, `number-lock/` and
 * `carrier/` (the carrier's adapters). `line-slices.ts` builds and registers them; this file makes
 * the module's face.
 */
import type { FastifyInstance } from 'fastify';
import type { Router } from '../../http/router';
import type { Customer } from '../accounts/accounts-types';
import type { ChurnReason } from '@mvno/contracts/product-constants/churn';
import { createLineSlices, type LinesDeps } from './line-slices';
import { registerCarrierWebhookRoutes } from './carrier/carrier-webhook-routes';
import { withLineAccess } from './line-access';
import { recordLineEnding, withdrawLineEnding } from './line-endings';
import { registerDevClockRoutes } from './plan-periods/dev-clock-routes';
import { registerDevPortOutRoutes } from './port-out/dev-port-out-routes';
import { playCarrierPortOut } from './port-out/port-out-carrier';
import { createWorkQueueRepository } from './work-queues/work-queue-repository';
import { createWorkQueueService } from './work-queues/work-queue-service';
import { createCarrierDriftRepository } from './work-queues/carrier-drift-repository';
import { createCarrierDriftService } from './work-queues/carrier-drift-service';
import { registerDevUsageRoutes } from './usage/usage-routes';

export type { PortOutRequest, PortOutResult } from './port-out/port-out-service';
export type { RenewalPrice, RenewalPricing } from './plan-periods/renewal-service';

export type { LinesDeps };

export function createLinesModule(deps: LinesDeps) {
  const db = deps.database.db;
  const slices = createLineSlices(deps);
  return {
    name: 'lines',
    description: "The customer's lines: numbers, SIMs, eSIM activation, devices, port-in and Number Lock",
    /** Each slice's part of the export and erasure (decision 051), as the slices register them. */
    privacy: slices.registrations.flatMap(({ privacy }) => (privacy ? [privacy] : [])),
    /** Opens lines, and tells whether a number is already ours or on its way to us. */
    carrier: {
      provisionLine: slices.carrier.provisionLine,
      isNumberActive: slices.carrier.isNumberActive,
      checkPortEligibility: slices.carrier.checkPortEligibility,
      isNumberMoving: (mdn: string) => slices.portRepository.isNumberMoving(mdn),
      // Through the carrier's HTTP API (decision 073) a line's activation is a stored command.
      ...(slices.carrierOutbox
        ? {
            outbox: {
              commandStored: slices.carrierOutbox.kick,
              onLineActivated: slices.carrierOutbox.onLineActivated,
            },
          }
        : {}),
    },
    /**
     * Whether the customer's line waits for a brought number that can never move (its carrier
     * refuses it): its order may then be cancelled and refunded (decision 023).
     */
    waitsForUnmovableNumber: async (userId: string, lineId: string) =>
      (await slices.portIn.stuckPortOf(userId, lineId)) !== undefined,
    /** A customer's lines, as the support inbox shows them (read-only). */
    linesOf: async (userId: string) =>
      (await slices.services.lines.listLines({ id: userId })).lines.map(({ id, nickname, mdn, simType }) => ({
        id,
        nickname,
        mdn,
        simType,
      })),
    /**
     * Another carrier asks for one of our numbers: it must present the account number and transfer
     * PIN; refused while locked; every request is recorded and mailed (decision 025).
     */
    requestPortOut: slices.portOut.requestPortOut,
    /**
     * The customer's account is being deleted (decision 032): every line ends now through the
     * cancellation (no refund, no mail of its own) and the carrier forgets each number's emergency
     * address. Answers how many lines were in service.
     */
    async endLinesForDeletion(customerId: string): Promise<number> {
      const { cancelled, mdns } = await slices.cancellation.endAllForDeletion(customerId);
      for (const mdn of mdns) await slices.carrier.registerEmergencyAddress(mdn, null);
      return cancelled;
    },
    /**
     * Care actions on a customer's line (decision 031): the customer's own services, under the
     * same rules (Number Lock refuses a new SIM and a port onto the line; nothing here unlocks).
     * The care console mails the customer, except the SIM change's notice, sent here.
     */
    careActions: {
      /** Support's new eSIM (decision 076): the notice says support made it and carries the QR code. */
      reissueEsim: (customer: Customer, lineId: string, idempotencyKey: string, converted: boolean) =>
        slices.simChanges.changeSim(
          customer,
          lineId,
          { simType: 'esim', idempotencyKey },
          { support: true, converted },
        ),
      resubmitPortIn: slices.portIn.resubmitCorrected,
      newestPortsOf: slices.portIn.newestPortsOf,
      /** Recorded as an ending of cause `care` with the churn reason staff chose (decision 068). */
      async suspend(customer: Customer, lineId: string, reason?: ChurnReason) {
        const done = await slices.lostPhone.suspend(customer, lineId, { notify: false });
        const at = deps.renewals.clock.now();
        if (done.changed)
          await recordLineEnding(db, { lineId, userId: customer.id, cause: 'care', reasonCode: reason, at });
        return done;
      },
      async restore(customer: Customer, lineId: string) {
        const done = await slices.lostPhone.resume(customer, lineId, { notify: false });
        await withdrawLineEnding(db, lineId, deps.renewals.clock.now(), 'care');
        return done;
      },
      extendGrace: slices.grace.extend,
      /** Each line's plan, renewal, port, Number Lock, E911 address and usage, by line id (decision 082). */
      lineFacts: slices.careLineFacts,
    },
    /** The care console's work queues of ports and renewals (decision 031) and carrier drift (decision 086). */
    workQueues: {
      ...createWorkQueueService({
        queues: createWorkQueueRepository(db),
        clock: deps.renewals.clock,
        retryDays: deps.renewals.settings.retryDays,
      }),
      ...createCarrierDriftService({
        drift: createCarrierDriftRepository(db),
        clock: deps.renewals.clock,
        kick: slices.carrierOutbox?.kick ?? null,
      }),
    },
    /** A 409 while the line's Number Lock is on (for moving it to a new SIM); 404 for another's line. */
    assertNumberUnlocked: slices.numberLocks.assertUnlocked,
    registerRoutes: (router: Router<Customer>) => {
      // Every line route asks the line-access rule (decision 072) whom it serves.
      const guarded = withLineAccess(router, slices.family.access);
      for (const { routes, ownAccess } of slices.registrations) routes?.(ownAccess ? router : guarded);
    },
    /** Queues the next step of ports whose step was lost (the sweep also runs at start-up and periodically). */
    sweepLostPorts: () => slices.sweep.sweep(),
    /** A line's carrier commands and events (empty with the built-in carrier), for care. */
    carrierHistoryOf: async (lineId: string) =>
      slices.carrierOutbox ? slices.carrierOutbox.historyOf(lineId) : { commands: [], events: [] },
    register: async (app: FastifyInstance) => {
      const outbox = slices.carrierOutbox;
      if (outbox && deps.carrierApi) {
        const texts = deps.textReports;
        await registerCarrierWebhookRoutes(app, {
          secret: deps.carrierApi.webhookSecret,
          outbox: {
            applyEvent: (event, via) =>
              texts?.claims(event) ? texts.apply(event, via) : outbox.applyEvent(event, via),
          },
        });
        app.addHook('onReady', async () => {
          await outbox.start().catch((error: unknown) => {
            deps.log.error({ err: error }, 'carrier outbox run could not be queued');
          });
        });
      }
      const carrierOutbox = slices.carrierOutbox;
      await registerDevPortOutRoutes(app, slices.portOut, {
        isProduction: deps.isProduction,
        viaCarrier: carrierOutbox && ((request) => playCarrierPortOut(carrierOutbox, request)),
      });
      await registerDevClockRoutes(app, {
        clock: deps.renewals.clock,
        sweep: async () => {
          await slices.renewals.sweep();
          await slices.usage.sweep();
        },
        isProduction: deps.isProduction,
      });
      await registerDevUsageRoutes(app, {
        carrier: slices.simulatedUsage,
        usage: slices.usage,
        isProduction: deps.isProduction,
      });
      // A queue that cannot take the job now gets it at the next start-up.
      app.addHook('onReady', async () => {
        await slices.sweep.start().catch((error: unknown) => {
          deps.log.error({ err: error }, 'port-in sweep could not be queued');
        });
        // Renewals due while no process ran (or whose job was lost) are found at start-up, then periodically.
        await slices.renewals.start().catch((error: unknown) => {
          deps.log.error({ err: error }, 'renewal sweep could not be queued');
        });
        await slices.usage.start().catch((error: unknown) => {
          deps.log.error({ err: error }, 'usage sweep could not be queued');
        });
      });
    },
  };
}

export type LinesModule = ReturnType<typeof createLinesModule>;
