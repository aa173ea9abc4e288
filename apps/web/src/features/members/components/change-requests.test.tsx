import '@testing-library/jest-dom/vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ACCOUNT_MESSAGES } from '@mvno/contracts/account-messages';
import { members as ES } from '@mvno/contracts/locales/es/members';
import { buildPath, type Endpoint } from '@mvno/contracts/api/common';
import { createDataCapRequest, createPlanChangeRequest } from '@mvno/contracts/api/line-change-requests';
import {
  inviteMember,
  listLineRequests,
  listManagedMembers,
  type LineRequest,
} from '@mvno/contracts/api/members';
import { listPlans } from '@mvno/contracts/api/plans';
import { applyLanguage, loadLanguage } from '../../../lib/i18n';
import { axeViolations } from '../../../test/axe';
import { routeOf, stubApi } from '../../../test/fake-api';
import {
  FAMILY_LINE_ID,
  familyLine,
  invitationAnswer,
  makeLineRequest,
  sharedLineRead,
  signedInEachTest,
} from '../testing/family-fixtures';
import { renderFamilyScreen } from '../testing/render-family';
import { RequestsPanel } from './requests-panel';
import { SharedLinesSection } from './shared-lines-section';

/** Decision 088: plan-change and data-cap requests, and a manager's invitation, on the web. */
const M = ACCOUNT_MESSAGES.members;
const LINE_ID = FAMILY_LINE_ID;
const PLAN_ID = '3c1d2e4f-5a6b-4c7d-8e9f-0a1b2c3d4e5f';
const line = familyLine();
const request = makeLineRequest({
  kind: 'plan_change',
  topUpId: null,
  topUpName: null,
  planId: PLAN_ID,
  planName: 'Family Premium',
  when: 'now',
});
const capRequest: LineRequest = {
  ...request,
  id: 'c-1',
  kind: 'data_cap',
  planId: null,
  planName: null,
  when: null,
  capGb: 5,
};
const onLine = (endpoint: Endpoint) => `${endpoint.method} ${buildPath(endpoint.path, { id: LINE_ID })}`;
const render = renderFamilyScreen;

function sharedApi(role: 'member' | 'manager') {
  return stubApi({
    ...sharedLineRead(line, role),
    [routeOf(listLineRequests)]: { body: { mine: [capRequest], toAnswer: [] } },
    [routeOf(listManagedMembers)]: { body: { accounts: [] } },
    [routeOf(listPlans)]: {
      body: [
        { id: 'p-0', retailName: 'Family 1GB', retailDescription: '', retailPrice: 40, popular: false },
        { id: PLAN_ID, retailName: 'Family Premium', retailDescription: '', retailPrice: 60, popular: true },
      ],
    },
    [onLine(createPlanChangeRequest)]: { body: { message: M.requestSent, request } },
    [onLine(createDataCapRequest)]: { body: { message: M.requestSent, request: capRequest } },
    ...invitationAnswer(request.expiresAt),
  });
}

