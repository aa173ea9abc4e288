// Lint enforces the agreed shape (docs/architecture.md): import direction, no cycles (type-only and re-exports too),
// no `export *` barrels, kebab-case file names and environment access through the API's
// config.ts only. scripts/check-lint-fences.mjs proves each fence catches a wrong import.
import { readdirSync } from 'node:fs';
import path from 'node:path';
import js from '@eslint/js';
import importX from 'eslint-plugin-import-x';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';
import { customerTextConfig } from './scripts/eslint-rules/customer-text-files.mjs';
import local from './scripts/eslint-rules/index.mjs';

const root = import.meta.dirname;
const api = './apps/api/src';
/** The API's domain modules: one folder each under apps/api/src/modules. */
const apiModules = readdirSync(path.join(root, 'apps/api/src/modules'), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);
/** What a module shows the others: its factory (`<domain>-module.ts`) and its shared types (`<domain>-types.ts`). */
const moduleFaces = ['*-module.ts', '*-types.ts'].map((face) =>
  path.join(root, 'apps/api/src/modules/*', face),
);

/**
 * Table ownership (docs/decisions/021-table-ownership-and-slices.md): each module imports its own schema files
 * (apps/api/src/db/schema/<file>.ts) and, of another module's file, only the tables of the decision's allow-list,
 * never the index. `columns.ts` holds column helpers any module may use. A module missing here owns no table.
 * A table under `reads` is read only; one the module may also insert, update or delete through Drizzle stands
 * under `writes` (decision 051; local/foreign-table-writes tells them apart).
 */
const tableOwnership = {
  accounts: { owns: ['accounts'] },
  care: {
    owns: ['care'],
    reads: {
      accounts: ['users'],
      lines: ['subscriptionLines', 'lineRenewals'],
      members: ['accountMembers', 'lineRequests', 'lineTransfers'],
      orders: ['orders'],
      payments: ['transactions'],
    },
  },
  content: { owns: ['content'] },
  // The KPI queries read other modules' tables in SQL text only (decision 070), never their table objects.
  kpis: { owns: ['kpis'] },
  lines: {
    owns: [
      'lines',
      'port-out',
      'plan-changes',
      'usage',
      'emergency',
      'carrier',
      'members',
      'devices',
      'member-controls',
    ],
    reads: {
      accounts: ['users'],
      orders: ['orders'],
      payments: ['paymentCards'],
      shop: ['plans'],
      'price-notices': ['linePriceNotices'],
    },
  },
  // The erasure takes the lines' nicknames out of the kept receipts (decision 075); the wallet's
  // referrals read who renewed and where the customers live (decision 071).
  payments: {
    owns: ['payments', 'wallet', 'invoices'],
    reads: { accounts: ['users'], lines: ['subscriptionLines', 'lineRenewals'] },
  },
  // Notices (decision 087) send a notice by text to the lines its recipient uses.
  notices: {
    owns: ['notices'],
    reads: { accounts: ['users'], lines: ['subscriptionLines'], members: ['accountMembers'] },
  },
  platform: { owns: ['platform'] },
  // Each module exports and erases its own rows for the privacy module (decision 051).
  privacy: { owns: ['privacy'] },
  // The profile edits the account's details; checkout places the line and its port-in.
  profile: { owns: [], writes: { accounts: ['users'] } },
  shop: {
    owns: ['shop', 'orders', 'price-notices', 'broadband-labels'],
    writes: { lines: ['subscriptionLines', 'portRequests', 'portEvents'], carrier: ['carrierCommands'] },
  },
  support: { owns: ['support'], reads: { accounts: ['users'] } },
  taxes: { owns: ['taxes'] },
};
const schemaFiles = readdirSync(path.join(root, 'apps/api/src/db/schema'))
  .map((file) => file.replace(/\.ts$/, ''))
  .filter((file) => file !== 'index' && file !== 'columns');
/** The no-restricted-imports patterns that fence a module's files off the tables it does not own. */
function tablePatterns(name) {
  const { owns = [], reads: readOnly = {}, writes = {} } = tableOwnership[name] ?? {};
  /** What the module may import of each foreign file: the tables it reads and those it writes. */
  const reads = { ...readOnly };
  for (const [file, tables] of Object.entries(writes)) reads[file] = [...(reads[file] ?? []), ...tables];
  return [
    {
      regex: '(^|/)db/schema(/index)?(\\.[jt]s)?$',
      message: "import a table from its domain's schema file (db/schema/<domain>.ts), never the index",
    },
    ...schemaFiles
      .filter((file) => !owns.includes(file))
      .map((file) =>
        reads[file]
          ? {
              group: [`**/db/schema/${file}`],
              allowImportNames: reads[file],
              message: `${name} may use only ${reads[file].join(', ')} of db/schema/${file}.ts (decision 021's allow-list)`,
            }
          : {
              group: [`**/db/schema/${file}`],
              message: `db/schema/${file}.ts belongs to another module: ${name} may not use its tables (decision 021)`,
            },
      ),
  ];
}
const fastifyPattern = { group: ['fastify', '@fastify/*'], message: 'services never import Fastify' };

