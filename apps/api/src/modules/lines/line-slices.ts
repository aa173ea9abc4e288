/**
 * The lines module's slices built from its dependencies: each slice's repositories and services, the
 * carrier they share, and each slice's registration (its customer routes and its part of the export
 * and erasure), listed once at the end. A new slice is built and registered here; `lines-module.ts`
 * makes the module's face from what this returns and names no slice's routes.
 */
import type { Router } from '../../http/router';
import { createFieldCipher } from '../../lib/field-cipher';
import { createSecretHasher, deriveKey } from '../../lib/secret-tokens';
import { createSimulatedCarrier } from './carrier/simulated-carrier';
import { carrierOutboxOf } from './carrier/carrier-outbox-slice';
import { portCarrierHooks } from './carrier/carrier-port-commands';
import { latestE911StateOf } from './carrier/carrier-line-commands';
import { createSimulatedUsage } from './carrier/simulated-usage';
import { createDeviceRepository } from './lines/device-repository';
import { createDeviceService } from './lines/device-service';
import { createLineRepository } from './lines/line-repository';
import { createLineService } from './lines/line-service';
import { createCareLineView } from './lines/care-line-view';
import { lineCardReads } from './lines/line-card-reads';
import { createPortInService } from './lines/port-in-service';
import { createPortLifecycle } from './lines/port-lifecycle-service';
import { createPortRepository } from './lines/port-repository';
import { createPortSweep } from './lines/port-sweep-service';
import { createNumberLockRepository } from './number-lock/number-lock-repository';
import { createNumberLockService } from './number-lock/number-lock-service';
import { createPortOutRepository } from './port-out/port-out-repository';
import { createPortOutService } from './port-out/port-out-service';
import { answerPortOutsThroughCarrier } from './port-out/port-out-carrier';
import { createSimChangeRepository } from './sim-change/sim-change-repository';
import { createSimChangeService } from './sim-change/sim-change-service';
import { createPlanChangeRepository } from './plan-periods/plan-change-repository';
import { createPlanChangeService } from './plan-periods/plan-change-service';
import { createRenewalGraceRepository } from './plan-periods/renewal-grace-repository';
import { createRenewalGraceService } from './plan-periods/renewal-grace-service';
import { createRenewalRepository } from './plan-periods/renewal-repository';
import { taxedRenewals } from './plan-periods/renewal-taxes';
import { createRenewalService } from './plan-periods/renewal-service';
import { createUsageRepository } from './usage/usage-repository';
import { createUsageService } from './usage/usage-service';
import { createCancellationRepository } from './cancellation/cancellation-repository';
import { createCancellationService } from './cancellation/cancellation-service';
import { createLostPhoneRepository } from './lost-phone/lost-phone-repository';
import { createLostPhoneService } from './lost-phone/lost-phone-service';
import { createEmergencyAddressRepository } from './emergency-address/emergency-address-repository';
import { createEmergencyAddressService } from './emergency-address/emergency-address-service';
import { createTopUpRepository } from './top-ups/top-up-repository';
import { createTopUpService } from './top-ups/top-up-service';
import type { Customer } from '../accounts/accounts-types';
import type { PrivacyHook } from '../privacy/privacy-types';
import { linesPrivacy } from './lines-privacy';
import { registerLineRoutes } from './lines/line-routes';
import { registerNumberLockRoutes } from './number-lock/number-lock-routes';
import { registerPortOutRoutes } from './port-out/port-out-routes';
import { registerSimChangeRoutes } from './sim-change/sim-change-routes';
import { registerPlanChangeRoutes } from './plan-periods/plan-change-routes';
import { registerRenewalRoutes } from './plan-periods/renewal-routes';
import { registerUsageRoutes } from './usage/usage-routes';
import { registerCancellationRoutes } from './cancellation/cancellation-routes';
import { registerLostPhoneRoutes } from './lost-phone/lost-phone-routes';
import { registerEmergencyAddressRoutes } from './emergency-address/emergency-address-routes';
import { emergencyAddressPrivacy } from './emergency-address/emergency-address-privacy';
import { registerTopUpRoutes } from './top-ups/top-up-routes';
import { topUpPrivacy } from './top-ups/top-up-privacy';
import { carrierPrivacy } from './carrier/carrier-privacy';
import { createMembersSlice } from './members/members-slice';
import { registerMemberRoutes as registerMembers } from './members/members-routes';
import { membersPrivacy } from './members/members-privacy';
import { registerMemberControlRoutes } from './members/member-controls-routes';

import type { LinesDeps } from './lines-deps';

export type { LinesDeps };

/** What a slice registers with the module: its customer routes and its part of the export and erasure. */
export type LineSliceRegistration = {
  routes?: (router: Router<Customer>) => void;
  /** Registered on the plain router: the slice asks the line-access rule itself (the members slice). */
  ownAccess?: true;
  privacy?: PrivacyHook;
};

