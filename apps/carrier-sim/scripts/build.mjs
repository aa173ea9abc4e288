// Bundles the simulator into one file with the public telecom facts it uses (@mvno/telecom);
// npm dependencies (zod) stay external and load from node_modules.
import { bundleNodeService } from '../../../scripts/bundle-node-service.mjs';

await bundleNodeService(['src/server.ts']);
