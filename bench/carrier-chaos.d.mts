import type { PortOutCounts } from './carrier-chaos-ports.mjs';

export type ChaosReport = PortOutCounts & {
  orders: number;
  kills: number;
  faultRate: number;
  drained: boolean;
  sendSeconds: number;
  drainSeconds: number;
  answers: { ok: number; refused: number; gaveUp: number };
  lineActions: { suspend: number; e911: number; esim: number; port: number; psim: number; refused: number };
  /** Port-ins (decision 093): the details corrected while running, too late (ended: 409), refused otherwise (must be 0), re-sent after a refusal. */
  portActions: { updated: number; updateLate: number; updateRefused: number; resubmitted: number };
  /** Port-outs (decision 101): asked with the right PIN, with a wrong one, not answered 200, PIN not made. */
  portOutActions: { asked: number; askedWrongPin: number; askRefused: number; pinRefused: number };
  /** Moves to a SIM card (decision 105): answered 200 by us, refused at once (a rate or the quota). */
  simCardActions: { asked: number; askRefused: number };
  simCardChanges: number;
  simCardChangesCompleted: number;
  simCardChangesRefused: number;
  simCardChangesStuck: number;
  simCardChangesMovedTwice: number;
  simCardMismatches: number;
  simCardMismatchExamples: Record<string, unknown>[];
  ports: number;
  /** Updates of running ports (decision 105): completed in place at the carrier, refused there (ended), open. */
  portUpdatesLanded: number;
  portUpdatesRefusedByCarrier: number;
  portUpdatesOpen: number;
  portsCompleted: number;
  portsCompletedTwice: number;
  portsOpen: number;
  portMismatches: number;
  portMismatchExamples: Record<string, unknown>[];
  lineStatuses: Record<string, number>;
  carrierLines: number;
  activatedTwice: number;
  ordersLost: number;
  ordersStuck: number;
  failedActivations: number;
  stuckActivations: number;
  stateMismatches: number;
  mismatchExamples: Record<string, unknown>[];
  chargedTwice: number;
  chargesWithoutOrder: number;
  chargedWithoutService: number;
  refundedWithService: number;
  openDriftItems: number;
  workDir: string;
};
export declare function runChaos(options?: {
  orders?: number;
  kills?: number;
  faultRate?: number;
  concurrency?: number;
  ordersPerCustomer?: number;
  timeouts?: boolean;
  rejectCodes?: string[];
  actionShare?: number;
  /** The carrier's pause between two steps of a port-in (CARRIER_PORT_STEP_MS). */
  portStepMs?: number;
  databaseUrl?: string;
  drainTimeoutMs?: number;
  log?: (line: string) => void;
}): Promise<ChaosReport>;
