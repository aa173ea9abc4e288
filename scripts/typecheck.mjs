// `npm run typecheck`: each workspace's TypeScript program checked by TypeScript 7's native compiler
// (the `tools/typecheck` workspace's dependency, so that the root's `tsc` stays 5.9's), on one thread,
// about a fifth of the CPU TypeScript 5.9 takes for the same programs (decision 117). TypeScript 5.9
// stays for what needs its JavaScript API (the lint's parser, Vite); both read the same tsconfig files.
// Where no native compiler is installed for the platform, 5.9 checks instead, and says so.
//
//   node scripts/typecheck.mjs                 every workspace that has a tsconfig.json
//   node scripts/typecheck.mjs apps/web e2e    those folders only
import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const require = createRequire(path.join(root, 'package.json'));
const requireNative = createRequire(path.join(root, 'tools', 'typecheck', 'package.json'));

/** The compiler's entry: TypeScript 7's when its binary for this platform is installed, else 5.9's. */
function compiler() {
  try {
    // Its package exports no bin: the entry is found beside its package.json.
    const manifest = requireNative.resolve('typescript/package.json');
    const entry = path.join(path.dirname(manifest), 'bin', 'tsc');
    const probe = spawnSync(process.execPath, [entry, '--version'], { encoding: 'utf8' });
    // One thread: the step runs beside another on two cores, and the checker's threads cost more CPU.
    if (probe.status === 0) return { entry, version: probe.stdout.trim(), flags: ['--singleThreaded'] };
  } catch {
    // Not installed: 5.9 below.
  }
  const entry = require.resolve('typescript/bin/tsc');
  const version = spawnSync(process.execPath, [entry, '--version'], { encoding: 'utf8' }).stdout.trim();
  console.log(
    `typecheck: no native TypeScript compiler for ${process.platform}-${process.arch}; ${version} checks.`,
  );
  return { entry, version, flags: [] };
}

const { workspaces } = JSON.parse(readFileSync(path.join(root, 'package.json'), 'utf8'));
const given = process.argv.slice(2).map((folder) => path.relative(root, path.resolve(folder)));
const hasConfig = (folder) => existsSync(path.join(root, folder, 'tsconfig.json'));
// A folder named on the command line must have a program to check; the workspaces without one are skipped.
const unchecked = given.filter((folder) => !hasConfig(folder));
if (unchecked.length > 0) {
  console.error(`typecheck: no tsconfig.json in ${unchecked.join(', ')}`);
  process.exit(2);
}
const folders = given.length > 0 ? given : workspaces.filter(hasConfig);

const { entry, version, flags } = compiler();
let failed = 0;
for (const folder of folders) {
  const started = performance.now();
  const run = spawnSync(
    process.execPath,
    [entry, '-p', path.join(folder, 'tsconfig.json'), '--noEmit', ...flags],
    {
      cwd: root,
      stdio: 'inherit',
    },
  );
  const seconds = ((performance.now() - started) / 1000).toFixed(1);
  console.log(`${run.status === 0 ? 'ok    ' : 'FAILED'} ${folder} (${seconds} s, ${version})`);
  if (run.status !== 0) failed += 1;
}
process.exit(failed > 0 ? 1 : 0);
