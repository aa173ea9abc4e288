// The table fences' cases for scripts/check-lint-fences.mjs (decisions 021 and 051): a module imports only its own
// tables and those of its allow-list, and writes (insert, update, delete) only its own and those under `writes`.
const api = 'apps/api/src';

/** A support repository's imports: the users table, which support may read and not write. */
const supportUsers =
  "import type { Db } from '../../../db/client';\nimport { users } from '../../../db/schema/accounts';\n";

/** [fence, rule, file, wrong code, right code], as TEXT_CASES of check-lint-fences.mjs. */
export const TABLE_CASES = [
  [
    'repository -> the schema index',
    'no-restricted-imports',
    `${api}/modules/shop/orders/fence-check-repository.ts`,
    "import { plans } from '../../../db/schema';\nexport const used = plans;\n",
    "import { plans } from '../../../db/schema/shop';\nexport const used = plans;\n",
  ],
  [
    "repository -> another module's table outside the allow-list",
    'no-restricted-imports',
    `${api}/modules/lines/plan-periods/fence-check-repository.ts`,
    "import { promoCodes } from '../../../db/schema/shop';\nexport const used = promoCodes;\n",
    "import { plans } from '../../../db/schema/shop';\nimport { subscriptionLines } from '../../../db/schema/lines';\nexport const used = [plans, subscriptionLines];\n",
  ],
  [
    "repository -> a module's tables it may not touch at all",
    'no-restricted-imports',
    `${api}/modules/support/repositories/fence-check-repository.ts`,
    "import { sessions } from '../../../db/schema/accounts';\nexport const used = sessions;\n",
    "import { users } from '../../../db/schema/accounts';\nexport const used = users;\n",
  ],
  [
    'repository -> writing a foreign table it may only read',
    'local/foreign-table-writes',
    `${api}/modules/support/repositories/fence-check-repository.ts`,
    `${supportUsers}export const used = (db: Db) => db.delete(users);\n`,
    `${supportUsers}export const used = (db: Db) => db.select().from(users);\n`,
  ],
  [
    'repository -> writing a foreign table: only one the allow-list names under writes',
    'local/foreign-table-writes',
    [
      `${api}/modules/lines/plan-periods/fence-check-repository.ts`,
      `${api}/modules/shop/orders/fence-check-repository.ts`,
    ],
    "import type { Db } from '../../../db/client';\nimport { orders } from '../../../db/schema/orders';\nexport const used = (db: Db) => db.update(orders).set({ result: null });\n",
    "import type { Db } from '../../../db/client';\nimport { subscriptionLines } from '../../../db/schema/lines';\nexport const used = (db: Db) => db.update(subscriptionLines).set({ nickname: null });\n",
  ],
  [
    "privacy -> another module's table (each module's privacy hook handles its own)",
    'no-restricted-imports',
    `${api}/modules/privacy/fence-check-repository.ts`,
    "import { users } from '../../db/schema/accounts';\nexport const used = users;\n",
    "import { deletionRequests } from '../../db/schema/privacy';\nexport const used = deletionRequests;\n",
  ],
  [
    "content -> another module's schema file",
    'no-restricted-imports',
    `${api}/modules/content/repositories/fence-check-repository.ts`,
    "import { orders } from '../../../db/schema/orders';\nexport const used = orders;\n",
    "import { contentVersions } from '../../../db/schema/content';\nexport const used = contentVersions;\n",
  ],
  [
    'lines -> the order history table (only through the payments ledger)',
    'no-restricted-imports',
    `${api}/modules/lines/plan-periods/fence-check-repository.ts`,
    "import { transactions } from '../../../db/schema/payments';\nexport const used = transactions;\n",
    "import { paymentCards } from '../../../db/schema/payments';\nimport { recordPayment } from '../../payments/payments-ledger';\nexport const used = [paymentCards, recordPayment];\n",
  ],
];
