/**
 * The app wired to a real carrier simulator process (decision 073): commands go to it over HTTP with
 * short outbox timings, and its signed events come back to the app's webhook on 127.0.0.1.
 */
import type { AddressInfo } from 'node:net';
import type { Clock } from '../../src/lib/clock';
import { buildCarrierSim, carrierSim } from './carrier-sim';
import { createTestApp, resetData, type TestApp } from './test-app';

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

type CarrierWorldOptions = { apiKey: string; secret: string; stepMs?: number; clock?: Clock };

/**
 * The app listening on 127.0.0.1 and the simulator started, pointed at each other. The simulator's
 * port is held from its choice until the simulator starts; if another process still takes it in the
 * moment between (the simulator ends with EADDRINUSE), the world is started again on another port,
 * up to three times: a start of the simulator is tried again, never a test.
 */
export async function startCarrierWorld(options: CarrierWorldOptions) {
  buildCarrierSim();
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await startCarrierWorldOnce(options);
    } catch (error) {
      if (attempt === 3 || !/EADDRINUSE/.test(String(error))) throw error;
      console.warn(`the carrier simulator's port was taken (try ${attempt}): starting again on another`);
    }
  }
}

/** One try: whatever it started is closed again when a step fails, so no app is left working the queue. */
async function startCarrierWorldOnce({ apiKey, secret, stepMs, clock }: CarrierWorldOptions) {
  let webhookUrl = '';
  const sim = await carrierSim({ apiKey, secret, webhookUrl: () => webhookUrl, stepMs });
  let t: TestApp | undefined;
  try {
    t = await createTestApp(carrierAppEnv(sim.baseUrl, apiKey, secret), { clock });
    await resetData(t.database, { content: false });
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    webhookUrl = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}/app/carrier/events`;
    await sim.start();
    return { t, sim, webhookUrl };
  } catch (error) {
    await sim.close();
    await t?.close();
    throw error;
  }
}
