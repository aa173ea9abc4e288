// Bundles the server and the workspace packages it imports (contracts, telecom, as TypeScript
// sources); npm dependencies stay external and load from node_modules.
import { existsSync } from 'node:fs';
import { bundleNodeService } from '../../../scripts/bundle-node-service.mjs';

await bundleNodeService(
  ['src/server.ts', 'src/worker.ts', 'src/cli/crm-link.ts', 'src/cli/create-agent.ts'].filter((file) =>
    existsSync(file),
  ),
);
