import '@testing-library/jest-dom/vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ACCOUNT_MESSAGES } from '@mvno/contracts/account-messages';
import { members as ES } from '@mvno/contracts/locales/es/members';
import { buildPath, type Endpoint } from '@mvno/contracts/api/common';
import { listTopUps } from '@mvno/contracts/api/data-top-ups';
import { listLines } from '@mvno/contracts/api/lines';
import {
  acceptInvitation,
  approveLineRequest,
  createLineRequest,
  inviteMember,
  listLineRequests,
  previewInvitation,
} from '@mvno/contracts/api/members';
import { listLineTransfers } from '@mvno/contracts/api/line-transfers';
import { applyLanguage, loadLanguage } from '../../../lib/i18n';
import { useAppStore } from '../../../lib/store';
import { axeViolations } from '../../../test/axe';
import { routeOf, stubApi } from '../../../test/fake-api';
import {
  FAMILY_LINE_ID,
  familyLine,
  invitationAnswer,
  makeLineRequest,
  samAsMemberRead,
  sharedLineRead,
  signedInEachTest,
} from '../testing/family-fixtures';
import { AcceptInvitationPage } from './accept-invitation-page';
import { lineControlsRead } from '../testing/line-controls';
import { renderFamilyScreen } from '../testing/render-family';
import { MembersSection } from './members-section';
import { SharedLinesSection } from './shared-lines-section';

const M = ACCOUNT_MESSAGES.members;
const LINE_ID = FAMILY_LINE_ID;
const line = familyLine();
const request = makeLineRequest();
const onLine = (endpoint: Endpoint) => `${endpoint.method} ${buildPath(endpoint.path, { id: LINE_ID })}`;
const render = (element: React.ReactElement, at = '/dashboard/members') => renderFamilyScreen(element, at);

describe('family members (web)', () => {
  signedInEachTest();

  it('shows the owner the members, invites with a labelled dialog and approves a request', async () => {
    const api = stubApi({
      ...samAsMemberRead(),
      [routeOf(listLineRequests)]: { body: { mine: [], toAnswer: [request] } },
      [routeOf(listLineTransfers)]: { body: { offered: [], toMe: [] } },
      [routeOf(listLines)]: { body: { lines: [line], nextCursor: null } },
      ...lineControlsRead(LINE_ID, true),
      ...invitationAnswer(request.expiresAt),
      [`${approveLineRequest.method} ${buildPath(approveLineRequest.path, { requestId: request.id })}`]: {
        body: { message: M.approved, request: { ...request, status: 'approved', charged: true } },
      },
    });
    const { user } = render(<MembersSection />);

    expect(await screen.findByRole('heading', { name: M.title })).toBeInTheDocument();
    expect(
      await screen.findByRole('listitem', { name: M.memberOf('Sam', M.nameMember, 'Kid phone') }),
    ).toBeInTheDocument();
    const what = M.requestOf('Sam', '1 GB', 'Kid phone');
    expect(await screen.findByRole('listitem', { name: what })).toBeInTheDocument();
    expect(await axeViolations()).toEqual([]);

    await user.click(screen.getByRole('button', { name: M.invite }));
    const dialog = await screen.findByRole('dialog', { name: M.inviteTitle });
    await user.type(within(dialog).getByRole('textbox', { name: M.email }), 'kim@example.com');
    await waitFor(() => expect(within(dialog).getByRole('combobox', { name: M.line })).toHaveValue(LINE_ID));
    await user.click(within(dialog).getByRole('radio', { name: M.roleViewer }));
    expect(await axeViolations()).toEqual([]);
    await user.click(within(dialog).getByRole('button', { name: M.send }));
    await waitFor(() => expect(api.requests.some((one) => one.route === routeOf(inviteMember))).toBe(true));
    expect(api.requests.find((one) => one.route === routeOf(inviteMember))?.body).toEqual({
      email: 'kim@example.com',
      lineId: LINE_ID,
      role: 'viewer',
    });

    await user.click(await screen.findByRole('button', { name: `${M.approve}: ${what}` }));
    const approveRoute = `${approveLineRequest.method} ${buildPath(approveLineRequest.path, { requestId: request.id })}`;
    await waitFor(() => expect(api.requests.some((one) => one.route === approveRoute)).toBe(true));
    await waitFor(() =>
      expect(useAppStore.getState().notifications.map((one) => one.message)).toContain(M.approved),
    );
  });

  it('shows a member only the line shared with them, and asks for more data', async () => {
    const api = stubApi({
      ...sharedLineRead(line, 'member'),
      [onLine(listTopUps)]: {
        body: {
          periodEnd: '2026-12-01T00:00:00.000Z',
          options: [{ id: 'data-1gb', name: '1 GB', dataMb: 1024, price: 10, taxAmount: 0.83, total: 10.83 }],
        },
      },
      [onLine(createLineRequest)]: { body: { message: M.requestSent, request } },
    });
    const { user } = render(<SharedLinesSection />, '/dashboard');

    const card = await screen.findByRole('listitem', { name: 'Kid phone' });
    expect(screen.getAllByRole('listitem')).toHaveLength(1);
    expect(within(card).getByText(`${M.sharedBy('Ada')} · ${M.nameMember}`)).toBeInTheDocument();
    expect(await within(card).findByText(M.dataUsed('512 MB', '1.0 GB'))).toBeInTheDocument();
    expect(await axeViolations()).toEqual([]);

    await user.click(within(card).getByRole('button', { name: `${M.requestTopUp}: Kid phone` }));
    const dialog = await screen.findByRole('dialog', { name: M.requestTitle });
    await within(dialog).findByRole('radio', { name: /1 GB/ });
    expect(await axeViolations()).toEqual([]);
    await user.click(within(dialog).getByRole('button', { name: M.requestSend }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(api.requests.find((one) => one.route === onLine(createLineRequest))?.body).toEqual({
      topUpId: 'data-1gb',
    });
  });

  it('accepts an invitation link with the signed-in account, in Spanish too', async () => {
    await loadLanguage('es-US');
    applyLanguage('es-US');
    const token = 'a'.repeat(43);
    const api = stubApi({
      [routeOf(previewInvitation)]: { body: { inviterName: 'Ada', lineName: 'Kid phone', role: 'member' } },
      [routeOf(acceptInvitation)]: { body: { message: M.accepted, lineId: LINE_ID } },
    });
    window.history.replaceState(null, '', `/members/accept#${token}`);
    const { user } = render(<AcceptInvitationPage />, `/members/accept#${token}`);

    expect(await screen.findByRole('heading', { name: ES.acceptTitle })).toHaveFocus();
    expect(await screen.findByText(ES.acceptText('Ada', 'Kid phone'))).toBeInTheDocument();
    expect(await axeViolations()).toEqual([]);
    await user.click(screen.getByRole('button', { name: ES.accept }));
    await waitFor(() =>
      expect(api.requests.find((one) => one.route === routeOf(acceptInvitation))?.body).toEqual({ token }),
    );
  });
});
