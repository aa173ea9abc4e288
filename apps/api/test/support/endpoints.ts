/** Every endpoint defined in the contracts (each `defineEndpoint` export), for the tests that cover them all. */
import * as accountDeletion from '@mvno/contracts/api/account-deletion';
import * as accountPin from '@mvno/contracts/api/account-pin';
import * as agentAuth from '@mvno/contracts/api/agent-auth';
import * as auth from '@mvno/contracts/api/auth';
import * as broadbandLabels from '@mvno/contracts/api/broadband-labels';
import * as careActions from '@mvno/contracts/api/care-actions';
import * as careAudit from '@mvno/contracts/api/care-audit';
import * as careQueues from '@mvno/contracts/api/care-queues';
import * as careCarrierDrift from '@mvno/contracts/api/care-carrier-drift';
import * as careCustomers from '@mvno/contracts/api/care-customers';
import * as careKpis from '@mvno/contracts/api/care-kpis';
import * as careRefunds from '@mvno/contracts/api/care-refunds';
import * as careStaff from '@mvno/contracts/api/care-staff';
import * as cataloguePlans from '@mvno/contracts/api/catalogue-plans';
import * as chat from '@mvno/contracts/api/chat';
import * as checkout from '@mvno/contracts/api/checkout';
import type { Endpoint } from '@mvno/contracts/api/common';
import * as contact from '@mvno/contracts/api/contact';
import * as content from '@mvno/contracts/api/content';
import * as dataTopUps from '@mvno/contracts/api/data-top-ups';
import * as contentFaq from '@mvno/contracts/api/content-faq';
import * as emergencyAddress from '@mvno/contracts/api/emergency-address';
import * as contentSite from '@mvno/contracts/api/content-site';
import * as health from '@mvno/contracts/api/health';
import * as invoices from '@mvno/contracts/api/invoices';
import * as language from '@mvno/contracts/api/language';
import * as lineCancellation from '@mvno/contracts/api/line-cancellation';
import * as lostPhone from '@mvno/contracts/api/lost-phone';
import * as myData from '@mvno/contracts/api/my-data';
import * as lineUsage from '@mvno/contracts/api/line-usage';
import * as lines from '@mvno/contracts/api/lines';
import * as lineTransfers from '@mvno/contracts/api/line-transfers';
import * as members from '@mvno/contracts/api/members';
import * as notices from '@mvno/contracts/api/notices';
import * as numberLock from '@mvno/contracts/api/number-lock';
import * as passkeys from '@mvno/contracts/api/passkeys';
import * as portIn from '@mvno/contracts/api/port-in';
import * as portOut from '@mvno/contracts/api/port-out';
import * as payments from '@mvno/contracts/api/payments';
import * as planChange from '@mvno/contracts/api/plan-change';
import * as plans from '@mvno/contracts/api/plans';
import * as profile from '@mvno/contracts/api/profile';
import * as promotions from '@mvno/contracts/api/promotions';
import * as sessions from '@mvno/contracts/api/sessions';
import * as simChange from '@mvno/contracts/api/sim-change';
import * as stepUp from '@mvno/contracts/api/step-up';
import * as twoFactor from '@mvno/contracts/api/two-factor';
import * as supportInbox from '@mvno/contracts/api/support-inbox';
import * as transactions from '@mvno/contracts/api/transactions';
import * as users from '@mvno/contracts/api/users';
import * as wallet from '@mvno/contracts/api/wallet';
import * as lineChangeRequests from '@mvno/contracts/api/line-change-requests';
import * as memberControls from '@mvno/contracts/api/member-controls';
import * as careLineTransfers from '@mvno/contracts/api/care-line-transfers';

const isEndpoint = (value: unknown): value is Endpoint =>
  typeof value === 'object' &&
  value !== null &&
  'operationId' in value &&
  'method' in value &&
  'path' in value &&
  'response' in value;

const CONTRACT_FILES = [
  accountDeletion,
  accountPin,
  agentAuth,
  auth,
  careActions,
  careKpis,
  broadbandLabels,
  invoices,
  careAudit,
  careQueues,
  careCarrierDrift,
  careCustomers,
  careRefunds,
  careStaff,
  cataloguePlans,
  chat,
  checkout,
  contact,
  content,
  dataTopUps,
  contentFaq,
  emergencyAddress,
  contentSite,
  health,
  language,
  lineCancellation,
  lineUsage,
  lostPhone,
  myData,
  lines,
  lineTransfers,
  members,
  portIn,
  notices,
  numberLock,
  passkeys,
  portOut,
  payments,
  planChange,
  plans,
  profile,
  promotions,
  sessions,
  stepUp,
  simChange,
  twoFactor,
  supportInbox,
  transactions,
  users,
  wallet,
  lineChangeRequests,
  memberControls,
  careLineTransfers,
];

/** Every contract endpoint once, by operationId. */
export const CONTRACT_ENDPOINTS: Endpoint[] = [
  ...new Map(
    CONTRACT_FILES.flatMap((file) => Object.values(file))
      .filter(isEndpoint)
      .map((endpoint) => [endpoint.operationId, endpoint] as const),
  ).values(),
];

/** The operationIds of the API document the app serves at /app/docs. */
export async function documentedOperationIds(app: {
  inject: (options: { url: string }) => Promise<{ json: () => unknown }>;
}): Promise<string[]> {
  const doc = (await app.inject({ url: '/app/docs' })).json() as {
    paths: Record<string, Record<string, { operationId?: string }>>;
  };
  return Object.values(doc.paths).flatMap((methods) =>
    Object.values(methods).flatMap((operation) => (operation.operationId ? [operation.operationId] : [])),
  );
}
