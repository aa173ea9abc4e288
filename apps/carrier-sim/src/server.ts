/** Starts the simulated carrier: `node dist/server.js` (or `npm start` at the root, beside the app). */
import { createSimulator } from './app';
import { readConfig } from './config';

let config;
try {
  config = readConfig();
} catch (error) {
  console.error(`carrier simulator: ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
}
const simulator = createSimulator(config);
const port = await simulator.listen();
// The first line names the address: whoever starts the process (a test, the start script) reads it.
console.log(`carrier simulator listening on http://${config.host}:${port} (data in ${config.dataDir})`);

const stop = () => void simulator.close().then(() => process.exit(0));
for (const signal of ['SIGINT', 'SIGTERM'] as const) process.once(signal, stop);

// Started beside the app: never outlive the start script, even one killed with -9.
const parentPid = config.parentPid;
if (parentPid)
  setInterval(() => {
    try {
      process.kill(parentPid, 0);
    } catch {
      stop();
    }
  }, 1000).unref();
