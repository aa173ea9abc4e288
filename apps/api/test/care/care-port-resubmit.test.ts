/**
 * Care's "Resubmit a port" on a customer with more than one line (decision 076): the customer
 * page names each line bringing a number by that number, as the port queue does, the temporary
 * number beside it; a line with no port to re-submit is a 409 that says so, never a 404.
 */
import { describe, expect, it } from 'vitest';
import { PRODUCT_MESSAGES } from '@mvno/contracts/product-messages';
import { STAFF_MESSAGES } from '@mvno/contracts/staff-messages';
import { call } from '../support/auth';
import { careCall, verifiedStaff } from '../support/care';
import { waitForJobs } from '../support/jobs';
import { createLine, lineCustomer, numberEnding, OLD_SERVICE } from '../support/lines';
import { useTestApp } from '../support/test-app';

const t = useTestApp({ content: true, overrides: { PORT_IN_STEP_SECONDS: '0' } });

type CareLine = { id: string; mdn: string; port: { msisdn: string; status: string } | null };

describe('care: resubmitting a port on a customer with two lines', () => {
  it("the page and the queue show the brought number; the first line (no port) is a 409, the port's line resubmits", async () => {
    const ada = await lineCustomer(t);
    const own = await createLine(t.database, ada.id);
    const bringing = await createLine(t.database, ada.id);
    // A wrong PIN: the old carrier refuses the port, the line keeps its temporary number.
    const msisdn = numberEnding('5550122');
    const brought = await ada.post('/app/users/portin/bring/number', {
      replaceNumber: true,
      msisdn,
      zipCode: '10001',
      oldService: OLD_SERVICE,
      tempSubscriptionId: bringing.id,
    });
    expect(brought.statusCode, brought.body).toBe(200);
    await waitForJobs(t.database);

    const agent = await verifiedStaff(t, 'agent', ada);
    const view = await call(t, 'GET', `/app/care/customers/${ada.id}`, { token: agent.token });
    const { lines } = (view.json() as { account: { lines: CareLine[] } }).account;
    expect(lines.map((line) => [line.id, line.mdn, line.port])).toEqual([
      [own.id, own.mdn, null],
      // With the refusal's reason, in words for the agent (decision 082).
      [
        bringing.id,
        bringing.mdn,
        { msisdn, status: 'rejected', reason: 'pin_mismatch', reasonText: expect.stringContaining('PIN') },
      ],
    ]);
    const queue = await call(t, 'GET', '/app/care/queues/ports', { token: agent.token });
    const items = (queue.json() as { items: { lineId: string; msisdn: string }[] }).items;
    expect(items.filter((item) => item.lineId === bringing.id).map((item) => item.msisdn)).toEqual([msisdn]);

    const body = {
      reason: 'port_details_corrected',
      billingAccountNumber: OLD_SERVICE.billingAccountNumber,
      billingAccountPassword: '9876',
    };
    const onOwn = await careCall(t, agent, `/app/care/customers/${ada.id}/lines/${own.id}/port-in`, body);
    expect(onOwn.statusCode, onOwn.body).toBe(409);
    expect(onOwn.json().message).toBe(PRODUCT_MESSAGES.lines.noPortToResubmit);

    const onPort = await careCall(
      t,
      agent,
      `/app/care/customers/${ada.id}/lines/${bringing.id}/port-in`,
      body,
    );
    expect(onPort.statusCode, onPort.body).toBe(200);
    expect(onPort.json().message).toBe(STAFF_MESSAGES.care.portResubmitted);
    await waitForJobs(t.database);
    const after = await call(t, 'GET', `/app/care/customers/${ada.id}`, { token: agent.token });
    const line = (after.json() as { account: { lines: CareLine[] } }).account.lines[1];
    // Completed: the brought number is the line's own, no port shown beside it.
    expect(line).toMatchObject({ mdn: msisdn, port: null });
  });
});
