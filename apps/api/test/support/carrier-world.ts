/**
 * The app wired to a real carrier simulator process (decision 073): commands go to it over HTTP with
 * short outbox timings, and its signed events come back to the app's webhook on 127.0.0.1.
 */
import type { AddressInfo } from 'node:net';
import type { Clock } from '../../src/lib/clock';
import { buildCarrierSim, carrierSim } from './carrier-sim';
import { createTestApp, resetData } from './test-app';

/** The app's settings for the simulator at `baseUrl`, with outbox timings short enough for a test. */
export function carrierAppEnv(baseUrl: string, apiKey: string, secret: string) {
  return {
    CARRIER_URL: baseUrl,
    CARRIER_API_KEY: apiKey,
    CARRIER_WEBHOOK_SECRET: secret,
    CARRIER_SWEEP_SECONDS: '0.3',
    CARRIER_RETRY_MAX_SECONDS: '1',
    CARRIER_POLL_AFTER_SECONDS: '2',
  };
}

export async function startCarrierWorld(options: {
  apiKey: string;
  secret: string;
  stepMs?: number;
  clock?: Clock;
}) {
  const { apiKey, secret, stepMs, clock } = options;
  let webhookUrl = '';
  buildCarrierSim();
  const sim = await carrierSim({ apiKey, secret, webhookUrl: () => webhookUrl, stepMs });
  const t = await createTestApp(carrierAppEnv(sim.baseUrl, apiKey, secret), { clock });
  await resetData(t.database, { content: false });
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  webhookUrl = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}/app/carrier/events`;
  await sim.start();
  return { t, sim, webhookUrl };
}
