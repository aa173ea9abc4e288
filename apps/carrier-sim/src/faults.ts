/**
 * Fault injection (docs/carrier-api.md "Faults"): set by environment at start and changed at run
 * time through `PUT /admin/faults`. HTTP faults (timeouts, slow answers) are drawn per command
 * call; the others are drawn once when a command is accepted and kept on its request, so a
 * restart does not change what happens to it.
 */
import { z } from 'zod';

export const zFaults = z.object({
  /** Share of commands whose outcome is a rejection (a port-in: a reason; others: an error code). */
  rejectRate: z.number().min(0).max(1),
  /** Reasons and codes a rejection picks from; empty: every port reason, or NETWORK_BUSY. */
  rejectCodes: z.array(z.string()),
  /** Share of command calls never answered (the command is still accepted and carried out). */
  timeoutRate: z.number().min(0).max(1),
  slowRate: z.number().min(0).max(1),
  slowMs: z.number().int().min(0).max(120_000),
  /** Share of requests whose every event is delivered twice (same event id). */
  duplicateRate: z.number().min(0).max(1),
  lateRate: z.number().min(0).max(1),
  lateMs: z.number().int().min(0).max(3_600_000),
  /** Share of requests whose events are held and delivered last first when its work ends. */
  outOfOrderRate: z.number().min(0).max(1),
  /** Share of requests whose events are never delivered (the status query still shows them). */
  lostRate: z.number().min(0).max(1),
  /** Every provisioning command is refused with QUOTA_EXCEEDED. */
  quotaExhausted: z.boolean(),
  /** Share of texts (`POST /v1/sms`) whose delivery report is a failure. */
  smsFailRate: z.number().min(0).max(1),
  /** Failure reasons such a text picks from (commands-messages.ts); empty: any. */
  smsFailReasons: z.array(z.string()),
});
export type Faults = z.infer<typeof zFaults>;

export const NO_FAULTS: Faults = {
  rejectRate: 0,
  rejectCodes: [],
  timeoutRate: 0,
  slowRate: 0,
  slowMs: 2000,
  duplicateRate: 0,
  lateRate: 0,
  lateMs: 5000,
  outOfOrderRate: 0,
  lostRate: 0,
  quotaExhausted: false,
  smsFailRate: 0,
  smsFailReasons: [],
};

/** `rejectRate` is read from CARRIER_FAULT_REJECT_RATE, and so on; lists are comma separated. */
export const envName = (key: string) =>
  `CARRIER_FAULT_${key.replace(/[A-Z]/g, (c) => `_${c}`).toUpperCase()}`;

export function faultsFromEnv(env: Record<string, string | undefined>): Faults {
  const given: Record<string, unknown> = {};
  for (const [key, fallback] of Object.entries(NO_FAULTS)) {
    const raw = env[envName(key)];
    if (raw === undefined || raw === '') continue;
    if (Array.isArray(fallback))
      given[key] = raw
        .split(',')
        .map((s) => s.trim())
        .filter(Boolean);
    else if (typeof fallback === 'boolean') given[key] = raw === 'true' || raw === '1';
    else given[key] = Number(raw);
  }
  const parsed = zFaults.partial().safeParse(given);
  if (!parsed.success)
    throw new Error(
      `bad fault setting: ${parsed.error.issues.map((i) => `${envName(String(i.path[0]))}: ${i.message}`).join('; ')}`,
    );
  return { ...NO_FAULTS, ...parsed.data };
}

/** What was drawn for one request. */
export type RequestFaults = {
  reject?: string;
  duplicate?: true;
  late?: number;
  outOfOrder?: true;
  lost?: true;
  /** A text's delivery fails with this reason. */
  undelivered?: string;
};

export function drawRequestFaults(
  faults: Faults,
  rejectable: readonly string[],
  random = Math.random,
  undeliverable: readonly string[] = [],
): RequestFaults {
  const drawn: RequestFaults = {};
  if (rejectable.length > 0 && random() < faults.rejectRate) {
    const allowed = faults.rejectCodes.filter((code) => rejectable.includes(code));
    const pool = allowed.length > 0 ? allowed : rejectable;
    drawn.reject = pool[Math.floor(random() * pool.length)];
  }
  if (random() < faults.duplicateRate) drawn.duplicate = true;
  if (random() < faults.lateRate) drawn.late = faults.lateMs;
  if (random() < faults.outOfOrderRate) drawn.outOfOrder = true;
  if (random() < faults.lostRate) drawn.lost = true;
  if (undeliverable.length > 0 && random() < faults.smsFailRate) {
    const allowed = faults.smsFailReasons.filter((reason) => undeliverable.includes(reason));
    const pool = allowed.length > 0 ? allowed : undeliverable;
    drawn.undelivered = pool[Math.floor(random() * pool.length)];
  }
  return drawn;
}
