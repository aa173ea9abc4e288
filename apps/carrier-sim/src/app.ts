/** Builds the simulator from its settings: the store, the engine with every command, the routes, the loops. */
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { registerAdminRoutes } from './admin-routes';
import { lineCommands } from './commands-lines';
import { messageCommands } from './commands-messages';
import { portCommands } from './commands-ports';
import { simCommands } from './commands-sims';
import type { SimConfig } from './config';
import { createDeliverer } from './delivery';
import { Engine } from './engine';
import type { Delivery } from './engine-types';
import type { Faults } from './faults';
import { Router } from './http';
import { registerApiRoutes } from './routes';
import { Store } from './store';

const TICK_MS = 20;

export function createSimulator(config: SimConfig, log: (line: string) => void = console.log) {
  const store = new Store({ dir: config.dataDir, fsync: config.fsync });
  let faults: Faults = config.faults;
  const engine = new Engine(
    store,
    {
      stepMs: config.stepMs,
      portStepMs: config.portStepMs,
      quotaPerLinePerDay: config.quotaPerLinePerDay,
    },
    () => faults,
  );
  for (const handler of [
    ...lineCommands(config),
    ...simCommands(config),
    ...portCommands(),
    ...messageCommands(store),
  ])
    engine.register(handler);

  // The registered webhook is state (it survives a restart); CARRIER_WEBHOOK_URL sets it at start.
  if (config.webhookUrl) store.tx((w) => w.put('settings', 'webhook', { url: config.webhookUrl }));
  const webhook = {
    get: () => store.get<{ url: string }>('settings', 'webhook')?.url ?? null,
    set: (url: string) => store.tx((w) => w.put('settings', 'webhook', { url })),
  };
  // Deliveries waiting out a backoff when the process died go out at once now that it is back.
  store.tx((w) => {
    for (const d of store.values<Delivery>('outbox'))
      if (d.attempts > 0 && !d.dead && d.dueAt > Date.now())
        w.put('outbox', d.id, { ...d, dueAt: Date.now() });
  });
  const deliverer = createDeliverer(store, () => ({ url: webhook.get(), secret: config.webhookSecret }), log);

  const router = new Router();
  registerApiRoutes(router, engine, store, webhook);
  registerAdminRoutes(router, engine, store, { get: () => faults, set: (f) => (faults = f) });
  const server: Server = createServer(router.handle(config.apiKey, () => faults));
  server.keepAliveTimeout = 5000;

  const loop = setInterval(() => {
    try {
      engine.tick();
      deliverer.pump();
    } catch (error) {
      log(
        `carrier simulator step failed: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}`,
      );
    }
  }, TICK_MS);

  return {
    store,
    engine,
    async listen(): Promise<number> {
      await new Promise<void>((resolve) => server.listen(config.port, config.host, resolve));
      return (server.address() as AddressInfo).port;
    },
    async close() {
      clearInterval(loop);
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
      store.close();
    },
  };
}
