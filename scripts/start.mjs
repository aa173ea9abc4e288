// `npm start` after the builds: the simulated carrier (apps/carrier-sim, docs/carrier-api.md) on its
// own loopback port beside the app, then the app in front, pointed at it (CARRIER_URL, decision 073):
// lines are activated there through the app's carrier outbox, and its signed events come to the app's
// webhook. The carrier is started again if it dies (its journal keeps its state and pending callbacks;
// `POST /admin/crash` plays a crash); while it is down new activations wait and complete once it is
// back. With CARRIER_URL set outside, the app uses that carrier and no simulator is started.
// Ending this process (Ctrl-C, a signal) ends both.
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
const dataDir = path.resolve(root, process.env.DATA_DIR ?? 'data');
const outsideCarrier = Boolean(process.env.CARRIER_URL);
const carrierPort = process.env.CARRIER_PORT ?? '3010';
// One key and one signing secret per start, shared by the two processes (unless given).
const carrierApiKey = process.env.CARRIER_API_KEY ?? randomBytes(24).toString('hex');
const carrierSecret = process.env.CARRIER_WEBHOOK_SECRET ?? randomBytes(32).toString('hex');
const appPort = process.env.PORT ?? '3000';
const carrierEnv = {
  ...process.env,
  CARRIER_HOST: '127.0.0.1',
  CARRIER_PORT: carrierPort,
  CARRIER_DATA_DIR: process.env.CARRIER_DATA_DIR ?? path.join(dataDir, 'carrier'),
  CARRIER_PARENT_PID: String(process.pid),
  CARRIER_API_KEY: carrierApiKey,
  CARRIER_WEBHOOK_SECRET: carrierSecret,
  CARRIER_WEBHOOK_URL: process.env.CARRIER_WEBHOOK_URL ?? `http://127.0.0.1:${appPort}/app/carrier/events`,
};
const appEnv = outsideCarrier
  ? process.env
  : {
      ...process.env,
      CARRIER_URL: `http://127.0.0.1:${carrierPort}`,
      CARRIER_API_KEY: carrierApiKey,
      CARRIER_WEBHOOK_SECRET: carrierSecret,
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
        `carrier simulator: stopped after ${QUICK_FAILURES} failed starts; new lines wait until a carrier answers on port ${carrierPort}`,
      );
      return;
    }
    console.error(`carrier simulator: exited (${signal ?? code}); starting it again`);
    setTimeout(startCarrier, 500);
  });
}

// The app first: a carrier not up yet only delays activations (the outbox sends them when it is).
const app = spawn(process.execPath, ['apps/api/dist/server.js'], {
  cwd: root,
  env: appEnv,
  stdio: 'inherit',
});
if (!outsideCarrier) startCarrier();

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
