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
 * `carrier/` (the carrier's adapters). This file composes them.
 */
import type { FastifyInstance } from 'fastify';
import type { Database } from '../../db/client';
import type { Router } from '../../http/router';
import type { Clock } from '../../lib/clock';
import type { JobQueue } from '../../lib/jobs';
import type { Log } from '../../lib/log';
import type { MailSender } from '../../lib/mail';
import type { RateLimiter } from '../../lib/rate-limiter';
import { createFieldCipher } from '../../lib/field-cipher';
import { createSecretHasher, deriveKey } from '../../lib/secret-tokens';
import type { Customer } from '../accounts/accounts-types';
import { createSimulatedCarrier } from './carrier/simulated-carrier';
import { createSimulatedUsage } from './carrier/simulated-usage';
import { createDeviceRepository } from './lines/device-repository';
import { createDeviceService } from './lines/device-service';
import { createLineRepository } from './lines/line-repository';
import { registerLineRoutes } from './lines/line-routes';
import { createLineService } from './lines/line-service';
import { createPortInService } from './lines/port-in-service';
import { createPortLifecycle } from './lines/port-lifecycle-service';
import { createPortRepository } from './lines/port-repository';
import { createPortSweep } from './lines/port-sweep-service';
import { createNumberLockRepository } from './number-lock/number-lock-repository';
import { registerNumberLockRoutes } from './number-lock/number-lock-routes';
import { createNumberLockService, type VerificationCodesPort } from './number-lock/number-lock-service';
import { registerDevClockRoutes } from './plan-periods/dev-clock-routes';
import { registerDevPortOutRoutes } from './port-out/dev-port-out-routes';
import { createPortOutRepository } from './port-out/port-out-repository';
import { registerPortOutRoutes } from './port-out/port-out-routes';
import { createPortOutService } from './port-out/port-out-service';
import { createSimChangeRepository } from './sim-change/sim-change-repository';
import { registerSimChangeRoutes } from './sim-change/sim-change-routes';
import { createSimChangeService } from './sim-change/sim-change-service';
import { createPlanChangeRepository } from './plan-periods/plan-change-repository';
import { registerPlanChangeRoutes } from './plan-periods/plan-change-routes';
import { createPlanChangeService } from './plan-periods/plan-change-service';
import { createRenewalGraceRepository } from './plan-periods/renewal-grace-repository';
import { createRenewalGraceService } from './plan-periods/renewal-grace-service';
import { createRenewalRepository } from './plan-periods/renewal-repository';
import { registerRenewalRoutes } from './plan-periods/renewal-routes';
import {
  createRenewalService,
  type RenewalPayments,
  type RenewalPricing,
  type RenewalSettings,
} from './plan-periods/renewal-service';
import { createUsageRepository } from './usage/usage-repository';
import { createWorkQueueRepository } from './work-queues/work-queue-repository';
import { createWorkQueueService } from './work-queues/work-queue-service';
import { registerDevUsageRoutes, registerUsageRoutes } from './usage/usage-routes';
import { createUsageService } from './usage/usage-service';
import { createCancellationRepository } from './cancellation/cancellation-repository';
import { registerCancellationRoutes } from './cancellation/cancellation-routes';
import { createCancellationService } from './cancellation/cancellation-service';
import { createLostPhoneRepository } from './lost-phone/lost-phone-repository';
import { registerLostPhoneRoutes } from './lost-phone/lost-phone-routes';
import { createLostPhoneService } from './lost-phone/lost-phone-service';
import { createEmergencyAddressRepository } from './emergency-address/emergency-address-repository';
import { registerEmergencyAddressRoutes } from './emergency-address/emergency-address-routes';
import { createEmergencyAddressService } from './emergency-address/emergency-address-service';
import { createTopUpRepository } from './top-ups/top-up-repository';
import { registerTopUpRoutes } from './top-ups/top-up-routes';
import { createTopUpService } from './top-ups/top-up-service';

export type { PortOutRequest, PortOutResult } from './port-out/port-out-service';
export type { RenewalPrice, RenewalPricing } from './plan-periods/renewal-service';

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
  /** Pause between two runs of the sweep for ports whose next step was lost (ORDER_RECOVERY_INTERVAL_SECONDS). */
  recoveryIntervalSeconds: number;
  /** Number Lock: the accounts module's emailed codes. */
  verificationCodes: VerificationCodesPort;
  /** Key of the port-in PIN's encryption at rest and of the transfer PINs' keyed hash (DATA_ENCRYPTION_KEY). */
  dataEncryptionKey: string;
  /** In production the development port-out and clock routes answer 404. */
  isProduction: boolean;
  /** Plan periods and renewals (decision 017). */
  renewals: {
    /** The payments module's saved-card charge. */
    payments: RenewalPayments;
    /** The shop's price of a renewal. */
    price: RenewalPricing;
    /** The time plan periods are measured by (adjustable outside production). */
    clock: Clock;
    settings: Omit<RenewalSettings, 'sweepIntervalSeconds'>;
  };
};

