import '@testing-library/jest-dom/vitest';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import {
  dismissFailedJob,
  listFailedJobs,
  listPortQueue,
  listRenewalQueue,
  listTickets,
  retryFailedJob,
  updateTicket,
} from '@mvno/contracts/api/care-queues';
import { buildPath, type Endpoint } from '@mvno/contracts/api/common';
import { WORK_QUEUE_PAGE_SIZE } from '@mvno/contracts/product-constants/care';
import { STAFF_MESSAGES } from '@mvno/contracts/staff-messages';
import { routeOf, stubApi } from '../../../test/fake-api';
import { renderCare, signInStaff, STAFF_ID } from '../testing/care-test-kit';
import { emptyQueues, makeJob, makePort, makeRenewal, makeTicket, page } from '../testing/queue-answers';
import { WorkQueues } from './work-queues';

const M = STAFF_MESSAGES.care;
const post = (endpoint: Endpoint, params: Record<string, string>) =>
  `POST ${buildPath(endpoint.path, params)}`;
const region = (name: string | RegExp) => screen.findByRole('region', { name });

describe('the work queues page', () => {
  it('lists each queue, and the failed jobs only for roles that manage them', async () => {
    const port = makePort({ msisdn: '5125550177', reason: 'pin_mismatch' });
    const ticket = makeTicket({ name: 'Grace Hopper', message: 'My port is stuck' });
    const renewal = makeRenewal({ customerName: 'Alan Turing', mdn: '2125550188' });
    const api = stubApi(
      emptyQueues({
        [routeOf(listPortQueue)]: page([port]),
        [routeOf(listTickets)]: page([ticket]),
        [routeOf(listRenewalQueue)]: page([renewal]),
      }),
    );
    signInStaff('agent');
    renderCare(<WorkQueues />);

    const ports = await region('Port-ins stuck or refused');
    // Every number as people read it (decision 038 keeps the console to the customer's format).
    // Each status in words, never its code (decision 082); each customer a link to their page.
    const portRow = within(ports).getByRole('row', { name: /\(512\) 555-0177/ });
    expect(portRow).toHaveTextContent('Refused by the old carrier (PIN does not match)');
    expect(portRow).not.toHaveTextContent(/rejected|pin_mismatch/);
    const portCustomer = within(portRow).getByRole('link');
    expect(portCustomer.getAttribute('href')).toMatch(/^\/care\/customers\?customer=/);
    const tickets = await region('Tickets (open)');
    expect(within(tickets).getByRole('row', { name: /Grace Hopper/ })).toHaveTextContent('My port is stuck');
    const renewalRow = within(await region('Renewals failing')).getByRole('row', { name: /Alan Turing/ });
    expect(renewalRow).toHaveTextContent('(212) 555-0188');
    expect(within(renewalRow).getByRole('link', { name: 'Alan Turing' })).toHaveAttribute(
      'href',
      expect.stringMatching(/^\/care\/customers\?customer=/),
    );
    expect(within(await region('Chats nobody took')).getByText(M.queueEmpty)).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Failed jobs' })).not.toBeInTheDocument();
    expect(api.to(listFailedJobs)).toEqual([]);
  });

  it('pages a queue forwards and back, asking the server for each page', async () => {
    const first = Array.from({ length: WORK_QUEUE_PAGE_SIZE }, () => makePort());
    const last = makePort({ customerName: 'Last Customer' });
    stubApi(
      emptyQueues({
        [routeOf(listPortQueue)]: (_body, url) =>
          url.searchParams.get('page') === '1' ? page([last]) : page(first, true),
      }),
    );
    signInStaff('agent');
    const { user } = renderCare(<WorkQueues />);

    const ports = await region('Port-ins stuck or refused');
    expect(await within(ports).findAllByRole('row')).toHaveLength(WORK_QUEUE_PAGE_SIZE + 1);
    const pages = within(ports).getByRole('navigation', { name: 'Port-ins stuck or refused pages' });
    expect(within(pages).getByRole('button', { name: 'Previous page' })).toBeDisabled();
    await user.click(within(pages).getByRole('button', { name: 'Next page' }));

    expect(await within(ports).findByText('Last Customer')).toBeInTheDocument();
    expect(within(ports).getAllByRole('row')).toHaveLength(2);
    expect(within(pages).getByText('Page 2')).toBeInTheDocument();
    expect(within(pages).getByRole('button', { name: 'Next page' })).toBeDisabled();
    await user.click(within(pages).getByRole('button', { name: 'Previous page' }));
    expect(await within(ports).findByText(first[0]!.customerName)).toBeInTheDocument();
  });

  it('runs a failed job again or dismisses it, says so, and reads the list again', async () => {
    let jobs = [makeJob({ id: 'job-a', queue: 'mail.send' }), makeJob({ id: 'job-b', queue: 'port.step' })];
    const api = stubApi(
      emptyQueues({
        [routeOf(listFailedJobs)]: () => page(jobs),
        [post(retryFailedJob, { jobId: 'job-a' })]: () => {
          jobs = jobs.filter((job) => job.id !== 'job-a');
          return { body: { message: M.jobRetried } };
        },
        [post(dismissFailedJob, { jobId: 'job-b' })]: () => {
          jobs = jobs.filter((job) => job.id !== 'job-b');
          return { body: { message: M.jobDismissed } };
        },
      }),
    );
    signInStaff('supervisor');
    const { user } = renderCare(<WorkQueues />);

    const failed = await region('Failed jobs');
    await user.click(await within(failed).findByRole('button', { name: 'Run again job-a' }));
    expect(await screen.findByText(M.jobRetried)).toHaveAttribute('role', 'status');
    expect(api.to(post(retryFailedJob, { jobId: 'job-a' }))).toEqual([
      expect.objectContaining({ body: { queue: 'mail.send' } }),
    ]);
    await expect.poll(() => within(failed).queryByText('job-a')).toBeNull();

    await user.click(within(await region('Failed jobs')).getByRole('button', { name: 'Dismiss job-b' }));
    expect(await screen.findByText(M.jobDismissed)).toBeInTheDocument();
    expect(api.to(post(dismissFailedJob, { jobId: 'job-b' }))).toEqual([
      expect.objectContaining({ body: { queue: 'port.step' } }),
    ]);
    expect(within(await region('Failed jobs')).getByText(M.queueEmpty)).toBeInTheDocument();
    expect(api.to(listFailedJobs).length).toBeGreaterThanOrEqual(3);
  });

  it('shows why a job action failed', async () => {
    const job = makeJob({ id: 'job-gone' });
    stubApi(
      emptyQueues({
        [routeOf(listFailedJobs)]: page([job]),
        [post(retryFailedJob, { jobId: 'job-gone' })]: { status: 404, body: { message: M.jobNotFound } },
      }),
    );
    signInStaff('admin');
    const { user } = renderCare(<WorkQueues />);
    await user.click(await screen.findByRole('button', { name: 'Run again job-gone' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(M.jobNotFound);
  });

  it("takes a ticket (pending, to me), solves it, and shows another status's tickets", async () => {
    const ticket = makeTicket({ id: 'ticket-1', name: 'Grace Hopper' });
    const api = stubApi(
      emptyQueues({
        [routeOf(listTickets)]: (_body, url) =>
          url.searchParams.get('status') === 'pending'
            ? page([{ ...ticket, status: 'pending', assignee: { id: STAFF_ID, name: 'Sam Rivera' } }])
            : page([ticket]),
        [post(updateTicket, { ticketId: 'ticket-1' })]: (body) => ({
          body: { message: M.ticketSaved, ticket: { ...ticket, ...(body as object) } },
        }),
      }),
    );
    signInStaff('agent');
    const { user } = renderCare(<WorkQueues />);

    const tickets = await region('Tickets (open)');
    await user.click(within(tickets).getByRole('button', { name: 'Take the ticket of Grace Hopper' }));
    expect(await screen.findByText(M.ticketSaved)).toHaveAttribute('role', 'status');
    await user.click(within(tickets).getByRole('button', { name: 'Solved the ticket of Grace Hopper' }));
    expect(api.to(post(updateTicket, { ticketId: 'ticket-1' })).map((r) => r.body)).toEqual([
      { status: 'pending', assigneeId: STAFF_ID },
      { status: 'solved', assigneeId: STAFF_ID },
    ]);

    await user.selectOptions(screen.getByRole('combobox', { name: 'Tickets to show' }), 'pending');
    const pending = await region('Tickets (pending)');
    expect(await within(pending).findByText('Sam Rivera')).toBeInTheDocument();
    expect(within(pending).queryByRole('button', { name: /^Take/ })).not.toBeInTheDocument();
  });
});
