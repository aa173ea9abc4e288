// Builds the simulator's bundle (what `npm start` runs) once before the files start it; not needed
// against an outside carrier (CARRIER_BASE_URL).
import { spawnSync } from 'node:child_process';
import path from 'node:path';

export default function setup() {
  if (process.env.CARRIER_BASE_URL) return;
  const built = spawnSync(process.execPath, ['scripts/build.mjs'], {
    cwd: path.resolve(import.meta.dirname, '..'),
    stdio: 'inherit',
  });
  if (built.status !== 0) throw new Error('the simulator did not build');
}