export function createLinesModule(deps: LinesDeps) {
  const db = deps.database.db;
  const carrier = createSimulatedCarrier(db, { smdpAddress: deps.smdpAddress });
  const lineRepository = createLineRepository(db);
  const portRepository = createPortRepository(db, createFieldCipher(deps.dataEncryptionKey));
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
  const sweep = createPortSweep({
    jobs: deps.jobs,
    ports: portRepository,
    lifecycle,
    log: deps.log,
    stepSeconds: deps.portInStepSeconds,
    intervalSeconds: deps.recoveryIntervalSeconds,
  });
  // Plan changes (decision 018) charge through the renewals' payments port, at the renewals' prices.
  const planChanges = createPlanChangeService({
    changes: createPlanChangeRepository(db),
    renewals: createRenewalRepository(db),
    ...deps.renewals,
    mail: deps.mail,
    mailContext,
    log: deps.log,
    leaseSeconds: deps.renewals.settings.leaseSeconds,
  });
  const renewals = createRenewalService({
    renewals: createRenewalRepository(db),
    payments: deps.renewals.payments,
    price: deps.renewals.price,
    jobs: deps.jobs,
    mail: deps.mail,
    mailContext,
    clock: deps.renewals.clock,
    log: deps.log,
    settings: { ...deps.renewals.settings, sweepIntervalSeconds: deps.recoveryIntervalSeconds },
    finishStalledUpgrades: planChanges.finishStalled,
  });
  // Usage and the data mails (decision 019): the simulated carrier meters it, the sweep mails.
  const simulatedUsage = createSimulatedUsage(db);
  const usage = createUsageService({
    lines: createUsageRepository(db),
    meter: simulatedUsage.meter,
    jobs: deps.jobs,
    mail: deps.mail,
    mailContext,
    clock: deps.renewals.clock,
    log: deps.log,
    sweepIntervalSeconds: deps.recoveryIntervalSeconds,
  });
  const locks = createNumberLockRepository(db);
  const portIn = createPortInService({
    lines: lineRepository,
    ports: portRepository,
    carrier,
    limiter: deps.limiter,
    lifecycle,
    locks,
  });
  const services = {
    lines: createLineService({
      lines: lineRepository,
      ports: portRepository,
      devices,
      renewalsOf: renewals.renewalsOf,
      cannotMove: portIn.cannotMove,
      now: deps.renewals.clock.now,
    }),
    portIn,
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
  const numberLocks = createNumberLockService({ locks, mailContext, ...numberLock });
  const portOut = createPortOutService({
    requests: createPortOutRepository(db),
    pins: createSecretHasher(deriveKey(deps.dataEncryptionKey, 'transfer-pin')),
    mail: deps.mail,
    mailContext,
    log: deps.log,
  });
  const simChanges = createSimChangeService({
    changes: createSimChangeRepository(db),
    carrier,
    mail: deps.mail,
    mailContext,
    log: deps.log,
  });
  // Cancelling a line online (decision 027), on the plan periods' clock.
  const cancellation = createCancellationService({
    repository: createCancellationRepository(db),
    clock: deps.renewals.clock,
    mail: deps.mail,
    mailContext,
    log: deps.log,
  });
  // Data add-ons (decision 027), charged through the renewals' payments port and tax rule.
  const topUps = createTopUpService({
    repository: createTopUpRepository(db),
    payments: deps.renewals.payments,
    price: deps.renewals.price,
    clock: deps.renewals.clock,
    mail: deps.mail,
    mailContext,
    log: deps.log,
    leaseSeconds: deps.renewals.settings.leaseSeconds,
  });
  // A lost or stolen phone (decision 027): suspended at once, resumed after a step-up.
  const lostPhone = createLostPhoneService({
    repository: createLostPhoneRepository(db),
    carrier,
    clock: deps.renewals.clock,
    mail: deps.mail,
    mailContext,
    log: deps.log,
  });
  // A line's emergency (E911) address for Wi-Fi calling (decision 032), registered with the carrier.
  const emergencyAddresses = createEmergencyAddressService({
    repository: createEmergencyAddressRepository(db),
    carrier,
  });
  // Support's renewal grace (decision 031), bounded by the retry schedule.
  const grace = createRenewalGraceService({
    grace: createRenewalGraceRepository(db),
    retryDays: deps.renewals.settings.retryDays,
  });
  return {
    name: 'lines',
    description: "The customer's lines: numbers, SIMs, eSIM activation, devices, port-in and Number Lock",
    /** Opens lines, and tells whether a number is already ours or on its way to us. */
    carrier: {
      provisionLine: carrier.provisionLine,
      isNumberActive: carrier.isNumberActive,
      checkPortEligibility: carrier.checkPortEligibility,
      isNumberMoving: (mdn: string) => portRepository.isNumberMoving(mdn),
    },
    /**
     * Whether the customer's line waits for a brought number that can never move (its carrier
     * refuses it): its order may then be cancelled and refunded (decision 023).
     */
    waitsForUnmovableNumber: async (userId: string, lineId: string) =>
      (await portIn.stuckPortOf(userId, lineId)) !== undefined,
    /** A customer's lines, as the support inbox shows them (read-only). */
    linesOf: async (userId: string) =>
      (await services.lines.listLines({ id: userId })).lines.map(({ id, nickname, mdn, simType }) => ({
        id,
        nickname,
        mdn,
        simType,
      })),
    /**
     * Another carrier asks for one of our numbers: it must present the account number and transfer
     * PIN; refused while locked; every request is recorded and mailed (decision 025).
     */
    requestPortOut: portOut.requestPortOut,
    /**
     * The customer's account is being deleted (decision 032): every line ends now through the
     * cancellation (no refund, no mail of its own) and the carrier forgets each number's emergency
     * address. Answers how many lines were in service.
     */
    async endLinesForDeletion(customerId: string): Promise<number> {
      const { cancelled, mdns } = await cancellation.endAllForDeletion(customerId);
      for (const mdn of mdns) await carrier.registerEmergencyAddress(mdn, null);
      return cancelled;
    },
    /**
     * Care actions on a customer's line (decision 031): the customer's own services, under the
     * same rules (Number Lock refuses a new SIM and a port onto the line; nothing here unlocks).
     * The care console mails the customer, except the SIM change's notice, sent here.
     */
    careActions: {
      reissueEsim: (customer: Customer, lineId: string, idempotencyKey: string) =>
        simChanges.changeSim(customer, lineId, { simType: 'esim', idempotencyKey }),
      resubmitPortIn: portIn.resubmitCorrected,
      suspend: (customer: Customer, lineId: string) => lostPhone.suspend(customer, lineId, { notify: false }),
      restore: (customer: Customer, lineId: string) => lostPhone.resume(customer, lineId, { notify: false }),
      extendGrace: grace.extend,
    },
    /** The care console's work queues of ports and renewals (decision 031). */
    workQueues: createWorkQueueService({
      queues: createWorkQueueRepository(db),
      clock: deps.renewals.clock,
      retryDays: deps.renewals.settings.retryDays,
    }),
    /** A 409 while the line's Number Lock is on (for moving it to a new SIM); 404 for another's line. */
    assertNumberUnlocked: numberLocks.assertUnlocked,
    registerRoutes: (router: Router<Customer>) => {
      registerLineRoutes(router, services);
      registerNumberLockRoutes(router, numberLocks);
      registerPortOutRoutes(router, portOut);
      registerSimChangeRoutes(router, simChanges);
      registerRenewalRoutes(router, renewals);
      registerPlanChangeRoutes(router, planChanges);
      registerUsageRoutes(router, usage);
      registerCancellationRoutes(router, cancellation);
      registerTopUpRoutes(router, topUps);
      registerLostPhoneRoutes(router, lostPhone);
      registerEmergencyAddressRoutes(router, emergencyAddresses);
    },
    /** Queues the next step of ports whose step was lost (the sweep also runs at start-up and periodically). */
    sweepLostPorts: () => sweep.sweep(),
    register: async (app: FastifyInstance) => {
      await registerDevPortOutRoutes(app, portOut, { isProduction: deps.isProduction });
      await registerDevClockRoutes(app, {
        clock: deps.renewals.clock,
        sweep: async () => {
          await renewals.sweep();
          await usage.sweep();
        },
        isProduction: deps.isProduction,
      });
      await registerDevUsageRoutes(app, { carrier: simulatedUsage, usage, isProduction: deps.isProduction });
      // A queue that cannot take the job now gets it at the next start-up.
      app.addHook('onReady', async () => {
        await sweep.start().catch((error: unknown) => {
          deps.log.error({ err: error }, 'port-in sweep could not be queued');
        });
        // Renewals due while no process ran (or whose job was lost) are found at start-up, then periodically.
        await renewals.start().catch((error: unknown) => {
          deps.log.error({ err: error }, 'renewal sweep could not be queued');
        });
        await usage.start().catch((error: unknown) => {
          deps.log.error({ err: error }, 'usage sweep could not be queued');
        });
      });
    },
  };
}

export type LinesModule = ReturnType<typeof createLinesModule>;
