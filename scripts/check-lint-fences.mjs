// `npm test` step "lint fences": proves that each fence of eslint.config.js reports a
// deliberately wrong import (or name, or barrel) and lets the right one pass. Zones are checked
// on virtual files placed in each zone; cycles on real files under scripts/lint-fixtures/
// (ignored by `npm run lint`, linted here on purpose).
import path from 'node:path';
import { ESLint } from 'eslint';
import { TABLE_CASES } from './lint-fence-table-cases.mjs';

const root = path.resolve(import.meta.dirname, '..');
const zones = 'import-x/no-restricted-paths';
const api = 'apps/api/src';

/** [fence, rule, file, wrong code, right code]; `file` may differ for the right case ([wrong, right]). */
const TEXT_CASES = [
  [
    'services -> http',
    zones,
    `${api}/modules/support/services/fence-check-service.ts`,
    "import { createRouter } from '../../../http/router';\nexport const used = createRouter;\n",
    "import { AppError } from '../../../errors';\nexport const used = AppError;\n",
  ],
  [
    'services -> Fastify',
    'no-restricted-imports',
    `${api}/modules/support/services/fence-check-service.ts`,
    "import type { FastifyRequest } from 'fastify';\nexport type Used = FastifyRequest;\n",
    "import type { Quote } from '@mvno/contracts/api/checkout';\nexport type Used = Quote;\n",
  ],
  [
    'routes -> repositories',
    zones,
    `${api}/modules/support/routes/fence-check-routes.ts`,
    "import { createQueueRepository } from '../repositories/queue-repository';\nexport const used = createQueueRepository;\n",
    "import type { QueueService } from '../services/queue-service';\nexport type Used = QueueService;\n",
  ],
  [
    'slice routes -> repositories (shop)',
    zones,
    `${api}/modules/shop/plans/fence-check-routes.ts`,
    "import { createPlanRepository } from './plan-repository';\nexport const used = createPlanRepository;\n",
    "import type { PlanService } from './plan-service';\nexport type Used = PlanService;\n",
  ],
  [
    'slice services -> http',
    zones,
    `${api}/modules/lines/plan-periods/fence-check-service.ts`,
    "import { createRouter } from '../../../http/router';\nexport const used = createRouter;\n",
    "import { AppError } from '../../../errors';\nexport const used = AppError;\n",
  ],
  [
    'slice services -> Fastify',
    'no-restricted-imports',
    `${api}/modules/lines/number-lock/fence-check-service.ts`,
    "import type { FastifyRequest } from 'fastify';\nexport type Used = FastifyRequest;\n",
    "import type { NumberLockRepository } from './number-lock-repository';\nexport type Used = NumberLockRepository;\n",
  ],
  [
    "slice files (the carrier's adapters) -> Fastify",
    'no-restricted-imports',
    `${api}/modules/lines/carrier/fence-check.ts`,
    "import type { FastifyInstance } from 'fastify';\nexport type Used = FastifyInstance;\n",
    "import type { Carrier } from './carrier';\nexport type Used = Carrier;\n",
  ],
  [
    'slice routes -> repositories',
    zones,
    `${api}/modules/lines/usage/fence-check-routes.ts`,
    "import { createUsageRepository } from './usage-repository';\nexport const used = createUsageRepository;\n",
    "import type { UsageService } from './usage-service';\nexport type Used = UsageService;\n",
  ],
  [
    'slice repositories -> services',
    zones,
    `${api}/modules/lines/lines/fence-check-repository.ts`,
    "import { createLineService } from './line-service';\nexport const used = createLineService;\n",
    "import { createPortRepository } from './port-repository';\nexport const used = createPortRepository;\n",
  ],
  [
    'slice files (mails, views, adapters) -> routes',
    zones,
    `${api}/modules/lines/plan-periods/fence-check-view.ts`,
    "import { registerRenewalRoutes } from './renewal-routes';\nexport const used = registerRenewalRoutes;\n",
    "import { renewalPaymentOf } from './renewal-view';\nexport const used = renewalPaymentOf;\n",
  ],
  [
    "slice services -> another module's insides",
    zones,
    `${api}/modules/lines/usage/fence-check-service.ts`,
    "import type { PricingService } from '../../shop/pricing/pricing-service';\nexport type Used = PricingService;\n",
    "import type { ShopModule } from '../../shop/shop-module';\nexport type Used = ShopModule;\n",
  ],
  [
    'db -> modules',
    zones,
    `${api}/db/fence-check.ts`,
    "import { createPlanService } from '../modules/shop/plans/plan-service';\nexport const used = createPlanService;\n",
    "import { hashPassword } from '../lib/password-hasher';\nexport const used = hashPassword;\n",
  ],
  [
    'lib -> modules',
    zones,
    `${api}/lib/fence-check.ts`,
    "import { createShopModule } from '../modules/shop/shop-module';\nexport const used = createShopModule;\n",
    "import { isUuid } from './ids';\nexport const used = isUuid;\n",
  ],
  [
    'lib -> db',
    zones,
    `${api}/lib/fence-check.ts`,
    "import { plans } from '../db/schema/shop';\nexport const used = plans;\n",
    "import { toDollars } from './money';\nexport const used = toDollars;\n",
  ],
  [
    "module -> another module's insides",
    zones,
    `${api}/modules/shop/checkout/fence-check-service.ts`,
    "import type { CardService } from '../../payments/cards/card-service';\nexport type Used = CardService;\n",
    "import type { PaymentsModule } from '../../payments/payments-module';\nimport type { Customer } from '../../accounts/accounts-types';\nexport type Used = [PaymentsModule, Customer];\n",
  ],
  [
    'payments ledger -> only the modules that charge cards',
    zones,
    [
      `${api}/modules/support/repositories/fence-check-repository.ts`,
      `${api}/modules/shop/orders/fence-check-repository.ts`,
    ],
    "import { recordPayment } from '../../payments/payments-ledger';\nexport const used = recordPayment;\n",
    "import { recordPayment } from '../../payments/payments-ledger';\nexport const used = recordPayment;\n",
  ],
  [
    "shop -> payments' insides other than the ledger",
    zones,
    `${api}/modules/shop/orders/fence-check-repository.ts`,
    "import { createPaymentHistoryRepository } from '../../payments/payment-history/payment-history-repository';\nexport const used = createPaymentHistoryRepository;\n",
    "import { paymentRow } from '../../payments/payments-ledger';\nexport const used = paymentRow;\n",
  ],
  [
    'export * barrel',
    'no-restricted-syntax',
    `${api}/lib/fence-check.ts`,
    "export * from './ids';\n",
    "export { isUuid } from './ids';\n",
  ],
  [
    'kebab-case file names',
    'local/kebab-case-file-names',
    [`${api}/lib/fenceCheck.ts`, `${api}/lib/fence-check.ts`],
    'export const used = 1;\n',
    'export const used = 1;\n',
  ],
  [
    'web feature -> another feature',
    zones,
    'apps/web/src/features/cart/components/fence-check.tsx',
    "import { readCheckoutDraft } from '../../checkout/lib/checkout-draft';\nexport const used = readCheckoutDraft;\n",
    "import { zSimType } from '@mvno/contracts/api/checkout';\nexport const used = zSimType;\n",
  ],
];

