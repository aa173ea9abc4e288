/** The repository's own lint rules, as the ESLint plugin `local` (see eslint.config.js). */
import customerText from './customer-text.mjs';
import foreignTableWrites from './foreign-table-writes.mjs';
import importCycles from './import-cycles.mjs';
import kebabCaseFileNames from './kebab-case-file-names.mjs';

export default {
  meta: { name: 'local' },
  rules: {
    'customer-text': customerText,
    'foreign-table-writes': foreignTableWrites,
    'import-cycles': importCycles,
    'kebab-case-file-names': kebabCaseFileNames,
  },
};
