/**
 * The chaos run's port-out count (bench/carrier-chaos-ports.mjs): a line matches the carrier when it
 * ended here exactly when one of the carrier's port-outs for its number completed. Another carrier's
 * ask sent again after a lost answer is a second request for the same number, which the carrier denies
 * once the first has used the PIN: that is not a mismatch; a line ended without a completed request, a
 * completed request whose line still runs, or a request left open are.
 */
import { describe, expect, it } from 'vitest';
import { portOutCounts } from '../../../../bench/carrier-chaos-ports.mjs';

type Request = { request_id: string; line_id: string; line_status: string; carrier: string };

/** Our port-out commands as the count reads them, and the carrier's state of each request. */
function world(requests: Request[]) {
  return {
    db: {
      query: async (sql: string) =>
        sql.includes('count(*)')
          ? { rows: [{ n: 0 }] }
          : {
              rows: requests.map(({ carrier, ...row }) => ({
                ...row,
                state: carrier,
                answered: 'true',
                accepted: String(carrier === 'completed'),
              })),
            },
    },
    admin: async (_method: string, path: string) => ({
      json: async () => ({ state: requests.find((r) => path.endsWith(r.request_id))?.carrier }),
    }),
  };
}

/** The counts for requests given as [request, line, our line's status, the carrier's state]. */
const countsOf = (rows: [string, string, string, string][]) =>
  portOutCounts(
    world(
      rows.map(([request_id, line_id, line_status, carrier]) => ({
        request_id,
        line_id,
        line_status,
        carrier,
      })),
    ),
  );

describe('the chaos run counting port-outs', () => {
  it('counts a second ask for a number ported by the first as no mismatch', async () => {
    const counts = await countsOf([
      ['req_a', 'line-1', 'ported_out', 'completed'],
      ['req_b', 'line-1', 'ported_out', 'denied'],
      ['req_c', 'line-2', 'active', 'denied'],
    ]);
    expect(counts).toMatchObject({ portOuts: 3, portOutsCompleted: 1, portOutsRefused: 2 });
    expect(counts.portOutMismatches).toBe(0);
  });

  it('counts a line whose state differs from its requests, and a request left open', async () => {
    const counts = await countsOf([
      ['req_d', 'line-3', 'active', 'completed'],
      ['req_e', 'line-4', 'ported_out', 'denied'],
      ['req_f', 'line-5', 'active', 'awaiting_validation'],
    ]);
    expect(counts.portOutMismatches).toBe(3);
    expect(counts.portOutMismatchExamples).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ lineId: 'line-3' }),
        expect.objectContaining({ lineId: 'line-4' }),
        expect.objectContaining({ portOutId: 'req_f' }),
      ]),
    );
  });
});
