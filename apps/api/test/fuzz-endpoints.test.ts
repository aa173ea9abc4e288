/**
 * Schema-driven fuzzing of every endpoint in the contracts (issue 12): contract-shaped and arbitrary JSON inputs,
 * with no session, a customer's, an admin's or a forged one. No answer is a 5xx, every 4xx is the one error shape,
 * and the server serves after. A fixed seed, and a random one (its failure prints `FUZZ_SEED=<seed>` to replay;
 * `FUZZ_RUNS=<n>` sets its cases per endpoint for a longer hunt). Both run in one pass of the suite: on
 * PostgreSQL when the run has it (the API's shape does not depend on the engine; decision 065), else on the
 * embedded database.
 */
import fc from 'fast-check';
import type { LightMyRequestResponse } from 'fastify';
import { describe, expect, it } from 'vitest';
import { buildPath, type Endpoint } from '@mvno/contracts/api/common';
import { HEADERS } from '@mvno/contracts/constants';
import { call, registerCustomer } from './support/auth';
import { verify } from './support/care';
import { newStaff, startVisitor } from './support/chat';
import { createPlan } from './support/commerce';
import { CONTRACT_ENDPOINTS, documentedOperationIds } from './support/endpoints';
import { createLine } from './support/lines';
import { caseArbitrary, queryString, type Case } from './support/fuzz-cases';
import { useTestApp } from './support/test-app';
import { usesPostgres } from './support/test-database';

const t = useTestApp({ content: true });

const FIXED_SEED = 20_261_123;
/** Cases per endpoint: the fixed seed's run and the random seed's run. */
const RUNS = { fixed: 60, random: Number(process.env.FUZZ_RUNS ?? 30) };
/** A bound on each endpoint's run, so a slow endpoint cannot stretch the file. */
const ENDPOINT_TIME_LIMIT_MS = 1500 * Math.max(1, RUNS.random / 30);
/** Every endpoint may use its whole bound on a loaded machine, plus a minute for the set-up. */
const EVERY_ENDPOINT_MS = CONTRACT_ENDPOINTS.length * ENDPOINT_TIME_LIMIT_MS + 60_000;
const RANDOM_RUN_LIMIT = { timeout: RUNS.random > 30 ? 3_600_000 : Math.max(180_000, EVERY_ENDPOINT_MS) };
/** The seeds run on the PostgreSQL pass, or on the embedded database when no PostgreSQL pass follows. */
const SEEDS_PASS = usesPostgres() || !process.env.TEST_DATABASE_URL;

/** What the fuzzed calls may use: sessions and ids that exist, so inputs reach past the lookups. */
type Fixtures = {
  customerToken: string;
  customerEmail: string;
  agentToken: string;
  ids: Record<string, string[]>;
};

async function customerFixtures(): Promise<{ token: string; email: string; ids: Record<string, string[]> }> {
  const customer = await registerCustomer(t);
  const line = await createLine(t.database, customer.user.id);
  return {
    token: customer.token,
    email: customer.email,
    ids: {
      line: [line.id],
      subscriber: [line.subscriberNumber],
      mdn: [line.mdn],
      customer: [customer.user.id],
    },
  };
}

async function makeFixtures(): Promise<Fixtures> {
  const plan = await createPlan(t.database);
  const customer = await customerFixtures();
  // A staff member holding every permission, so staff inputs reach the handlers past the role check.
  const agent = await newStaff(t, 'admin', 'Ada');
  const visitor = await startVisitor(t);
  // The agent verified the customer (the care console's CPNI gate), so care calls reach their handlers.
  await verify(t, agent, { id: customer.ids.customer![0]!, email: customer.email });
  return {
    customerToken: customer.token,
    customerEmail: customer.email,
    agentToken: agent.token,
    ids: {
      ...customer.ids,
      plan: [plan.id],
      visitorToken: [visitor.visitorToken],
      conversation: [visitor.conversationId],
    },
  };
}

