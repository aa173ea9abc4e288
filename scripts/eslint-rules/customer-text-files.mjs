/**
 * English-only for now (decision 059): the customer's pages whose texts are still written in the
 * markup, not yet through `t(…)`/`msg(…)` with their Spanish. `local/customer-text` lets these files
 * be and reports any of them that has no hard-coded text left, so this list only shrinks: take a
 * file off it when its texts are converted. A file of the list that no longer exists fails the lint
 * too (customerTextConfig below). Staff pages (features/care, entities/staff, entities/customer-verification)
 * stay English and are not checked at all.
 */
import { existsSync } from 'node:fs';
import path from 'node:path';

export const ENGLISH_ONLY_FOR_NOW = [];

/** Pages only staff see: the console is English (decision 053). */
const STAFF_ONLY = [
  'apps/web/src/features/care/**',
  'apps/web/src/entities/staff/**',
  'apps/web/src/entities/customer-verification/**',
];

/** The eslint.config.js entry of `local/customer-text`: every page file of the web app but tests. */
export function customerTextConfig(root) {
  const gone = ENGLISH_ONLY_FOR_NOW.filter((file) => !existsSync(path.join(root, file)));
  if (gone.length > 0) {
    throw new Error(`ENGLISH_ONLY_FOR_NOW lists files that do not exist: ${gone.join(', ')}`);
  }
  return {
    files: ['apps/web/src/**/*.tsx'],
    ignores: [
      'apps/web/src/**/*.test.tsx',
      'apps/web/src/test/**',
      'apps/web/src/**/testing/**',
      ...STAFF_ONLY,
    ],
    rules: { 'local/customer-text': ['error', { englishOnly: ENGLISH_ONLY_FOR_NOW }] },
  };
}
