// Bundles the server and the workspace package it imports (contracts, as TypeScript sources);
// npm dependencies stay external and load from node_modules.
import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';

const contractsSrc = path.resolve(
  path.dirname(fileURLToPath(import.meta.url)),
  '../../../packages/contracts/src',
);
const entryPoints = [
  'src/server.ts',
  'src/worker.ts',
  'src/cli/crm-link.ts',
  'src/cli/create-agent.ts',
].filter((file) => existsSync(file));

await build({
  entryPoints,
  outdir: 'dist',
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  sourcemap: true,
  packages: 'external',
  plugins: [
    {
      name: 'bundle-contracts',
      setup(b) {
        b.onResolve({ filter: /^@mvno\/contracts\// }, (args) => ({
          path: path.join(contractsSrc, `${args.path.slice('@mvno/contracts/'.length)}.ts`),
        }));
      },
    },
  ],
  logLevel: 'warning',
});