/** The web layers (entities between the domain-free code and the features), in the TEXT_CASES form. */
const web = 'apps/web/src';
const WEB_TEXT_CASES = [
  [
    'web entity -> feature',
    zones,
    `${web}/entities/order/fence-check.ts`,
    "import { readCheckoutDraft } from '../../features/checkout/lib/checkout-draft';\nexport const used = readCheckoutDraft;\n",
    "import { chooseCard } from '../card/choose-card';\nimport { formatPrice } from '../../lib/format';\nexport const used = [chooseCard, formatPrice];\n",
  ],
  [
    'web entity -> app',
    zones,
    `${web}/entities/plan/fence-check.ts`,
    "import { routes } from '../../app/router';\nexport const used = routes;\n",
    "import { paths } from '../../config/paths';\nexport const used = paths;\n",
  ],
  [
    'web lib -> entity',
    zones,
    `${web}/lib/fence-check.ts`,
    "import { plansQueryOptions } from '../entities/plan/get-plans';\nexport const used = plansQueryOptions;\n",
    "import { formatPrice } from './format';\nexport const used = formatPrice;\n",
  ],
  [
    'web lib -> feature',
    zones,
    `${web}/lib/fence-check.ts`,
    "import { useLines } from '../features/lines/api/get-lines';\nexport const used = useLines;\n",
    "import { callApi } from './api-client';\nexport const used = callApi;\n",
  ],
  [
    'web components -> entity',
    zones,
    `${web}/components/ui/fence-check.tsx`,
    "import { PayButton } from '../../entities/order/components/pay-button';\nexport const used = PayButton;\n",
    "import { Button } from './button';\nexport const used = Button;\n",
  ],
  [
    'web components -> feature',
    zones,
    `${web}/components/form/fence-check.tsx`,
    "import { LinesSection } from '../../features/lines/components/lines-section';\nexport const used = LinesSection;\n",
    "import { FormField } from './form-field';\nexport const used = FormField;\n",
  ],
  [
    'web feature -> another feature, sharing through an entity',
    zones,
    `${web}/features/lines/components/fence-check.tsx`,
    "import { PaymentSection } from '../../payments/components/payment-section';\nexport const used = PaymentSection;\n",
    "import { useCards } from '../../../entities/card/cards-query';\nimport { usePayOrder } from '../../../entities/order/use-pay-order';\nexport const used = [useCards, usePayOrder];\n",
  ],
];

/** [fence, files that must be reported, files that must not]. */
const FIXTURE_CASES = [
  ['type-only cycle', ['type-cycle/order.ts', 'type-cycle/order-line.ts'], ['no-cycle/order.ts']],
  ['re-export cycle', ['reexport-cycle/plans.ts', 'reexport-cycle/prices.ts'], ['no-cycle/order-line.ts']],
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

for (const [fence, rule, file, wrong, right] of [...TEXT_CASES, ...TABLE_CASES, ...WEB_TEXT_CASES]) {
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
