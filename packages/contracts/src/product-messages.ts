/**
 * Our own user-facing messages, where SPEC §8 has none, by domain: each domain's texts are in
 * product-messages/<domain>.ts, assembled here under one name. The SPEC §8 catalogue stays in
 * messages.ts. A message that names a number is built from product-constants/<domain>.ts.
 */
import { accounts } from './product-messages/accounts';
import { shop } from './product-messages/shop';
import { payments } from './product-messages/payments';
import { web } from './product-messages/web';
import { addLine } from './product-messages/add-line';
import { profile } from './product-messages/profile';
import { sessions } from './product-messages/sessions';
import { lines } from './product-messages/lines';
import { renewals } from './product-messages/renewals';
import { planChanges } from './product-messages/plan-changes';
import { usage } from './product-messages/usage';
import { verification } from './product-messages/verification';
import { support } from './product-messages/support';

export {
  PORT_OUT_REASONS,
  PORT_REJECTION_REASONS,
  type PortOutReason,
  type PortRejectionReason,
} from './product-messages/lines';

export const PRODUCT_MESSAGES = {
  accounts,
  shop,
  payments,
  web,
  addLine,
  profile,
  sessions,
  lines,
  renewals,
  planChanges,
  usage,
  verification,
  support,
} as const;
