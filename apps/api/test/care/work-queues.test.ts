/**
 * The work queues (decision 031): ports stuck or refused, renewals failing (the lines to be
 * suspended today marked), failed jobs (run again, dismissed; audited), unassigned chats and
 * contact-form tickets (status, assignee; audited). Each list pages.
 */
import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { WORK_QUEUE_PAGE_SIZE } from '@mvno/contracts/product-constants/care';
import { STAFF_MESSAGES } from '@mvno/contracts/staff-messages';
import { lineRenewals, portRequests } from '../../src/db/schema/lines';
import { DAY_MS } from '../../src/lib/clock';
import { PORT_STEP_JOB } from '../../src/modules/lines/lines/port-lifecycle-service';
import { call } from '../support/auth';
import { newStaff, startVisitor, type TestAgent } from '../support/chat';
import { waitForJobs } from '../support/jobs';
import { createLine, lineCustomer, numberEnding, OLD_SERVICE } from '../support/lines';
import { useTestApp } from '../support/test-app';

const M = STAFF_MESSAGES.care;
const t = useTestApp({ content: true, overrides: { PORT_IN_STEP_SECONDS: '0' } });
const get = (staff: TestAgent, url: string) => call(t, 'GET', url, { token: staff.token });
const post = (staff: TestAgent, url: string, body: unknown) =>
  call(t, 'POST', url, { token: staff.token, body });

describe('the port-in queue', () => {
  it('lists refused ports and ports pending too long, the newest port of a line only', async () => {
    const ada = await lineCustomer(t, { firstName: 'Ada', lastName: 'Lovelace' });
    const refusedLine = await createLine(t.database, ada.id);
    const msisdn = numberEnding('5550122');
    await ada.post('/app/users/portin/bring/number', {
      replaceNumber: true,
      msisdn,
      zipCode: '10001',
      oldService: OLD_SERVICE,
      tempSubscriptionId: refusedLine.id,
    });
    await waitForJobs(t.database);
    const stuckLine = await createLine(t.database, ada.id);
    const twoDaysAgo = new Date(Date.now() - 2 * DAY_MS);
    const fresh = await createLine(t.database, ada.id);
    await t.database.db.insert(portRequests).values([
      {
        userId: ada.id,
        lineId: stuckLine.id,
        msisdn: numberEnding('5550177'),
        status: 'pending',
        attempt: 1,
        zipCode: '10001',
        updatedAt: twoDaysAgo,
      },
      {
        userId: ada.id,
        lineId: fresh.id,
        msisdn: numberEnding('5550188'),
        status: 'pending',
        attempt: 1,
        zipCode: '10001',
      },
    ]);

    const agent = await newStaff(t, 'agent');
    const queue = await get(agent, '/app/care/queues/ports');
    expect(queue.statusCode, queue.body).toBe(200);
    const { items, hasMore } = queue.json() as { items: Record<string, unknown>[]; hasMore: boolean };
    expect(hasMore).toBe(false);
    expect(items).toEqual([
      expect.objectContaining({ lineId: stuckLine.id, status: 'pending', customerName: 'Ada Lovelace' }),
      expect.objectContaining({ lineId: refusedLine.id, msisdn, status: 'rejected', reason: 'pin_mismatch' }),
    ]);
  });
});

describe('the renewal queue', () => {
  it('lists declined renewals by next try and marks the lines to be suspended today', async () => {
    const ada = await lineCustomer(t);
    const lastTry = await createLine(t.database, ada.id);
    const firstTry = await createLine(t.database, ada.id);
    const now = new Date();
    await t.database.db.insert(lineRenewals).values([
      {
        lineId: lastTry.id,
        userId: ada.id,
        periodEnd: lastTry.periodEnd,
        attempts: 2,
        tries: 2,
        nextAttemptAt: now,
        lastFailure: 'Declined',
      },
      {
        lineId: firstTry.id,
        userId: ada.id,
        periodEnd: firstTry.periodEnd,
        attempts: 1,
        tries: 1,
        nextAttemptAt: new Date(now.getTime() + 2 * DAY_MS),
      },
    ]);
    const agent = await newStaff(t, 'agent');
    const { items } = (await get(agent, '/app/care/queues/renewals')).json() as {
      items: { lineId: string; suspendsToday: boolean; declined: number }[];
    };
    expect(items.map(({ lineId, suspendsToday, declined }) => ({ lineId, suspendsToday, declined }))).toEqual(
      [
        { lineId: lastTry.id, suspendsToday: true, declined: 2 },
        { lineId: firstTry.id, suspendsToday: false, declined: 1 },
      ],
    );
  });
});

