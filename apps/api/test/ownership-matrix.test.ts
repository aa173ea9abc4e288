/**
 * The ownership matrix (issue 12): every authenticated endpoint of the contracts is either
 * called by a second customer with the first customer's ids (404, or an answer with none of
 * the first customer's data), or listed as not owned with the reason. A new authenticated
 * endpoint fails the first test until it gets its place here.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { newCustomer } from './support/commerce';
import { CONTRACT_ENDPOINTS } from './support/endpoints';
import { NOT_OWNED } from './support/ownership';
import { ownershipMatrix, ownerWorld } from './support/ownership-world';
import { useTestApp } from './support/test-app';

const t = useTestApp({ content: true });

/** Each answer names the route that served it, so an entry cannot pass on a mistyped path's 404. */
const ROUTE_HEADER = 'x-test-route';
beforeAll(() => {
  t.app.addHook('onSend', async (request, reply) => {
    reply.header(ROUTE_HEADER, `${request.method} ${request.routeOptions.url ?? '(none)'}`);
  });
});

const MATRIX = ownershipMatrix(t);

describe('ownership matrix', () => {
  // Staff endpoints (session: 'agent') refuse every customer session: care/role-matrix.test.ts
  // calls each of them with a customer's token and with every staff role's.
  const authenticated = CONTRACT_ENDPOINTS.filter(
    (endpoint) => endpoint.auth && endpoint.session !== 'agent',
  ).map((e) => e.operationId);

  it('places every authenticated endpoint of the contracts in the matrix or the not-owned list', () => {
    const placed = [...Object.keys(MATRIX), ...Object.keys(NOT_OWNED)];
    const missing = authenticated.filter((id) => !placed.includes(id));
    const stale = placed.filter((id) => !authenticated.includes(id));
    const both = Object.keys(MATRIX).filter((id) => id in NOT_OWNED);

    expect({ missing, stale, both }).toEqual({ missing: [], stale: [], both: [] });
    for (const reason of Object.values(NOT_OWNED)) expect(reason.length).toBeGreaterThan(10);
  });

  it(
    "refuses a second customer every one of the first customer's resources",
    { timeout: 60_000 },
    async () => {
      const world = await ownerWorld(t);
      const stranger = await newCustomer(t);
      const failures: string[] = [];

      for (const [operationId, entry] of Object.entries(MATRIX)) {
        const response = await entry.call(stranger, world);
        const endpoint = CONTRACT_ENDPOINTS.find((one) => one.operationId === operationId)!;
        const served = response.headers[ROUTE_HEADER];
        if (served !== `${endpoint.method} ${endpoint.path}`)
          failures.push(
            `${operationId}: the call reached ${String(served)}, not ${endpoint.method} ${endpoint.path}`,
          );
        const text = response.body;
        const leaked = world.secrets.filter((secret) => text.includes(secret));
        if (leaked.length > 0)
          failures.push(`${operationId}: the answer holds the owner's ${leaked.join(', ')}`);
        const status = response.statusCode;
        if (entry.kind === 'foreign-id' && status !== 404) failures.push(`${operationId}: ${status} ${text}`);
        if (entry.kind === 'own-data' && status !== 200) failures.push(`${operationId}: ${status} ${text}`);
        if (entry.kind === 'own-list') {
          const list = status === 200 ? (response.json() as Record<string, unknown>)[entry.list] : undefined;
          if (status !== 404 && !(Array.isArray(list) && list.length === 0))
            failures.push(
              `${operationId}: expected an empty ${entry.list} list or 404, got ${status} ${text}`,
            );
        }
      }

      expect(failures).toEqual([]);
      // The owner's things are as they were.
      const lines = (await world.owner.get('/app/users/lines')).json() as {
        lines: { id: string; nickname: string }[];
      };
      expect(lines.lines.find((line) => line.id === world.lineId)?.nickname).toBe('Owner phone');
      const cards = (await world.owner.get('/app/payments/cards')).json() as { cards: { id: string }[] };
      expect(cards.cards.map((card) => card.id)).toEqual([world.cardId]);
      const locks = (await world.owner.get('/app/users/number-locks')).json() as {
        locks: { lineId: string; locked: boolean }[];
      };
      expect(Object.fromEntries(locks.locks.map((lock) => [lock.lineId, lock.locked]))).toEqual({
        [world.lineId]: true,
        [world.portLineId]: false,
      });
      expect((await world.owner.get('/app/users/view')).statusCode).toBe(200);
    },
  );
});