/** The order history's one writer (decision 021): the modules that charge cards record their payments through it. */
const paymentsLedger = path.join(root, 'apps/api/src/modules/payments/*-ledger.ts');
const ledgerWriters = ['shop', 'lines', 'care'];

/**
 * A module's layers by file suffix (docs/architecture.md): routes -> services -> repositories. Modules not flattened
 * yet keep layer folders (routes/, services/), which count the same. A sliced module (modules/lines) holds its
 * sub-domains side by side in slices; there every file that is not a route (mails, views, the carrier's adapters)
 * is held to the services' rules.
 */
const slicedModules = ['lines', 'care', 'accounts', 'payments', 'platform', 'shop'];
/** The layers of the module(s) in `dir` (a module's folder, or `modules/*` for all of them). */
const layersOf = (dir) => ({
  routes: [`${dir}/**/*-routes.ts`, `${dir}/routes/**`],
  services: [`${dir}/**/*-service.ts`, `${dir}/**/*-mails.ts`, `${dir}/services/**`],
  sliceFiles: slicedModules
    .filter((name) => dir.endsWith('/*') || dir.endsWith(`/${name}`))
    .map((name) => `${path.posix.dirname(dir)}/${name}/*/!(*-routes).ts`),
  repositories: [`${dir}/**/*-repository.ts`],
});
const apiLayers = layersOf(`${api}/modules/*`);

const apiZones = [
  {
    target: [...apiLayers.services, ...apiLayers.sliceFiles],
    from: [`${api}/http/**`, ...apiLayers.routes],
    message: 'services never import http/ or routes: errors come from src/errors.ts',
  },
  {
    target: apiLayers.routes,
    from: apiLayers.repositories,
    message: 'routes call services only, never a repository',
  },
  {
    target: apiLayers.repositories,
    from: [...apiLayers.services, ...apiLayers.routes, `${api}/http/**`],
    message: 'repositories are the bottom layer',
  },
  {
    target: `${api}/db/**`,
    from: [`${api}/modules/**`, `${api}/http/**`],
    message: 'the database layer (schema, seed) never imports a module or http/ (the seed may use lib/)',
  },
  {
    target: `${api}/lib/**`,
    from: [`${api}/modules/**`, `${api}/http/**`, `${api}/db/**`],
    message: 'lib/ holds helpers that know no module, no http/ and no database',
  },
  {
    target: [`${api}/errors.ts`, `${api}/http/**`],
    from: [`${api}/modules/**`],
    message: 'errors.ts and http/ know no module: app.ts wires the modules',
  },
  ...apiModules.map((name) => ({
    target: `${api}/modules/${name}/**`,
    from: [`${api}/modules/!(${name})/**`],
    except: ledgerWriters.includes(name) ? [...moduleFaces, paymentsLedger] : moduleFaces,
    message: `another module is used through its face only (<domain>-module.ts, <domain>-types.ts), never its insides`,
  })),
];

// Every folder of apps/web/src/features is a feature: a new one is fenced off without editing this file.
const webFeatures = readdirSync(new URL('./apps/web/src/features/', import.meta.url), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);

