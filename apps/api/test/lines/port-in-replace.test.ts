/**
 * A port onto a line that has a number of its own (decision 048): refused until the customer
 * confirms that the line's number is given up; when it completes, the number the line had goes
 * back to the pool. A number of the customer's is never left ours on no line.
 */
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { formatMdn } from '@mvno/contracts/line-format';
import { PRODUCT_MESSAGES } from '@mvno/contracts/product-messages';
import { carrierNumbers, portRequests } from '../../src/db/schema/lines';
import { waitForJobs } from '../support/jobs';
import {
  createLine,
  lineCustomer,
  linesOf,
  numberEnding,
  OLD_SERVICE,
  type LineCustomer,
} from '../support/lines';
import { useTestApp } from '../support/test-app';

const t = useTestApp({ content: true, overrides: { PORT_IN_STEP_SECONDS: '0' } });
const L = PRODUCT_MESSAGES.lines;

const bring = (customer: LineCustomer, lineId: string, msisdn: string, extra: Record<string, unknown> = {}) =>
  customer.post('/app/users/portin/bring/number', {
    msisdn,
    zipCode: '10001',
    oldService: OLD_SERVICE,
    tempSubscriptionId: lineId,
    ...extra,
  });

/** The customer's numbers the carrier holds as ours, and those on none of their lines. */
async function strandedNumbers(customer: LineCustomer, known: string[]) {
  const onLines = new Set((await linesOf(customer)).map((line) => line.mdn));
  const ours: string[] = [];
  for (const mdn of known) {
    const rows = await t.database.db.select().from(carrierNumbers).where(eq(carrierNumbers.mdn, mdn));
    if (rows.length > 0) ours.push(mdn);
  }
  return ours.filter((mdn) => !onLines.has(mdn));
}

describe('bringing a number onto a line with a number of its own', () => {
  it('is refused without the confirmation, naming what happens to the number; the line keeps it', async () => {
    const ada = await lineCustomer(t);
    const line = await createLine(t.database, ada.id);
    await createLine(t.database, ada.id);
    const msisdn = numberEnding('5550199');

    const refused = await bring(ada, line.id, msisdn);
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toEqual({ message: L.replacesOwnNumber(formatMdn(line.mdn), formatMdn(msisdn)) });
    const notConfirmed = await bring(ada, line.id, msisdn, { replaceNumber: false });
    expect(notConfirmed.statusCode).toBe(409);

    await waitForJobs(t.database);
    expect(await t.database.db.select().from(portRequests)).toEqual([]);
    expect((await linesOf(ada)).map((l) => l.mdn)).toContain(line.mdn);
  });

  it('with the confirmation completes and gives the old number back to the pool: no number of ours is left on no line', async () => {
    const ada = await lineCustomer(t);
    const line = await createLine(t.database, ada.id);
    const other = await createLine(t.database, ada.id);
    const msisdn = numberEnding('5550199');

    const confirmed = await bring(ada, line.id, msisdn, { replaceNumber: true });
    expect(confirmed.statusCode, confirmed.body).toBe(200);
    await waitForJobs(t.database);

    const lines = await linesOf(ada);
    expect(lines.map((l) => l.mdn).sort()).toEqual([msisdn, other.mdn].sort());
    expect(await strandedNumbers(ada, [line.mdn, other.mdn, msisdn])).toEqual([]);
    // The old number is not "already with us" any more.
    const check = await ada.post('/app/users/portin/check', { msisdn: line.mdn, zipCode: '78702' });
    expect(check.statusCode, check.body).toBe(200);
  });

  it('needs no confirmation onto a line still waiting for its number: its temporary number goes back to the pool', async () => {
    const ada = await lineCustomer(t);
    const line = await createLine(t.database, ada.id);
    const refusedNumber = numberEnding('5550122');
    expect((await bring(ada, line.id, refusedNumber, { replaceNumber: true })).statusCode).toBe(200);
    await waitForJobs(t.database);
    expect((await linesOf(ada))[0]?.port).toMatchObject({ status: 'rejected' });

    const other = numberEnding('5550199');
    const response = await bring(ada, line.id, other);
    expect(response.statusCode, response.body).toBe(200);
    await waitForJobs(t.database);
    expect((await linesOf(ada)).map((l) => l.mdn)).toEqual([other]);
    expect(await strandedNumbers(ada, [line.mdn, other])).toEqual([]);
  });
});
