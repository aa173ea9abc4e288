// `npm start` and `npm run bench`: builds each workspace whose inputs changed since its last build
// (a content hash of its sources, the shared contracts, the lockfile and the build scripts, kept
// beside its output), so a second start with nothing changed serves in seconds. `--all` builds every
// workspace and keeps its hash too (`npm run build`).
import { spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';

const SKIPPED_DIRS = new Set([
  'node_modules',
  'dist',
  'dist-server',
  'test',
  'conformance',
  'coverage',
  '.vite',
  'data',
]);
const SKIPPED_FILE = /\.test\.tsx?$/;

/** Workspaces in build order: what each build reads, what it leaves, and how to run it. */
export const WORKSPACES = [
  {
    name: '@mvno/web',
    inputs: ['apps/web', 'packages/contracts', 'package-lock.json'],
    output: 'apps/web/dist/index.html',
    stamp: 'apps/web/dist/.build-inputs',
  },
  {
    name: '@mvno/api',
    inputs: [
      'apps/api',
      'packages/contracts',
      'packages/telecom',
      'scripts/bundle-node-service.mjs',
      'package-lock.json',
    ],
    output: 'apps/api/dist/server.js',
    stamp: 'apps/api/dist/.build-inputs',
  },
  {
    name: '@mvno/carrier-sim',
    inputs: ['apps/carrier-sim', 'packages/telecom', 'scripts/bundle-node-service.mjs', 'package-lock.json'],
    output: 'apps/carrier-sim/dist/server.js',
    stamp: 'apps/carrier-sim/dist/.build-inputs',
  },
];

function listFiles(root, relative) {
  const full = path.join(root, relative);
  if (!existsSync(full)) return [];
  if (!statSync(full).isDirectory()) return [relative];
  return readdirSync(full, { withFileTypes: true })
    .filter((entry) => !(entry.isDirectory() ? SKIPPED_DIRS.has(entry.name) : SKIPPED_FILE.test(entry.name)))
    .flatMap((entry) => listFiles(root, path.join(relative, entry.name)))
    .sort();
}

/** One hash of the names and contents of every input file. */
export function hashInputs(root, inputs) {
  const hash = createHash('sha256');
  for (const file of inputs.flatMap((input) => listFiles(root, input))) {
    hash
      .update(file)
      .update('\0')
      .update(readFileSync(path.join(root, file)))
      .update('\0');
  }
  return hash.digest('hex');
}

/** Whether the workspace's output exists and was built from exactly these inputs. */
export function isUpToDate(root, workspace) {
  const stamp = path.join(root, workspace.stamp);
  if (!existsSync(path.join(root, workspace.output)) || !existsSync(stamp)) return false;
  return readFileSync(stamp, 'utf8').trim() === hashInputs(root, workspace.inputs);
}

/** Builds one workspace (`npm run build -w <name>`); answers the exit status. */
const npmBuild = (root, workspace) =>
  spawnSync('npm', ['run', 'build', '-w', workspace.name], { cwd: root, stdio: 'inherit' }).status ?? 1;

/**
 * Builds each workspace whose inputs changed (every one with `always`, as `npm run build` does) and keeps
 * the hash of its inputs beside its output. A build without its stamp would be built again by the next
 * `npm start` or `npm run cluster`, rewriting the web app's files under a server already serving them.
 */
export function buildIfChanged(root, workspaces = WORKSPACES, { always = false, run = npmBuild } = {}) {
  for (const workspace of workspaces) {
    if (!always && isUpToDate(root, workspace)) {
      console.log(`${workspace.name}: up to date, not rebuilt`);
      continue;
    }
    // Hashed before building, so an edit made during the build is built next time.
    const hash = hashInputs(root, workspace.inputs);
    const status = run(root, workspace);
    if (status !== 0) process.exit(status);
    writeFileSync(path.join(root, workspace.stamp), `${hash}\n`);
  }
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  buildIfChanged(path.resolve(import.meta.dirname, '..'), WORKSPACES, {
    always: process.argv.includes('--all'),
  });
}