/** Keeps the fixtures' sessions alive: a fuzzed logout or "end other sessions" may end them. */
async function refreshSessions(fixtures: Fixtures): Promise<void> {
  const view = await call(t, 'GET', '/app/users/view', { token: fixtures.customerToken });
  let renewed = false;
  if (view.statusCode === 401) {
    const fresh = await customerFixtures();
    fixtures.customerToken = fresh.token;
    fixtures.customerEmail = fresh.email;
    for (const [key, values] of Object.entries(fresh.ids))
      fixtures.ids[key] = [...(fixtures.ids[key] ?? []), ...values];
    renewed = true;
  }
  const agent = await call(t, 'GET', '/app/auth/agent/me', { token: fixtures.agentToken });
  if (agent.statusCode === 401) {
    fixtures.agentToken = (await newStaff(t, 'admin', 'Ada')).token;
    renewed = true;
  }
  const customer = { id: fixtures.ids.customer!.at(-1)!, email: fixtures.customerEmail };
  if (renewed) await verify(t, { token: fixtures.agentToken }, customer);
  // A customer claiming the visitor's conversation ends the visitor token.
  const visitorToken = fixtures.ids.visitorToken?.at(-1);
  const visitor = await call(t, 'POST', '/app/chat/visitor/conversation', { body: { visitorToken } });
  if (visitor.statusCode !== 200) {
    const fresh = await startVisitor(t);
    fixtures.ids.visitorToken = [fresh.visitorToken];
    fixtures.ids.conversation = [...(fixtures.ids.conversation ?? []), fresh.conversationId];
  }
}

/** Which fixture ids fit a path parameter. */
const ID_PARAMS: Record<string, string> = {
  id: 'line',
  lineId: 'line',
  customerId: 'customer',
  conversationId: 'conversation',
};

/** Field names whose value is an id the server looks up, and which fixture ids fit them. */
const ID_FIELDS: Record<string, string> = {
  id: 'line',
  planId: 'plan',
  tempSubscriptionId: 'line',
  visitorToken: 'visitorToken',
  conversationId: 'conversation',
  msisdn: 'mdn',
};

function withKnownIds(value: unknown, fixtures: Fixtures, pick: number): unknown {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return value;
  const out: Record<string, unknown> = { ...(value as Record<string, unknown>) };
  for (const [key, kind] of Object.entries(ID_FIELDS)) {
    const known = fixtures.ids[kind];
    if (key in out && known?.length && pick % 2 === 0) out[key] = known[pick % known.length];
  }
  for (const [key, inner] of Object.entries(out)) {
    if (typeof inner === 'object' && inner !== null) out[key] = withKnownIds(inner, fixtures, pick >> 1);
  }
  return out;
}

async function send(endpoint: Endpoint, input: Case, fixtures: Fixtures) {
  const params = Object.fromEntries(
    Object.entries(input.params).map(([name, value]) => [
      name,
      value === '@known' ? (fixtures.ids[ID_PARAMS[name] ?? '']?.at(-1) ?? value) : value,
    ]),
  );
  const url = buildPath(endpoint.path, params) + queryString(input.query);
  const headers: Record<string, string> = { ...t.headers };
  if (input.channel === 'no-key') delete headers[HEADERS.apiKey];
  if (input.channel === 'bad-operator') headers[HEADERS.operatorId] = '20';
  if (input.session === 'customer') headers.authorization = `Bearer ${fixtures.customerToken}`;
  if (input.session === 'agent') headers.authorization = `Bearer ${fixtures.agentToken}`;
  if (input.session === 'forged') headers.authorization = `Bearer ${fixtures.customerToken.slice(0, -4)}AAAA`;
  let payload: string | undefined;
  if (input.body.kind === 'json')
    payload = JSON.stringify(withKnownIds(input.body.value, fixtures, input.pick)) ?? 'null';
  if (payload !== undefined) headers['content-type'] = 'application/json';
  if (input.body.kind === 'raw') {
    payload = input.body.text;
    if (input.body.contentType) headers['content-type'] = input.body.contentType;
  }
  const response = await t.app.inject({
    method: endpoint.method,
    url,
    headers,
    remoteAddress: input.address,
    ...(payload === undefined ? {} : { payload }),
  });
  return { url, payload, response };
}

/** Why an answer breaks the rules, or undefined when it keeps them. */
function problemWith(response: LightMyRequestResponse): string | undefined {
  if (response.statusCode >= 500) return `answered ${response.statusCode}`;
  if (response.statusCode < 400) return undefined;
  let body: unknown;
  try {
    body = response.json();
  } catch {
    return `a ${response.statusCode} that is not JSON`;
  }
  if (typeof body !== 'object' || body === null || Array.isArray(body))
    return 'an error that is not an object';
  const { message, errors, ...rest } = body as Record<string, unknown>;
  if (Object.keys(rest).length > 0) return `an error with other keys: ${Object.keys(rest).join(', ')}`;
  if (typeof message !== 'string' || message.length === 0) return 'an error without a message';
  if (errors === undefined) return undefined;
  if (!Array.isArray(errors)) return 'errors that are not a list';
  for (const item of errors) {
    if (typeof item !== 'object' || item === null) return 'a field error that is not an object';
    const keys = Object.keys(item).sort().join(',');
    const { field, message: text } = item as Record<string, unknown>;
    if (keys !== 'field,message' || typeof field !== 'string' || typeof text !== 'string')
      return `a field error not shaped { field, message }: ${JSON.stringify(item)}`;
  }
  return undefined;
}