describe('plan-change and data-cap requests (web, decision 088)', () => {
  signedInEachTest('Sam');

  it('a member asks for another plan and for a data cap in labelled dialogs, at 320 px', async () => {
    window.innerWidth = 320;
    const api = sharedApi('member');
    const { user } = render(<SharedLinesSection />);

    const card = await screen.findByRole('listitem', { name: 'Kid phone' });
    expect(await within(card).findByText(`${M.whatCap('5')}: ${M.statusPending}`)).toBeInTheDocument();
    await user.click(within(card).getByRole('button', { name: `${M.requestPlan}: Kid phone` }));
    const dialog = await screen.findByRole('dialog', { name: M.requestPlanTitle });
    const plan = await within(dialog).findByLabelText(M.requestPlanChoose);
    // The line's own plan is not offered.
    await waitFor(() => expect(within(dialog).queryByText(/Family 1GB/)).not.toBeInTheDocument());
    expect(plan).toBeInTheDocument();
    await user.click(within(dialog).getByRole('radio', { name: M.requestWhenNow }));
    expect(await axeViolations()).toEqual([]);
    await user.click(within(dialog).getByRole('button', { name: M.requestSend }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(api.requests.find((one) => one.route === onLine(createPlanChangeRequest))?.body).toEqual({
      planId: PLAN_ID,
      when: 'now',
    });

    await user.click(within(card).getByRole('button', { name: `${M.requestCap}: Kid phone` }));
    const capDialog = await screen.findByRole('dialog', { name: M.requestCapTitle });
    expect(within(capDialog).getByLabelText(M.requestCapGb)).toBeInTheDocument();
    expect(await axeViolations()).toEqual([]);
    await user.click(within(capDialog).getByRole('button', { name: M.requestSend }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(api.requests.find((one) => one.route === onLine(createDataCapRequest))?.body).toEqual({
      capGb: 5,
    });
    // A member cannot invite.
    expect(within(card).queryByRole('button', { name: `${M.invite}: Kid phone` })).not.toBeInTheDocument();
  });

  it('a manager invites to the managed line as a member or a viewer only', async () => {
    const api = sharedApi('manager');
    const { user } = render(<SharedLinesSection />);
    const card = await screen.findByRole('listitem', { name: 'Kid phone' });
    await user.click(within(card).getByRole('button', { name: `${M.invite}: Kid phone` }));
    const dialog = await screen.findByRole('dialog', { name: M.inviteTitle });
    // The manager's own intro: the account owner pays, not the manager.
    expect(dialog).toHaveAccessibleDescription(M.managerIntro);
    expect(within(dialog).queryByText(M.intro)).not.toBeInTheDocument();
    expect(within(dialog).queryByRole('radio', { name: M.roleManager })).not.toBeInTheDocument();
    await user.type(within(dialog).getByLabelText(M.email), 'kim@example.com');
    await user.click(within(dialog).getByRole('radio', { name: M.roleViewer }));
    expect(await axeViolations()).toEqual([]);
    await user.click(within(dialog).getByRole('button', { name: M.send }));
    await waitFor(() =>
      expect(api.requests.find((one) => one.route === routeOf(inviteMember))?.body).toEqual({
        email: 'kim@example.com',
        lineId: LINE_ID,
        role: 'viewer',
      }),
    );
  });

  it('the owner sees what a plan-change and a data-cap request ask for, in Spanish too', async () => {
    await loadLanguage('es-US');
    applyLanguage('es-US');
    stubApi({ [routeOf(listLineRequests)]: { body: { mine: [], toAnswer: [request, capRequest] } } });
    render(<RequestsPanel />);
    // What is asked for is in Spanish (the sentence around it is the requests' own text).
    expect(await screen.findByText(new RegExp(ES.whatPlanNow('Family Premium')))).toBeInTheDocument();
    expect(screen.getByText(new RegExp(ES.whatCap('5')))).toBeInTheDocument();
    expect(await axeViolations()).toEqual([]);
  });
});

describe('a family request in Spanish (issue 34)', () => {
  signedInEachTest('Sam');

  it('says the whole sentence in Spanish: who, what (plan, cap, data), the line, the state and the day', async () => {
    await loadLanguage('es-US');
    applyLanguage('es-US');
    const topUp: LineRequest = {
      ...capRequest,
      id: 't-1',
      kind: 'top_up',
      topUpId: 'data-1gb',
      topUpName: '1 GB',
      capGb: null,
    };
    const atRenewal: LineRequest = { ...request, id: 'r-2', when: 'renewal' };
    const noCap: LineRequest = { ...capRequest, id: 'c-0', capGb: 0 };
    stubApi({
      [routeOf(listLineRequests)]: {
        body: { mine: [], toAnswer: [request, atRenewal, capRequest, noCap, topUp] },
      },
    });
    render(<RequestsPanel />);

    await screen.findByRole('list');
    const sentences = [
      ES.requestOf('Sam', ES.whatPlanNow('Family Premium'), 'Kid phone'),
      ES.requestOf('Sam', ES.whatPlanAtRenewal('Family Premium'), 'Kid phone'),
      ES.requestOf('Sam', ES.whatCap('5'), 'Kid phone'),
      ES.requestOf('Sam', ES.whatNoCap, 'Kid phone'),
      ES.requestOf('Sam', '1 GB', 'Kid phone'),
    ];
    const items = screen.getAllByRole('listitem');
    expect(items.map((item) => item.getAttribute('aria-label'))).toEqual(sentences);
    for (const item of items) {
      expect(item).toHaveTextContent(`${ES.statusPending} · 29 nov 2026`);
      expect(item).not.toHaveTextContent(/ asks for | on |Waiting|Nov/);
      expect(
        within(item).getByRole('button', { name: new RegExp(`^${ES.approve}: Sam pide`) }),
      ).toBeVisible();
    }
    expect(await axeViolations()).toEqual([]);
  });
});
