// Checks the locked dependency tree against what the project promises, so a fresh `npm install` stays
// quiet and honest (decision 046):
// - every locked package's `engines.node` admits each Node.js line the README promises (the lowest
//   version of `engines.node` in package.json, and the second line CI runs), so npm prints no
//   "EBADENGINE Unsupported engine" warning and nothing runs on a runtime its authors do not support;
// - every locked package with an install script is named in `allowScripts` of package.json (allowed or
//   refused on purpose), so npm prints no "install scripts not yet covered" notice.
// Reads only package.json and package-lock.json: deterministic, no registry.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import semver from 'semver';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const pkg = JSON.parse(readFileSync(path.join(root, 'package.json'), 'utf8'));
const lock = JSON.parse(readFileSync(path.join(root, 'package-lock.json'), 'utf8'));

/** The Node.js lines the project runs on: the lowest its range admits, and the newer LTS line CI uses. */
const promised = pkg.engines?.node;
if (!promised) throw new Error('package.json has no engines.node');
const lowest = semver.minVersion(promised)?.version;
const lines = [lowest, '24.0.0'];

const problems = [];
const allowScripts = pkg.allowScripts ?? {};
for (const [where, entry] of Object.entries(lock.packages ?? {})) {
  if (!where) continue;
  const name = entry.name ?? where.slice(where.lastIndexOf('node_modules/') + 'node_modules/'.length);
  const range = entry.engines?.node;
  if (range && typeof range === 'string') {
    for (const line of lines) {
      if (!semver.satisfies(line, range, { includePrerelease: true }))
        problems.push(
          `${name}@${entry.version} needs Node.js ${range}, the project promises ${line} (${where})`,
        );
    }
  }
  if (entry.hasInstallScript && !(name in allowScripts))
    problems.push(`${name}@${entry.version} has an install script not named in allowScripts (${where})`);
}

if (problems.length > 0) {
  console.error(`Dependencies that break the promise of package.json (engines.node ${promised}):`);
  for (const problem of problems) console.error(`  ${problem}`);
  process.exit(1);
}
console.log(
  `Every locked package runs on Node.js ${lines.join(' and ')} and every install script is decided (allowScripts).`,
);