type Outcome = { cases: number; byStatus: Record<string, number>; answeredOk: Set<string> };

async function fuzzEveryEndpoint(seed: number, runsPerEndpoint: number): Promise<Outcome> {
  const fixtures = await makeFixtures();
  const outcome: Outcome = { cases: 0, byStatus: {}, answeredOk: new Set() };
  for (const [index, endpoint] of CONTRACT_ENDPOINTS.entries()) {
    await refreshSessions(fixtures);
    const property = fc.asyncProperty(caseArbitrary(endpoint), async (input) => {
      outcome.cases += 1;
      const { url, payload, response } = await send(endpoint, input, fixtures);
      outcome.byStatus[response.statusCode] = (outcome.byStatus[response.statusCode] ?? 0) + 1;
      if (response.statusCode < 300) outcome.answeredOk.add(endpoint.operationId);
      const problem = problemWith(response);
      if (problem) {
        throw new Error(
          `${endpoint.operationId}: ${endpoint.method} ${url} (${input.session} session, ${input.channel} channel, ` +
            `${String(input.body.kind === 'raw' ? input.body.contentType : 'json')}) body ${payload?.slice(0, 300)} ` +
            `-> ${problem}: ${response.statusCode} ${response.body.slice(0, 300)}`,
        );
      }
    });
    try {
      const options = { seed: seed + index, numRuns: runsPerEndpoint };
      let run = await fc.check(property, {
        ...options,
        interruptAfterTimeLimit: ENDPOINT_TIME_LIMIT_MS,
        markInterruptAsFailure: false,
      });
      // A loaded machine can spend the whole bound on the first case, which fast-check counts as a
      // failure (interrupted before any case passed): the endpoint then gets its first case unbounded.
      if (run.interrupted && run.numRuns === 0) run = await fc.check(property, { ...options, numRuns: 1 });
      if (run.failed) throw new Error(fc.defaultReportMessage(run), { cause: run.errorInstance });
    } catch (error) {
      const cause = error instanceof Error && error.cause instanceof Error ? error.cause.message : '';
      throw new Error(
        `Fuzzing failed with seed ${seed} (replay: FUZZ_SEED=${seed}).\n${cause}\n${String(error)}`,
      );
    }
  }
  return outcome;
}

function report(seed: number, outcome: Outcome, started: number): string {
  return (
    `[fuzz] seed ${seed}: ${outcome.cases} cases in ${Date.now() - started} ms; ` +
    `answers ${JSON.stringify(outcome.byStatus)}; ${outcome.answeredOk.size} of ` +
    `${CONTRACT_ENDPOINTS.length} endpoints answered 2xx at least once`
  );
}

async function expectHealthy(): Promise<void> {
  const health = await t.app.inject({ url: '/app/health' });
  expect(health.statusCode).toBe(200);
  const customer = await registerCustomer(t);
  expect((await call(t, 'GET', '/app/users/view', { token: customer.token })).statusCode).toBe(200);
  expect((await call(t, 'GET', '/app/plans')).statusCode).toBe(200);
}

describe('fuzzing every endpoint of the contracts', () => {
  it('covers exactly the endpoints the app serves and documents', async () => {
    const documented = await documentedOperationIds(t.app);
    const contracted = CONTRACT_ENDPOINTS.map((endpoint) => endpoint.operationId);

    expect([...documented].sort()).toEqual([...contracted].sort());
  });

  it.runIf(SEEDS_PASS)(
    `keeps every answer under 500 and every error in the one shape (fixed seed ${FIXED_SEED})`,
    { timeout: Math.max(180_000, EVERY_ENDPOINT_MS) },
    async () => {
      const started = Date.now();
      const outcome = await fuzzEveryEndpoint(FIXED_SEED, RUNS.fixed);
      console.log(report(FIXED_SEED, outcome, started));

      expect(outcome.cases).toBeGreaterThan(CONTRACT_ENDPOINTS.length * 10);
      // The inputs reach the handlers, not only the checks in front of them.
      expect(outcome.answeredOk.size).toBeGreaterThan(CONTRACT_ENDPOINTS.length * 0.4);
      await expectHealthy();
    },
  );

  it.runIf(SEEDS_PASS)('keeps them so with a random seed too', RANDOM_RUN_LIMIT, async () => {
    const seed = Number(process.env.FUZZ_SEED ?? Math.floor(Math.random() * 2 ** 31));
    const started = Date.now();
    const outcome = await fuzzEveryEndpoint(seed, RUNS.random);
    console.log(report(seed, outcome, started));

    expect(outcome.cases).toBeGreaterThan(CONTRACT_ENDPOINTS.length * 5);
    await expectHealthy();
  });
});
