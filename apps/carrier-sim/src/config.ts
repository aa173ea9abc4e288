/** The simulator's settings, from the environment only here (docs/carrier-api.md "Running it"). */
import path from 'node:path';
import { faultsFromEnv, type Faults } from './faults';

export type SimConfig = {
  host: string;
  port: number;
  dataDir: string;
  apiKey: string;
  webhookUrl: string | null;
  webhookSecret: string;
  stepMs: number;
  /** A port-in's own steps (submitted, pending, scheduled, completed); `stepMs` when not set. */
  portStepMs: number;
  quotaPerLinePerDay: number;
  smdpAddress: string;
  fsync: boolean;
  /** A process (the root start script) whose end ends the simulator too. */
  parentPid: number | null;
  faults: Faults;
};

function number(env: Record<string, string | undefined>, name: string, fallback: number, min = 0): number {
  const raw = env[name];
  if (raw === undefined || raw === '') return fallback;
  const value = Number(raw);
  if (!Number.isInteger(value) || value < min)
    throw new Error(`${name} must be a whole number of at least ${min}, not "${raw}"`);
  return value;
}

export function readConfig(env: Record<string, string | undefined> = process.env): SimConfig {
  const host = env.CARRIER_HOST ?? '127.0.0.1';
  const stepMs = number(env, 'CARRIER_STEP_MS', 1000);
  return {
    host,
    port: number(env, 'CARRIER_PORT', 3010),
    dataDir: path.resolve(env.CARRIER_DATA_DIR ?? './data/carrier'),
    apiKey: env.CARRIER_API_KEY ?? 'dev-carrier-key',
    webhookUrl: env.CARRIER_WEBHOOK_URL || null,
    webhookSecret: env.CARRIER_WEBHOOK_SECRET ?? 'dev-carrier-webhook-secret',
    stepMs,
    portStepMs: number(env, 'CARRIER_PORT_STEP_MS', stepMs),
    quotaPerLinePerDay: number(env, 'CARRIER_QUOTA_PER_LINE_PER_DAY', 5, 1),
    smdpAddress: env.CARRIER_SMDP_ADDRESS ?? 'smdp.brightline.example',
    fsync: env.CARRIER_FSYNC === '1' || env.CARRIER_FSYNC === 'true',
    parentPid: env.CARRIER_PARENT_PID ? number(env, 'CARRIER_PARENT_PID', 0, 1) : null,
    faults: faultsFromEnv(env),
  };
}
