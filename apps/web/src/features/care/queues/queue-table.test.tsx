import '@testing-library/jest-dom/vitest';
import { useState } from 'react';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import {
  completeDeletionRequest,
  listDeletionRequests,
  type DeletionDoneReason,
  type DeletionRequest,
} from '@mvno/contracts/api/account-deletion';
import { buildPath } from '@mvno/contracts/api/common';
import { STAFF_MESSAGES } from '@mvno/contracts/staff-messages';
import { axeViolations } from '../../../test/axe';
import { routeOf, stubApi, type FakeAnswer, type FakeRoute } from '../../../test/fake-api';
import { deferred, renderCare, signInStaff } from '../testing/care-test-kit';
import { makeDeletion, page } from '../testing/queue-answers';
import { useCompleteDeletion, useDeletionRequests } from './api/deletion-requests';
import { QueueTable, type QueueClosing } from './queue-table';

const M = STAFF_MESSAGES.care;
const closeRoute = (id: string) => `POST ${buildPath(completeDeletionRequest.path, { requestId: id })}`;

const CLOSING: QueueClosing<DeletionRequest, DeletionDoneReason> = {
  texts: {
    title: 'Close the item',
    description: 'Why it is closed.',
    confirmLabel: 'Close it',
    reasonRequired: 'Say why',
  },
  reasons: [{ value: 'processor_confirmed', label: 'Confirmed' }],
  useClose: useCompleteDeletion,
  describe: (item) => `Item ${item.customerId}`,
};

/** A queue of the shared table: one column, a button that closes the row's item, another that says something. */
function Queue() {
  const [page, setPage] = useState(0);
  const query = useDeletionRequests('open', page);
  return (
    <QueueTable
      query={query}
      loadingLabel="Loading the items"
      errorText="The items could not be loaded."
      id="queue-items"
      title="Items"
      head={['Account', 'Action']}
      {...{ page, setPage }}
      closing={CLOSING}
      row={(item, { close, say }) => (
        <tr key={item.id}>
          <td>{item.customerId}</td>
          <td>
            <button type="button" onClick={() => close(item)}>
              Close {item.customerId}
            </button>
            <button type="button" onClick={() => say(`Looked at ${item.customerId}`)}>
              Look at {item.customerId}
            </button>
          </td>
        </tr>
      )}
    />
  );
}

/** The queue for a signed-in agent, its list answered by `list`, other calls by `more`. */
function show(list: FakeRoute, more: Record<string, FakeRoute> = {}) {
  signInStaff('agent');
  const api = stubApi({ [routeOf(listDeletionRequests)]: list, ...more });
  return { ...renderCare(<Queue />), api };
}

describe('the queue table shared by the closing queues', () => {
  it('shows a spinner while the queue loads, then the rows', async () => {
    const answer = deferred<FakeAnswer>();
    const item = makeDeletion(3);
    show(() => answer.promise);
    expect(await screen.findByRole('status', { name: 'Loading the items' })).toBeInTheDocument();
    answer.resolve(page([item]));
    const queue = await screen.findByRole('region', { name: 'Items' });
    expect(within(queue).getByRole('cell', { name: item.customerId })).toBeInTheDocument();
    expect(screen.queryByRole('status', { name: 'Loading the items' })).not.toBeInTheDocument();
  });

  it('says when there is nothing, with no page buttons', async () => {
    show(page([]));
    const queue = await screen.findByRole('region', { name: 'Items' });
    expect(within(queue).getByText(M.queueEmpty)).toBeInTheDocument();
    expect(within(queue).queryByRole('table')).not.toBeInTheDocument();
    expect(within(queue).queryByRole('navigation')).not.toBeInTheDocument();
  });

  it('says when the queue could not be loaded, and asks again on Try again', async () => {
    const item = makeDeletion(3);
    let failing = true;
    const { user } = show(() => (failing ? { status: 500, body: { message: 'Broken' } } : page([item])));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('The items could not be loaded.');
    failing = false;
    await user.click(within(alert).getByRole('button', { name: 'Try again' }));
    const queue = await screen.findByRole('region', { name: 'Items' });
    expect(within(queue).getByRole('cell', { name: item.customerId })).toBeInTheDocument();
  });

  it("closes a row's item through the reason dialog and shows what the server said", async () => {
    const item = makeDeletion(3);
    const { user, api } = show(page([item, makeDeletion(9)]), {
      [closeRoute(item.id)]: { body: { message: 'It is closed', request: item } },
    });
    const queue = await screen.findByRole('region', { name: 'Items' });
    await user.click(within(queue).getByRole('button', { name: `Look at ${item.customerId}` }));
    expect(screen.getByRole('status')).toHaveTextContent(`Looked at ${item.customerId}`);

    await user.click(within(queue).getByRole('button', { name: `Close ${item.customerId}` }));
    const dialog = await screen.findByRole('dialog', { name: 'Close the item' });
    expect(dialog).toHaveTextContent(`Item ${item.customerId}`);
    expect(await axeViolations()).toEqual([]);
    await user.click(within(dialog).getByRole('button', { name: 'Close it' }));
    // The form checks its schema asynchronously: the message comes a render after the click.
    await waitFor(() =>
      expect(within(dialog).getByRole('combobox', { name: 'Reason' })).toHaveAccessibleDescription('Say why'),
    );
    expect(api.to(closeRoute(item.id))).toEqual([]);

    await user.selectOptions(within(dialog).getByRole('combobox', { name: 'Reason' }), 'Confirmed');
    await user.click(within(dialog).getByRole('button', { name: 'Close it' }));
    expect(await screen.findByText('It is closed')).toHaveAttribute('role', 'status');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(api.to(closeRoute(item.id))).toEqual([
      expect.objectContaining({ body: { reason: 'processor_confirmed' } }),
    ]);
  });
});