export function createLineSlices(deps: LinesDeps) {
  const db = deps.database.db;
  const carrier = createSimulatedCarrier(db, { smdpAddress: deps.smdpAddress });
  const lineRepository = createLineRepository(db);
  const carrierOutbox = carrierOutboxOf(deps);
  // Through the carrier's HTTP API a port's submit, update and cancel are outbox commands (decision 093).
  const portHooks = carrierOutbox ? portCarrierHooks : null;
  const portRepository = createPortRepository(db, createFieldCipher(deps.dataEncryptionKey), portHooks);
  const devices = createDeviceService(createDeviceRepository(db));
  const mailContext = { brandName: deps.brandName, publicUrl: deps.publicUrl };
  const mailing = { mail: deps.mail, mailContext, log: deps.log };
  const lifecycle = createPortLifecycle({
    jobs: deps.jobs,
    ports: portRepository,
    lines: lineRepository,
    carrier,
    mail: deps.mail,
    mailContext,
    stepSeconds: deps.portInStepSeconds,
    outbox: carrierOutbox,
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
    renewals: taxedRenewals(createRenewalRepository(db), deps.renewals.taxes, deps.renewals.clock),
    ...deps.renewals,
    ...mailing,
    leaseSeconds: deps.renewals.settings.leaseSeconds,
  });
  const renewals = createRenewalService({
    renewals: taxedRenewals(createRenewalRepository(db), deps.renewals.taxes, deps.renewals.clock),
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
    // A line's own data alert (decision 089), built with the family slice below.
    // Its data cap (decision 096) is applied by the same look, whether the alert's mail failed or not.
    alsoAlert: (line, usedMb) =>
      family.controls.alertIfDue(line, usedMb).finally(() => family.dataCap.enforce(line, usedMb)),
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
      ...lineCardReads(db, Boolean(carrierOutbox), deps.renewals.clock.now),
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
    ...mailing,
  });
  if (carrierOutbox) answerPortOutsThroughCarrier(carrierOutbox, portOut);
  const simChanges = createSimChangeService({
    changes: createSimChangeRepository(db),
    carrier,
    ...mailing,
    outbox: carrierOutbox,
  });
  // Cancelling a line online (decision 027), on the plan periods' clock.
  const cancellation = createCancellationService({
    repository: createCancellationRepository(db),
    clock: deps.renewals.clock,
    ...mailing,
  });
  // Data add-ons (decision 027), charged through the renewals' payments port and tax rule.
  const topUps = createTopUpService({
    repository: createTopUpRepository(db),
    payments: deps.renewals.payments,
    price: deps.renewals.price,
    taxes: deps.renewals.taxes,
    clock: deps.renewals.clock,
    ...mailing,
    leaseSeconds: deps.renewals.settings.leaseSeconds,
  });
  // A lost or stolen phone (decision 027): suspended at once, resumed after a step-up.
  const lostPhone = createLostPhoneService({
    repository: createLostPhoneRepository(db),
    carrier,
    clock: deps.renewals.clock,
    ...mailing,
    outbox: carrierOutbox,
  });
  // A line's emergency (E911) address for Wi-Fi calling (decision 032), registered with the carrier.
  const emergencyAddresses = createEmergencyAddressService({
    repository: createEmergencyAddressRepository(db),
    carrier,
    outbox: carrierOutbox && {
      kick: carrierOutbox.kick,
      e911StateOf: (lineId: string) => latestE911StateOf(db, lineId),
    },
  });
  // Support's renewal grace (decision 031), bounded by the retry schedule.
  const grace = createRenewalGraceService({
    grace: createRenewalGraceRepository(db),
    retryDays: deps.renewals.settings.retryDays,
  });
  // Family accounts (decision 072): members of a line, their requests, and who may use a line.
  const linesOf = async (ownerId: string) => (await services.lines.listLines({ id: ownerId })).lines;
  const familyParts = { privacy: membersPrivacy, ownAccess: true } as const;
  const family = createMembersSlice({
    ...deps,
    db,
    mailContext,
    topUps,
    linesOf,
    planChanges,
    lostPhone,
    carrierOutbox,
    recheckUsage: (lineId) => usage.checkLine(lineId),
  });
  const registrations: LineSliceRegistration[] = [
    { routes: (router) => registerMembers(router, family), ...familyParts },
    { routes: (router) => registerLineRoutes(router, services), privacy: linesPrivacy },
    { routes: (router) => registerNumberLockRoutes(router, numberLocks) },
    { routes: (router) => registerPortOutRoutes(router, portOut) },
    { routes: (router) => registerSimChangeRoutes(router, simChanges) },
    { routes: (router) => registerRenewalRoutes(router, renewals) },
    { routes: (router) => registerPlanChangeRoutes(router, planChanges) },
    { routes: (router) => registerUsageRoutes(router, usage) },
    { routes: (router) => registerCancellationRoutes(router, cancellation) },
    { routes: (router) => registerTopUpRoutes(router, topUps), privacy: topUpPrivacy },
    { routes: (router) => registerLostPhoneRoutes(router, lostPhone) },
    {
      routes: (router) => registerEmergencyAddressRoutes(router, emergencyAddresses),
      privacy: emergencyAddressPrivacy,
    },
    { privacy: carrierPrivacy },
    { routes: (router) => registerMemberControlRoutes(router, family.controls), ownAccess: true },
  ];
  // The care console's read of a verified customer's lines (decision 082): the customer's own reads.
  const careLineFacts = createCareLineView({
    lines: services.lines,
    locks,
    emergencyAddresses,
    usage,
    renewals,
  });
  return {
    registrations,
    careLineFacts,
    carrier,
    carrierOutbox,
    portRepository,
    sweep,
    planChanges,
    renewals,
    simulatedUsage,
    usage,
    portIn,
    services,
    numberLocks,
    portOut,
    simChanges,
    cancellation,
    topUps,
    lostPhone,
    emergencyAddresses,
    grace,
    family,
  };
}
