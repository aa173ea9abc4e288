// `npm test` step "lint fences": proves that each fence of eslint.config.js reports a
// deliberately wrong import (or name, or barrel) and lets the right one pass. Zones are checked
// on virtual files placed in each zone; cycles on real files under scripts/lint-fixtures/
// (ignored by `npm run lint`, linted here on purpose).
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { ESLint } from 'eslint';

const root = path.resolve(import.meta.dirname, '..');

/**
 * The fences checked on virtual files (lint-fence-cases.json): the API's layers and slices, its
 * tables (decisions 021 and 051), and the web's layers. `file` may differ for the right case
 * ([wrong, right]).
 */
const cases = JSON.parse(readFileSync(path.join(import.meta.dirname, 'lint-fence-cases.json'), 'utf8'));
const TEXT_CASES = [...cases.modules, ...cases.tables, ...cases.web];

/** [fence, files that must be reported, files that must not]. */
const FIXTURE_CASES = [
  ['type-only cycle', ['type-cycle/order.ts', 'type-cycle/order-line.ts'], ['no-cycle/order.ts']],
  ['re-export cycle', ['reexport-cycle/plans.ts', 'reexport-cycle/prices.ts'], ['no-cycle/order-line.ts']],
  // What import-x/no-cycle used to catch (it is off: this rule is its superset, and ran a fifth of lint).
  ['value cycle', ['value-cycle/cart.ts', 'value-cycle/cart-total.ts'], ['no-cycle/order.ts']],
  ['lazy-import cycle', ['dynamic-cycle/menu.ts', 'dynamic-cycle/menu-panel.ts'], ['no-cycle/order.ts']],
];

const eslint = new ESLint({ cwd: root });
const fixtures = new ESLint({ cwd: root, ignore: false });
const reports = (results, rule) => results.flatMap((r) => r.messages).filter((m) => m.ruleId === rule);

let passed = 0;
let failed = 0;
function expectThat(ok, label, detail = '') {
  if (ok) passed += 1;
  else failed += 1;
  console.log(`${ok ? 'ok  ' : 'FAIL'} ${label}${ok ? '' : detail}`);
}

for (const { fence, rule, file, wrong, right } of TEXT_CASES) {
  const [wrongFile, rightFile] = Array.isArray(file) ? file : [file, file];
  const wrongHits = reports(await eslint.lintText(wrong, { filePath: path.join(root, wrongFile) }), rule);
  const rightHits = reports(await eslint.lintText(right, { filePath: path.join(root, rightFile) }), rule);
  expectThat(wrongHits.length > 0, `${fence}: the wrong one is reported (${rule})`);
  expectThat(
    rightHits.length === 0,
    `${fence}: the right one passes`,
    `: ${rightHits.map((m) => m.message)}`,
  );
}

for (const [fence, wrongFiles, rightFiles] of FIXTURE_CASES) {
  const lint = (files) => fixtures.lintFiles(files.map((f) => path.join(root, 'scripts/lint-fixtures', f)));
  const wrongResults = await lint(wrongFiles);
  const unreported = wrongResults.filter((r) => reports([r], 'local/import-cycles').length === 0);
  expectThat(
    unreported.length === 0,
    `${fence}: every file on the cycle is reported (local/import-cycles)`,
    `: not reported in ${unreported.map((r) => path.relative(root, r.filePath))}`,
  );
  const rightHits = reports(await lint(rightFiles), 'local/import-cycles');
  expectThat(rightHits.length === 0, `${fence}: a file off any cycle passes`);
}

console.log(`\nlint fences: ${passed} passed, ${failed} failed`);
process.exit(failed === 0 ? 0 : 1);
