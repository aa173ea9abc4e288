import '@testing-library/jest-dom/vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import {
  listCarrierDrift,
  repairCarrierDrift,
  resolveCarrierDrift,
  type CarrierDriftItem,
} from '@mvno/contracts/api/care-carrier-drift';
import { buildPath } from '@mvno/contracts/api/common';
import { STAFF_MESSAGES } from '@mvno/contracts/staff-messages';
import { axeViolations } from '../../../test/axe';
import { routeOf, stubApi, type FakeRoute } from '../../../test/fake-api';
import { renderCare, signInStaff } from '../testing/care-test-kit';
import { emptyQueues, page } from '../testing/queue-answers';
import { CarrierDrift } from './carrier-drift';
import { WorkQueues } from './work-queues';

const M = STAFF_MESSAGES.care;
const repairRoute = (id: string) => `POST ${buildPath(repairCarrierDrift.path, { driftId: id })}`;
const resolveRoute = (id: string) => `POST ${buildPath(resolveCarrierDrift.path, { driftId: id })}`;

const lostBar: CarrierDriftItem = {
  id: 'drift-1',
  kind: 'not_barred_at_carrier',
  mdn: '5125550101',
  lineId: 'line-1',
  customerId: 'c-1',
  customerName: 'Ada Lovelace',
  ours: { status: 'lost_suspended', iccid: '8901000000000000011', barred: true },
  theirs: { status: 'active', iccid: '8901000000000000011', barred: false },
  repairSent: null,
  repairable: true,
  detectedAt: '2026-11-28T10:00:00.000Z',
};
const stranger: CarrierDriftItem = {
  id: 'drift-2',
  kind: 'unknown_at_carrier',
  mdn: '2125550188',
  lineId: null,
  customerId: null,
  customerName: null,
  ours: null,
  theirs: { status: 'active', iccid: '8901000000000000099', barred: false },
  repairSent: null,
  repairable: false,
  detectedAt: '2026-11-28T11:00:00.000Z',
};

function show(routes: Record<string, FakeRoute>) {
  const api = stubApi(routes);
  signInStaff('agent');
  return { ...renderCare(<CarrierDrift />), api };
}

describe('the carrier drift page (decision 086)', () => {
  it('lists each item with its kind in words and both sides, the repair only where it is safe', async () => {
    show({ [routeOf(listCarrierDrift)]: page([lostBar, stranger]) });
    const region = await screen.findByRole('region', { name: M.driftTitle });
    const ada = await within(region).findByRole('row', { name: /Ada Lovelace/ });
    expect(ada).toHaveTextContent('(512) 555-0101');
    expect(ada).toHaveTextContent(M.driftKinds.not_barred_at_carrier);
    expect(ada).toHaveTextContent('lost_suspended, SIM 8901000000000000011, barred');
    expect(ada).toHaveTextContent('active, SIM 8901000000000000011, not barred');
    expect(within(ada).getByRole('link', { name: 'Ada Lovelace' })).toHaveAttribute(
      'href',
      '/care/customers?customer=c-1',
    );
    expect(within(ada).getByRole('button', { name: `${M.driftRepair} for (512) 555-0101` })).toBeEnabled();
    const other = within(region).getByRole('row', { name: /\(212\) 555-0188/ });
    expect(other).toHaveTextContent(M.driftKinds.unknown_at_carrier);
    expect(other).toHaveTextContent('No line');
    expect(within(other).queryByRole('button', { name: /Send the bar again/ })).not.toBeInTheDocument();
    expect(within(other).getByRole('button', { name: `${M.driftResolve} for (212) 555-0188` })).toBeEnabled();
    expect(await axeViolations()).toEqual([]);
  });

  it('sends the bar again and says so; a refusal of the quota shows its words', async () => {
    let calls = 0;
    const { user, api } = show({
      [routeOf(listCarrierDrift)]: page([lostBar]),
      [repairRoute(lostBar.id)]: () =>
        ++calls === 1
          ? { body: { message: M.driftRepaired } }
          : { status: 429, body: { message: M.driftQuota } },
    });
    const repair = await screen.findByRole('button', { name: `${M.driftRepair} for (512) 555-0101` });
    await user.click(repair);
    expect(await screen.findByText(M.driftRepaired)).toHaveAttribute('role', 'status');
    expect(api.to(repairRoute(lostBar.id))).toHaveLength(1);
    await user.click(repair);
    expect(await screen.findByRole('alert')).toHaveTextContent(M.driftQuota);
  });

  it('marks an item resolved with a reason, by keyboard, the dialog asking for the reason first', async () => {
    let open = [lostBar, stranger];
    const { user, api } = show({
      [routeOf(listCarrierDrift)]: () => page(open),
      [resolveRoute(stranger.id)]: () => {
        open = open.filter((item) => item.id !== stranger.id);
        return { body: { message: M.driftResolved } };
      },
    });
    const button = await screen.findByRole('button', { name: `${M.driftResolve} for (212) 555-0188` });
    button.focus();
    await user.keyboard('{Enter}');
    const dialog = await screen.findByRole('dialog', { name: M.driftDialogTitle });
    expect(dialog.contains(document.activeElement)).toBe(true);
    expect(await axeViolations()).toEqual([]);

    await user.click(within(dialog).getByRole('button', { name: M.driftResolve }));
    const reason = within(dialog).getByRole('combobox', { name: 'Reason' });
    await waitFor(() => expect(reason).toHaveAccessibleDescription(M.driftReasonRequired));
    expect(api.to(resolveRoute(stranger.id))).toEqual([]);

    await user.selectOptions(reason, M.driftReasons.not_ours);
    await user.click(within(dialog).getByRole('button', { name: M.driftResolve }));
    expect(await screen.findByText(M.driftResolved)).toHaveAttribute('role', 'status');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(api.to(resolveRoute(stranger.id))).toEqual([
      expect.objectContaining({ body: { reason: 'not_ours' } }),
    ]);
    await expect.poll(() => screen.queryByRole('row', { name: /\(212\) 555-0188/ })).toBeNull();
  });

  it('the work queues page links to it', async () => {
    stubApi(emptyQueues({}));
    signInStaff('agent');
    renderCare(<WorkQueues />);
    expect(await screen.findByRole('link', { name: M.driftTitle })).toHaveAttribute(
      'href',
      '/care/carrier-drift',
    );
  });
});
