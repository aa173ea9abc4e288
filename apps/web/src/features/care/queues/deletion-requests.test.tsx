import '@testing-library/jest-dom/vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { completeDeletionRequest, listDeletionRequests } from '@mvno/contracts/api/account-deletion';
import { buildPath } from '@mvno/contracts/api/common';
import { STAFF_MESSAGES } from '@mvno/contracts/staff-messages';
import { axeViolations } from '../../../test/axe';
import { routeOf, stubApi, type FakeRoute } from '../../../test/fake-api';
import { renderCare, signInStaff, STAFF_ID } from '../testing/care-test-kit';
import { makeDeletion, page } from '../testing/queue-answers';
import { DeletionRequests } from './deletion-requests';

const M = STAFF_MESSAGES.care;
const markRoute = (id: string) => `POST ${buildPath(completeDeletionRequest.path, { requestId: id })}`;

function show(routes: Record<string, FakeRoute>) {
  const api = stubApi(routes);
  signInStaff('agent');
  const rendered = renderCare(<DeletionRequests />);
  return { ...rendered, api };
}

describe('the account deletion queue', () => {
  it('lists open requests with their days left, the overdue ones highlighted', async () => {
    const overdue = makeDeletion(-3);
    const lastDay = makeDeletion(0);
    const later = makeDeletion(30);
    const { api } = show({ [routeOf(listDeletionRequests)]: page([overdue, lastDay, later]) });

    const queue = await screen.findByRole('region', { name: `${M.deletionsTitle} (open)` });
    const rows = within(queue).getAllByRole('row').slice(1);
    expect(rows.map((row) => row.textContent)).toEqual([
      expect.stringContaining(M.deletionOverdue(3)),
      expect.stringContaining(M.deletionDaysLeft(0)),
      expect.stringContaining(M.deletionDaysLeft(30)),
    ]);
    expect(rows[0]).toHaveClass('care-row--overdue');
    expect(within(rows[0]!).getByText(M.deletionOverdue(3)).tagName).toBe('STRONG');
    expect(rows[1]).not.toHaveClass('care-row--overdue');
    expect(api.requests[0]?.route).toBe(routeOf(listDeletionRequests));
    expect(await axeViolations()).toEqual([]);
  });

  it('pages through the requests', async () => {
    const first = makeDeletion(1);
    const second = makeDeletion(2);
    const { user } = show({
      [routeOf(listDeletionRequests)]: (_body, url) =>
        url.searchParams.get('page') === '1' ? page([second]) : page([first], true),
    });
    const queue = await screen.findByRole('region', { name: `${M.deletionsTitle} (open)` });
    await user.click(within(queue).getByRole('button', { name: 'Next page' }));
    expect(await within(queue).findByRole('cell', { name: second.customerId })).toBeInTheDocument();
    expect(within(queue).queryByRole('cell', { name: first.customerId })).not.toBeInTheDocument();
  });

  it('marks a request done with a reason, which the dialog asks for first', async () => {
    let open = [makeDeletion(-1), makeDeletion(10)];
    const target = open[0]!;
    const { user, api } = show({
      [routeOf(listDeletionRequests)]: () => page(open),
      [markRoute(target.id)]: (body) => {
        open = open.filter((request) => request.id !== target.id);
        return {
          body: {
            message: M.deletionDone,
            request: {
              ...target,
              status: 'done',
              done: {
                at: '2026-11-26T10:00:00.000Z',
                staff: { id: STAFF_ID, name: 'Sam Rivera' },
                ...(body as object),
              },
            },
          },
        };
      },
    });

    const queue = await screen.findByRole('region', { name: `${M.deletionsTitle} (open)` });
    await user.click(within(queue).getByRole('button', { name: `${M.deletionMark} ${target.customerId}` }));
    const dialog = await screen.findByRole('dialog', { name: M.deletionDialogTitle });
    expect(await axeViolations()).toEqual([]);

    await user.click(within(dialog).getByRole('button', { name: M.deletionMark }));
    const reason = within(dialog).getByRole('combobox', { name: 'Reason' });
    await waitFor(() => expect(reason).toHaveAccessibleDescription(M.deletionReasonRequired));
    expect(api.to(markRoute(target.id))).toEqual([]);

    await user.selectOptions(reason, M.deletionReasons.processor_confirmed);
    expect(reason).not.toHaveAttribute('aria-invalid');
    await user.click(within(dialog).getByRole('button', { name: M.deletionMark }));
    expect(await screen.findByText(M.deletionDone)).toHaveAttribute('role', 'status');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(api.to(markRoute(target.id))).toEqual([
      expect.objectContaining({ body: { reason: 'processor_confirmed' } }),
    ]);
    // The list is read again: the request has left the open ones.
    await expect.poll(() => within(queue).queryByRole('cell', { name: target.customerId })).toBeNull();
    expect(api.to(listDeletionRequests).length).toBeGreaterThanOrEqual(2);
  });

  it('says so in the dialog when someone else marked it done first', async () => {
    const target = makeDeletion(5);
    const { user } = show({
      [routeOf(listDeletionRequests)]: page([target]),
      [markRoute(target.id)]: { status: 409, body: { message: M.deletionAlreadyDone } },
    });
    await user.click(await screen.findByRole('button', { name: `${M.deletionMark} ${target.customerId}` }));
    const dialog = await screen.findByRole('dialog', { name: M.deletionDialogTitle });
    await user.selectOptions(
      within(dialog).getByRole('combobox', { name: 'Reason' }),
      M.deletionReasons.erasure_checked,
    );
    await user.click(within(dialog).getByRole('button', { name: M.deletionMark }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(M.deletionAlreadyDone);
  });

  it('shows the done requests with who marked them, when and why', async () => {
    const done = makeDeletion(20, {
      status: 'done',
      done: {
        at: '2026-11-26T10:00:00.000Z',
        staff: { id: STAFF_ID, name: 'Dana Rivera' },
        reason: 'erasure_checked',
      },
    });
    const { user } = show({
      [routeOf(listDeletionRequests)]: (_body, url) =>
        url.searchParams.get('status') === 'done' ? page([done]) : page([]),
    });
    expect(await screen.findByText(M.queueEmpty)).toBeInTheDocument();
    await user.selectOptions(screen.getByRole('combobox', { name: 'Deletion requests to show' }), 'done');
    const queue = await screen.findByRole('region', { name: `${M.deletionsTitle} (done)` });
    const row = await within(queue).findByRole('row', { name: new RegExp(done.customerId) });
    expect(row).toHaveTextContent(`by Dana Rivera (${M.deletionReasons.erasure_checked})`);
    expect(within(row).queryByRole('button')).not.toBeInTheDocument();
  });
});