describe('failed jobs', () => {
  const failedJob = async () => {
    const id = randomUUID();
    await t.database.execute(
      `insert into pgboss.job (id, name, data, state, retry_count, retry_limit, completed_on, output)
       values ($1, $2, $3, 'failed', 8, 8, now(), $4)`,
      [
        id,
        PORT_STEP_JOB,
        JSON.stringify({ portId: randomUUID(), attempt: 1 }),
        JSON.stringify({ message: 'carrier timed out' }),
      ],
    );
    return id;
  };
  const stateOf = async (id: string) =>
    (
      (await t.database.execute('select state from pgboss.job where id = $1', [id])).rows[0] as
        { state: string } | undefined
    )?.state;

  it('a supervisor sees them, runs one again (it completes) and dismisses another; both audited; agents may not', async () => {
    const retried = await failedJob();
    const dismissed = await failedJob();
    const agent = await newStaff(t, 'agent');
    expect((await get(agent, '/app/care/queues/jobs')).statusCode).toBe(403);

    const supervisor = await newStaff(t, 'supervisor', 'Sue');
    const { items } = (await get(supervisor, '/app/care/queues/jobs')).json() as {
      items: Record<string, unknown>[];
    };
    expect(items).toHaveLength(2);
    expect(items[0]).toMatchObject({ queue: PORT_STEP_JOB, tries: 9, error: 'carrier timed out' });
    expect(JSON.stringify(items)).not.toContain('portId');

    const again = await post(supervisor, `/app/care/queues/jobs/${retried}/retry`, { queue: PORT_STEP_JOB });
    expect(again.json()).toEqual({ message: M.jobRetried });
    const gone = await post(supervisor, `/app/care/queues/jobs/${dismissed}/dismiss`, {
      queue: PORT_STEP_JOB,
    });
    expect(gone.json()).toEqual({ message: M.jobDismissed });
    expect(
      (await post(supervisor, `/app/care/queues/jobs/${dismissed}/dismiss`, { queue: PORT_STEP_JOB }))
        .statusCode,
    ).toBe(404);
    await waitForJobs(t.database);
    expect(await stateOf(retried)).toBe('completed');
    expect(await stateOf(dismissed)).toBeUndefined();
    expect(((await get(supervisor, '/app/care/queues/jobs')).json() as { items: unknown[] }).items).toEqual(
      [],
    );

    const admin = await newStaff(t, 'admin', 'Ari');
    const audit = (await get(admin, '/app/care/audit')).json() as {
      entries: { action: string; after: unknown }[];
    };
    expect(audit.entries.filter((e) => e.action.startsWith('job.')).map((e) => [e.action, e.after])).toEqual([
      ['job.dismiss', { jobId: dismissed, queue: PORT_STEP_JOB, state: 'dismissed' }],
      ['job.retry', { jobId: retried, queue: PORT_STEP_JOB, state: 'retry' }],
    ]);
  });
});

describe('chats and tickets', () => {
  it('lists open chats nobody took', async () => {
    const visitor = await startVisitor(t);
    const agent = await newStaff(t, 'agent');
    const { items } = (await get(agent, '/app/care/queues/chats')).json() as {
      items: Record<string, unknown>[];
    };
    expect(items).toEqual([
      expect.objectContaining({ conversationId: visitor.conversationId, customerId: null }),
    ]);
  });

  it('contact messages are tickets: paged, assigned and solved (audited)', async () => {
    for (let i = 0; i <= WORK_QUEUE_PAGE_SIZE; i += 1) {
      const sent = await call(t, 'POST', '/app/users/contactus', {
        body: {
          name: `Writer ${String.fromCharCode(65 + i)}`,
          email: `writer${i}@example.com`,
          message: `Question number ${i}`,
        },
        ip: `10.0.${i}.1`,
      });
      expect(sent.statusCode, sent.body).toBe(200);
    }
    const agent = await newStaff(t, 'agent');
    const first = (await get(agent, '/app/care/queues/tickets')).json() as {
      items: { id: string; name: string }[];
      hasMore: boolean;
    };
    expect(first.items).toHaveLength(WORK_QUEUE_PAGE_SIZE);
    expect(first.hasMore).toBe(true);
    expect(first.items[0]?.name).toBe('Writer A');
    const second = (await get(agent, '/app/care/queues/tickets?page=1')).json() as {
      items: { id: string }[];
      hasMore: boolean;
    };
    expect(second).toMatchObject({ hasMore: false, items: [expect.anything()] });

    const ticketId = first.items[0]!.id;
    const taken = await post(agent, `/app/care/queues/tickets/${ticketId}`, {
      status: 'pending',
      assigneeId: agent.id,
    });
    expect(taken.statusCode, taken.body).toBe(200);
    expect(taken.json()).toMatchObject({
      message: M.ticketSaved,
      ticket: { status: 'pending', assignee: { id: agent.id, name: 'Sam Rivera' } },
    });
    const customer = await lineCustomer(t);
    const toCustomer = await post(agent, `/app/care/queues/tickets/${ticketId}`, {
      status: 'open',
      assigneeId: customer.id,
    });
    expect(toCustomer.statusCode).toBe(400);
    expect(
      (await post(agent, `/app/care/queues/tickets/${ticketId}`, { status: 'solved', assigneeId: null }))
        .statusCode,
    ).toBe(200);
    const solved = (await get(agent, '/app/care/queues/tickets?status=solved')).json() as {
      items: { id: string }[];
    };
    expect(solved.items.map((ticket) => ticket.id)).toEqual([ticketId]);

    const admin = await newStaff(t, 'admin', 'Ari');
    const audit = (await get(admin, '/app/care/audit?action=ticket.update')).json() as {
      entries: { after: unknown }[];
    };
    expect(audit.entries.map((e) => e.after)).toEqual([
      { ticketId, status: 'solved', assigneeId: null },
      { ticketId, status: 'pending', assigneeId: agent.id },
    ]);
  });
});