// Inside web (docs/architecture.md): components/ui, lib (domain-free), config -> entities/<e> (order, card,
// plan, ...: what several features share) -> features/<f> -> app.
const web = './apps/web/src';
const webZones = [
  {
    target: [`${web}/components`, `${web}/lib`, `${web}/config`],
    // Folders, not a brace glob: a glob matches the named folder itself and none of the files inside.
    from: [`${web}/entities`, `${web}/features`, `${web}/app`],
    message: 'components, lib and config are domain-free: they never import an entity, a feature or the app',
  },
  {
    target: `${web}/entities`,
    from: [`${web}/features`, `${web}/app`],
    message: 'an entity is shared by features and never imports a feature or the app',
  },
  {
    target: `${web}/features`,
    from: `${web}/app`,
    message: 'features must not import the app layer',
  },
  ...webFeatures.map((feature) => ({
    target: `${web}/features/${feature}`,
    from: `${web}/features`,
    except: [`./${feature}`],
    message: "a feature must not import another feature's insides; share through entities/, compose in app/",
  })),
];

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      '**/dist-server/**',
      'data/**',
      '**/drizzle/**',
      'test-results/**',
      'playwright-report/**',
      // Deliberately wrong files, linted only by scripts/check-lint-fences.mjs.
      'scripts/lint-fixtures/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
    plugins: { 'import-x': importX, local },
    settings: {
      'import-x/resolver': {
        typescript: {
          noWarnOnMultipleProjects: true,
          project: ['apps/*/tsconfig.json', 'packages/*/tsconfig.json', 'e2e/tsconfig.json'],
        },
      },
    },
    rules: {
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_', destructuredArrayIgnorePattern: '^_' },
      ],
      '@typescript-eslint/consistent-type-definitions': ['error', 'type'],
      '@typescript-eslint/consistent-type-imports': 'error',
      // A cycle of any length counts, through value, type-only, lazy (`import()`) imports and
      // re-exports. import-x/no-cycle is off: local/import-cycles catches all it did (proven by
      // npm run lint:fences) and it took a fifth of lint's time (decision 084).
      'local/import-cycles': 'error',
      'import-x/no-self-import': 'error',
      'import-x/no-restricted-paths': [
        'error',
        {
          basePath: root,
          zones: [
            {
              target: './packages/contracts',
              from: ['./apps', './e2e'],
              message: 'contracts depend on zod only',
            },
            {
              target: './packages/telecom',
              from: ['./apps', './e2e', './packages/contracts'],
              message: 'telecom holds public facts and depends on nothing of ours',
            },
            {
              target: './apps/carrier-sim',
              from: ['./apps/api', './apps/web', './packages/contracts', './e2e'],
              message:
                'the carrier simulator is a third party: it shares only public telecom facts (@mvno/telecom)',
            },
            { target: './apps/web', from: './apps/api', message: 'web and api never import each other' },
            { target: './apps/api', from: './apps/web', message: 'web and api never import each other' },
            ...webZones,
            ...apiZones,
          ],
        },
      ],
    },
  },
  // A module's tables, then (later entries win for the same files) the ban on Fastify below its routes.
  ...apiModules.map((name) => ({
    files: [`apps/api/src/modules/${name}/**/*.ts`],
    rules: {
      'no-restricted-imports': ['error', { patterns: tablePatterns(name) }],
      'local/foreign-table-writes': ['error', { module: name, ...tableOwnership[name] }],
    },
  })),
  ...apiModules.map((name) => ({
    files: (({ services, sliceFiles, repositories }) => [...services, ...sliceFiles, ...repositories])(
      layersOf(`apps/api/src/modules/${name}`),
    ),
    rules: { 'no-restricted-imports': ['error', { patterns: [...tablePatterns(name), fastifyPattern] }] },
  })),
  {
    files: ['apps/**/*.{ts,tsx}', 'packages/**/*.ts'],
    ignores: ['apps/api/src/config.ts'],
    rules: {
      'no-restricted-properties': [
        'error',
        { object: 'process', property: 'env', message: 'read settings through apps/api/src/config.ts' },
      ],
    },
  },
  {
    files: [
      'apps/api/test/**/*.ts',
      'apps/api/scripts/**',
      'apps/api/src/cli/**',
      // The carrier simulator is its own process: its settings file, and the suite's base URL and secret.
      'apps/carrier-sim/src/config.ts',
      'apps/carrier-sim/conformance/**',
      'apps/carrier-sim/vitest.config.ts',
    ],
    rules: { 'no-restricted-properties': 'off' },
  },
  {
    files: ['apps/web/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks, 'jsx-a11y': jsxA11y },
    rules: { ...reactHooks.configs.recommended.rules, ...jsxA11y.flatConfigs.recommended.rules },
  },
  // Customer-facing texts come from a catalogue (decision 059); the English-only list is in the file.
  customerTextConfig(root),
  {
    files: ['**/*.{ts,tsx,js,mjs}'],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector: 'ExportAllDeclaration',
          message: 'no `export *` barrels: re-export by name, or import from the file itself',
        },
      ],
    },
  },
  {
    files: ['{apps,packages,e2e,scripts,bench}/**/*.{ts,tsx,js,mjs,cjs,jsx}'],
    rules: { 'local/kebab-case-file-names': 'error' },
  },
);
