/**
 * The carrier chaos run, small (issue 31; the full one is `npm run bench:chaos`): paid orders, bars,
 * E911 changes, new eSIMs, moves to a SIM card, port-ins (updated in place while they run, refused
 * ones sent again) and port-outs against the simulator process with every fault kind injected at
 * 10%, the app killed (SIGKILL) twice and the simulator once. Nothing may be activated twice, lost, stuck, charged twice,
 * or charged without a working line or a refund, and every line we show must match the carrier's.
 * PostgreSQL only: the run reads the database while the app runs in its own process. It is a step of
 * its own in `npm test` (CARRIER_CHAOS=1), beside the others rather than inside the PostgreSQL pass.
 * A fifth of the activations are refused for good (NUMBER_UNAVAILABLE), so paid orders whose line
 * cannot be made are always part of the run.
 */
import { describe, expect, it } from 'vitest';
import { runChaos } from '../../../../bench/carrier-chaos.mjs';
import { buildCarrierSim } from '../support/carrier-sim';
import { ensureServerBuilt } from '../support/server-process';
import { usesPostgres } from '../support/test-database';

/** A database of its own beside the workers' (the run drops and makes it anew). */
function chaosDatabaseUrl(): string {
  const url = new URL(process.env.TEST_DATABASE_URL ?? '');
  url.pathname = `${url.pathname}_chaos`;
  return url.toString();
}

describe.runIf(usesPostgres() && process.env.CARRIER_CHAOS === '1')('the carrier chaos run', () => {
  it('ends with nothing activated twice, lost, stuck, mismatched or charged without service', async () => {
    ensureServerBuilt();
    buildCarrierSim();
    const lines: string[] = [];
    const report = await runChaos({
      orders: 30,
      kills: 2,
      faultRate: 0.2,
      rejectCodes: ['NUMBER_UNAVAILABLE'],
      actionShare: 0.5,
      // Only a few ports here, and a loaded machine answers slowly: a port runs for 12 s or more.
      portStepMs: 4000,
      concurrency: 6,
      ordersPerCustomer: 10,
      databaseUrl: chaosDatabaseUrl(),
      drainTimeoutMs: 180_000,
      log: (line: string) => lines.push(line),
    });
    const explained = `${lines.join('\n')}\n${JSON.stringify(report, null, 2)}`;
    if (process.env.CHAOS_VERBOSE === '1') console.log(explained);
    expect(report.drained, explained).toBe(true);
    expect(report.answers.ok, explained).toBe(30);
    expect(report.lineActions, explained).toMatchObject({
      suspend: expect.any(Number),
      e911: expect.any(Number),
      esim: expect.any(Number),
      port: expect.any(Number),
      psim: expect.any(Number),
    });
    // Port-ins (decision 093): each brought, its details corrected at once (an update in place while
    // it runs, or a 409 once it has ended), a refused one sent again; all completed, once each, as
    // the carrier has them.
    expect(report.ports, explained).toBe(report.lineActions.port);
    expect(report.portActions.updated + report.portActions.updateLate, explained).toBe(
      report.lineActions.port,
    );
    // The carrier's port steps are slow enough (CARRIER_PORT_STEP_MS) for a correction to reach a
    // running port (decision 105): at least one lands in place, none is left open.
    expect(report.portActions.updateRefused, explained).toBe(0);
    expect(report.portUpdatesLanded, explained).toBeGreaterThan(0);
    expect(report.portUpdatesOpen, explained).toBe(0);
    expect(
      {
        portsCompleted: report.portsCompleted,
        portsCompletedTwice: report.portsCompletedTwice,
        portsOpen: report.portsOpen,
        portMismatches: report.portMismatches,
      },
      explained,
    ).toEqual({
      portsCompleted: report.ports,
      portsCompletedTwice: 0,
      portsOpen: 0,
      portMismatches: 0,
    });
    // Port-outs (decision 101): another carrier asks for a few activated lines (one in four with a
    // wrong PIN); each answered once through the outbox, none stuck, and our line ended exactly when
    // the carrier's port-out completed.
    expect(report.portOutActions.asked, explained).toBeGreaterThan(0);
    expect(report.portOutActions.askedWrongPin, explained).toBeGreaterThan(0);
    // A request cut by a kill and sent again is another port-out at the carrier (refused: the PIN is used).
    expect(report.portOuts, explained).toBeGreaterThanOrEqual(
      report.portOutActions.asked + report.portOutActions.askedWrongPin,
    );
    expect(report.portOutsRefused, explained).toBeGreaterThanOrEqual(report.portOutActions.askedWrongPin);
    expect(
      {
        portOutsCompletedTwice: report.portOutsCompletedTwice,
        portOutsStuck: report.portOutsStuck,
        portOutMismatches: report.portOutMismatches,
      },
      explained,
    ).toEqual({
      portOutsCompletedTwice: 0,
      portOutsStuck: 0,
      portOutMismatches: 0,
    });
    expect(report.portOutsCompleted, explained).toBeGreaterThan(0);
    // Moves to a SIM card (decision 105): each asked one ends, completed or refused by the carrier
    // (its customer told), on one move, with our line and the carrier's on the same SIM.
    expect(report.simCardChanges, explained).toBe(report.simCardActions.asked);
    expect(report.simCardChangesCompleted, explained).toBeGreaterThan(0);
    expect(
      {
        simCardChangesStuck: report.simCardChangesStuck,
        simCardChangesMovedTwice: report.simCardChangesMovedTwice,
        simCardMismatches: report.simCardMismatches,
        simCardChangesEnded: report.simCardChangesCompleted + report.simCardChangesRefused,
      },
      explained,
    ).toEqual({
      simCardChangesStuck: 0,
      simCardChangesMovedTwice: 0,
      simCardMismatches: 0,
      simCardChangesEnded: report.simCardChanges,
    });
    for (const kind of ['suspend', 'e911', 'esim', 'port', 'psim'] as const)
      expect(report.lineActions[kind], `${kind}\n${explained}`).toBeGreaterThan(0);
    expect(report.failedActivations, explained).toBeGreaterThan(0);
    expect(
      {
        activatedTwice: report.activatedTwice,
        ordersLost: report.ordersLost,
        ordersStuck: report.ordersStuck,
        stuckActivations: report.stuckActivations,
        stateMismatches: report.stateMismatches,
        chargedTwice: report.chargedTwice,
        chargesWithoutOrder: report.chargesWithoutOrder,
        chargedWithoutService: report.chargedWithoutService,
        refundedWithService: report.refundedWithService,
      },
      explained,
    ).toEqual({
      activatedTwice: 0,
      ordersLost: 0,
      ordersStuck: 0,
      stuckActivations: 0,
      stateMismatches: 0,
      chargedTwice: 0,
      chargesWithoutOrder: 0,
      chargedWithoutService: 0,
      refundedWithService: 0,
    });
  }, 600_000);
});
