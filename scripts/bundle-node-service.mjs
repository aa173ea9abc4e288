// Bundles a Node.js service (the API, the carrier simulator) into `dist/` with esbuild: the workspace
// packages it imports (`@mvno/<package>/<file>`, TypeScript sources under packages/) go into the bundle;
// npm dependencies stay external and load from node_modules.
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';

const packagesDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../packages');

/** `entryPoints` relative to the service's folder, the current directory. */
export async function bundleNodeService(entryPoints) {
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
        name: 'bundle-workspace-packages',
        setup(b) {
          b.onResolve({ filter: /^@mvno\/(contracts|telecom)\// }, (args) => {
            const [, name, file] = /^@mvno\/([^/]+)\/(.+)$/.exec(args.path);
            return { path: path.join(packagesDir, name, 'src', `${file}.ts`) };
          });
        },
      },
    ],
    logLevel: 'warning',
  });
}
