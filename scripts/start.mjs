// `npm start` after the builds: the simulated carrier (apps/carrier-sim, docs/carrier-api.md) on its
// own loopback port beside the app, then the app in front. The carrier is started again if it dies
// (its journal keeps its state and pending callbacks; `POST /admin/crash` plays a crash); if it
// cannot start at all (its port taken) the app serves on without it, as it does not call it yet.
// Ending this process (Ctrl-C, a signal) ends both.
import { spawn } from 'node:child_process';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
const dataDir = path.resolve(root, process.env.DATA_DIR ?? 'data');
const carrierEnv = {
  ...process.env,
  CARRIER_HOST: '127.0.0.1',
  CARRIER_PORT: process.env.CARRIER_PORT ?? '3010',
  CARRIER_DATA_DIR: process.env.CARRIER_DATA_DIR ?? path.join(dataDir, 'carrier'),
  CARRIER_PARENT_PID: String(process.pid),
};
const QUICK_FAILURES = 3;

let carrier = null;
let quickFailures = 0;
let stopping = false;

function startCarrier() {
  const started = Date.now();
  carrier = spawn(process.execPath, ['apps/carrier-sim/dist/server.js'], {
    cwd: root,
    env: carrierEnv,
    stdio: 'inherit',
  });
  carrier.on('exit', (code, signal) => {
    carrier = null;
    if (stopping) return;
    quickFailures = Date.now() - started < 3000 ? quickFailures + 1 : 0;
    if (quickFailures >= QUICK_FAILURES) {
      console.error(
        `carrier simulator: stopped after ${QUICK_FAILURES} failed starts; the app serves without it`,
      );
      return;
    }
    console.error(`carrier simulator: exited (${signal ?? code}); starting it again`);
    setTimeout(startCarrier, 500);
  });
}

// The app first: it does not need the carrier yet, so the carrier's start does not delay it.
const app = spawn(process.execPath, ['apps/api/dist/server.js'], { cwd: root, stdio: 'inherit' });
startCarrier();

function stop(signal) {
  stopping = true;
  carrier?.kill(signal);
  app.kill(signal);
}
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => stop(signal));
app.on('exit', (code, signal) => {
  stopping = true;
  carrier?.kill('SIGTERM');
  process.exitCode = code ?? (signal ? 1 : 0);
});
