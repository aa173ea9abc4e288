/**
 * The support-session matrix (decision 043): a session opened by a support sign-in link calls every
 * customer endpoint of the contracts. It reads (every GET but the export of all the customer's data)
 * and makes the changes whose contract names why support may make them (`assistedMay`); everything
 * else is 403 with an assisted-session refusal. The allowed set is read from the contracts, so a new
 * change nobody marked is expected refused here, and refused by the router.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { buildPath, type Endpoint } from '@mvno/contracts/api/common';
import { ACCOUNT_MESSAGES } from '@mvno/contracts/account-messages';
import { PRODUCT_MESSAGES } from '@mvno/contracts/product-messages';
import { assistedSessionOf } from './support/assisted';
import { call } from './support/auth';
import { customerWithCard } from './support/commerce';
import { CONTRACT_ENDPOINTS } from './support/endpoints';
import { createLine } from './support/lines';
import { useTestApp } from './support/test-app';

const t = useTestApp({ content: true });

/** Each answer names the route that served it, so a mistyped path cannot pass as a refusal. */
const ROUTE_HEADER = 'x-test-route';
beforeAll(() => {
  t.app.addHook('onSend', async (request, reply) => {
    reply.header(ROUTE_HEADER, `${request.method} ${request.routeOptions.url ?? '(none)'}`);
  });
});

const A = PRODUCT_MESSAGES.accounts;
const REFUSALS: string[] = [
  A.assistedRefused,
  A.assistedServiceRefused,
  ACCOUNT_MESSAGES.assisted.changeRefused,
  ACCOUNT_MESSAGES.myData.assistedRefused,
];

/**
 * The changes a support session may make for the customer on the phone (decision 043). The test
 * reads them from the contracts; this copy only makes adding one a decision someone reviews.
 */
const DECIDED_CHANGES = [
  'checkDevice',
  'checkPortInEligibility',
  'logOut',
  'quoteOrder',
  'quotePlanChange',
  'saveLineDevice',
  // The caller asks the agent for the pages in Spanish (or English): nothing else changes (decision 053).
  'setAccountLanguage',
  'updateLineNickname',
  // A new customer tells the agent which friend referred them (decision 071).
  'useReferralCode',
];

const customerEndpoints = CONTRACT_ENDPOINTS.filter(
  (endpoint) => endpoint.auth && endpoint.session !== 'agent',
);

/** Read from the contract, not from the router's rule: reads pass unless refused, changes only if named. */
const allowedToSupport = (endpoint: Endpoint): boolean =>
  endpoint.method === 'GET'
    ? endpoint.refusesAssisted === undefined
    : endpoint.assistedMay !== undefined && endpoint.refusesAssisted === undefined;

describe('support-session matrix', () => {
  it('allows only the changes decided, each with its reason, and refuses the bulk data export', () => {
    const changes = customerEndpoints.filter((e) => e.method !== 'GET' && allowedToSupport(e));
    expect(changes.map((e) => e.operationId).sort()).toEqual(DECIDED_CHANGES);
    for (const endpoint of changes) expect(endpoint.assistedMay!.length).toBeGreaterThan(15);
    const refusedReads = customerEndpoints.filter((e) => e.method === 'GET' && !allowedToSupport(e));
    expect(refusedReads.map((e) => e.operationId)).toEqual(['exportMyData']);
  });

  it(
    'answers a support session 403 at every customer endpoint but the reads and the changes allowed',
    { timeout: 60_000 },
    async () => {
      const { customer } = await customerWithCard(t);
      const line = await createLine(t.database, customer.id);
      let session = (await assistedSessionOf(t, customer.email)).token;
      const failures: string[] = [];

      for (const endpoint of customerEndpoints) {
        // Every path id is the customer's line: reads of the line answer it, the rest a 404 or 400.
        const url = buildPath(endpoint.path, Object.fromEntries(['id', 'lineId'].map((k) => [k, line.id])));
        const response = await t.app.inject({
          method: endpoint.method,
          url,
          headers: { ...t.headers, authorization: `Bearer ${session}` },
          ...(endpoint.method === 'GET' ? {} : { payload: {} }),
        });
        const what = `${endpoint.operationId} (${endpoint.method} ${endpoint.path})`;
        const served = response.headers[ROUTE_HEADER];
        if (served !== `${endpoint.method} ${endpoint.path}`)
          failures.push(`${what}: the call reached ${String(served)}`);
        const message = response.statusCode === 403 ? (response.json() as { message?: string }).message : '';
        if (allowedToSupport(endpoint)) {
          if (response.statusCode === 403) failures.push(`${what}: allowed, but ${response.body}`);
          if (response.statusCode === 401) failures.push(`${what}: the support session was not signed in`);
        } else if (response.statusCode !== 403 || !REFUSALS.includes(message ?? '')) {
          failures.push(
            `${what}: expected an assisted-session 403, got ${response.statusCode} ${response.body}`,
          );
        }
        // An allowed call may end the session itself (Log out): the next endpoint gets a new one.
        if ((await call(t, 'GET', '/app/users/view', { token: session })).statusCode === 401)
          session = (await assistedSessionOf(t, customer.email)).token;
      }

      expect(failures).toEqual([]);
      // The customer's own session is untouched by all of it.
      expect((await customer.get('/app/users/view')).statusCode).toBe(200);
    },
  );
});
