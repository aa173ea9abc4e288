/**
 * The role matrix (docs/decisions/028), generated from the contracts: every staff endpoint
 * (`session: 'agent'`) is called by a staff member of each role and by a customer. Only the
 * roles whose permission set holds the endpoint's permission get past the check; every other
 * role gets the permission refusal, a customer the staff-only refusal, no token a 401. A staff
 * endpoint that names no permission fails here and is refused by the router.
 */
import { randomUUID } from 'node:crypto';
import Fastify from 'fastify';
import { z } from 'zod';
import { beforeAll, describe, expect, it } from 'vitest';
import { defineEndpoint, type Endpoint } from '@mvno/contracts/api/common';
import { PRODUCT_MESSAGES } from '@mvno/contracts/product-messages';
import { STAFF_MESSAGES } from '@mvno/contracts/staff-messages';
import { STAFF_PERMISSIONS, STAFF_ROLES, staffCan, type StaffRole } from '@mvno/contracts/staff-roles';
import { createRouter } from '../../src/http/router';
import { call, registerCustomer } from '../support/auth';
import { newStaff } from '../support/chat';
import { CONTRACT_ENDPOINTS } from '../support/endpoints';
import { useTestApp } from '../support/test-app';

const t = useTestApp();

const ROUTE_HEADER = 'x-test-route';
beforeAll(() => {
  t.app.addHook('onSend', async (request, reply) => {
    reply.header(ROUTE_HEADER, `${request.method} ${request.routeOptions.url ?? '(none)'}`);
  });
});

// Ending the session goes last, so every other call still has a live token.
const STAFF_ENDPOINTS = CONTRACT_ENDPOINTS.filter((endpoint) => endpoint.session === 'agent').sort(
  (a, b) => Number(a.operationId === 'endAgentSession') - Number(b.operationId === 'endAgentSession'),
);

/** The endpoint's path with a fresh id for every parameter, and an empty body for the writes. */
function callOf(endpoint: Endpoint, token: string | undefined) {
  const url = endpoint.path.replace(/:([A-Za-z]+)/g, () => randomUUID());
  return call(t, endpoint.method as 'GET' | 'POST', url, {
    ...(token ? { token } : {}),
    ...(endpoint.method === 'GET' ? {} : { body: {} }),
  });
}

describe('staff endpoints name their permission', () => {
  it('every staff endpoint of the contracts requires a session and names a known permission', () => {
    expect(STAFF_ENDPOINTS.length).toBeGreaterThan(5);
    const unnamed = STAFF_ENDPOINTS.filter(
      (endpoint) =>
        !endpoint.auth || !endpoint.permission || !STAFF_PERMISSIONS.includes(endpoint.permission),
    ).map((endpoint) => endpoint.operationId);
    expect(unnamed).toEqual([]);
    const strayPermission = CONTRACT_ENDPOINTS.filter((e) => e.permission && e.session !== 'agent');
    expect(strayPermission.map((e) => e.operationId)).toEqual([]);
  });

  it('the router refuses a staff endpoint without a permission, and a permission without a staff session', () => {
    const router = createRouter(
      Fastify(),
      async () => ({}),
      async () => ({}),
    );
    const response = z.object({});
    const unnamed = defineEndpoint({
      operationId: 'unnamedStaffCall',
      method: 'GET',
      path: '/app/unnamed',
      summary: 'no permission',
      auth: true,
      session: 'agent',
      response,
    });
    const customerWithPermission = defineEndpoint({
      operationId: 'customerWithPermission',
      method: 'GET',
      path: '/app/customer-permission',
      summary: 'a permission on a customer call',
      auth: true,
      permission: 'audit.read',
      response,
    });
    expect(() => router.add(unnamed, async () => ({}))).toThrow(/must require auth and name its permission/);
    expect(() => router.add(customerWithPermission, async () => ({}))).toThrow(/needs a staff session/);
  });
});

describe('role matrix', () => {
  it('gives the business figures (read only) to supervisors and admins alone', () => {
    expect(STAFF_ROLES.filter((role) => staffCan(role, 'kpis.read'))).toEqual(['supervisor', 'admin']);
    const kpiCalls = STAFF_ENDPOINTS.filter((endpoint) => endpoint.permission === 'kpis.read');
    expect(kpiCalls.map((endpoint) => `${endpoint.method} ${endpoint.path}`)).toEqual([
      'GET /app/care/kpis',
      'GET /app/care/kpis/snapshots',
      'GET /app/care/kpis/live',
    ]);
  });

  it(
    'lets through exactly the roles whose permission set holds each endpoint’s permission',
    { timeout: 120_000 },
    async () => {
      const customer = await registerCustomer(t);
      const failures: string[] = [];
      const passed: Record<StaffRole, number> = Object.fromEntries(STAFF_ROLES.map((r) => [r, 0])) as Record<
        StaffRole,
        number
      >;

      for (const role of STAFF_ROLES) {
        const staff = await newStaff(t, role, ['Ann', 'Sue', 'Cat', 'Con', 'Ada'][STAFF_ROLES.indexOf(role)]);
        for (const endpoint of STAFF_ENDPOINTS) {
          const response = await callOf(endpoint, staff.token);
          const where = `${role} ${endpoint.operationId}`;
          const served = response.headers[ROUTE_HEADER];
          if (served !== `${endpoint.method} ${endpoint.path}`)
            failures.push(`${where}: reached ${String(served)}`);
          const refused =
            response.statusCode === 403 &&
            (response.json() as { message: string }).message === STAFF_MESSAGES.care.permissionDenied;
          const allowed = staffCan(role, endpoint.permission!);
          if (allowed && (refused || response.statusCode === 401))
            failures.push(`${where}: allowed, got ${response.statusCode} ${response.body}`);
          if (!allowed && !refused)
            failures.push(`${where}: not allowed, got ${response.statusCode} ${response.body}`);
          if (allowed) passed[role] += 1;
        }
      }
      for (const endpoint of STAFF_ENDPOINTS) {
        const asCustomer = await callOf(endpoint, customer.token);
        if (
          asCustomer.statusCode !== 403 ||
          asCustomer.json().message !== PRODUCT_MESSAGES.support.agentsOnly
        )
          failures.push(`customer ${endpoint.operationId}: ${asCustomer.statusCode} ${asCustomer.body}`);
        const anonymous = await callOf(endpoint, undefined);
        if (anonymous.statusCode !== 401)
          failures.push(`no token ${endpoint.operationId}: ${anonymous.statusCode}`);
      }

      expect(failures).toEqual([]);
      // Every role passed its own session's calls; the admin passed every call.
      for (const role of STAFF_ROLES) expect(passed[role]).toBeGreaterThanOrEqual(2);
      expect(passed.admin).toBe(STAFF_ENDPOINTS.length);
    },
  );
});
