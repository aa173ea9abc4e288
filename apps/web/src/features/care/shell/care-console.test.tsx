/**
 * The console's tools by role (decisions 028 and 075): a tool the role does not open says which
 * roles do and whom to ask, not "Choose a tool from the menu."; a supervisor opens the audit log of
 * the care team and finds a customer by name (the server is asked for the name, not a UUID).
 */
import '@testing-library/jest-dom/vitest';
import { screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { viewAgent } from '@mvno/contracts/api/agent-auth';
import { listAuditEntries } from '@mvno/contracts/api/care-audit';
import { STAFF_MESSAGES } from '@mvno/contracts/staff-messages';
import type { StaffRole } from '@mvno/contracts/staff-roles';
import { axeViolations } from '../../../test/axe';
import { routeOf, stubApi } from '../../../test/fake-api';
import { renderPage, resetAppState } from '../../../test/render-page';
import { signInStaff, staffMember } from '../testing/care-test-kit';
import { CareConsole } from './care-console';

const C = STAFF_MESSAGES.care;
const me = (role: StaffRole) => ({ body: staffMember(role) });

function open(role: StaffRole, at: string, routes: Parameters<typeof stubApi>[0] = {}) {
  signInStaff(role);
  const api = stubApi({ [routeOf(viewAgent)]: me(role), ...routes });
  return { api, ...renderPage('/care/:section', <CareConsole />, { at }) };
}

describe('the care console', () => {
  beforeEach(() => resetAppState());

  it('says which roles open a tool the role lacks, and whom to ask', async () => {
    open('catalogue_editor', '/care/audit');

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(
      C.toolNotAllowed('Audit log', 'catalogue editor', 'the supervisor and admin roles'),
    );
    expect(screen.queryByText(C.welcome)).not.toBeInTheDocument();
    expect(await axeViolations()).toEqual([]);
  });

  it('says there is no tool at an address that names none', async () => {
    open('agent', '/care/nothing-here');

    expect(await screen.findByRole('alert')).toHaveTextContent(C.noSuchTool);
  });

  it("opens the care team's audit log to a supervisor, searched by a customer's name", async () => {
    const asked: URL[] = [];
    const { user } = open('supervisor', '/care/audit', {
      [routeOf(listAuditEntries)]: (_body, url) => {
        asked.push(url);
        return { body: { entries: [], nextCursor: null } };
      },
    });

    const section = await screen.findByRole('region', { name: 'Audit log' });
    expect(within(section).getByText(C.auditTeamOnly)).toBeInTheDocument();
    await user.type(within(section).getByLabelText(/Customer/), 'Grace Hopper');
    await user.click(within(section).getByRole('button', { name: 'Search' }));

    await expect.poll(() => asked.at(-1)?.searchParams.get('customer')).toBe('Grace Hopper');
    expect(asked.at(-1)?.searchParams.has('customerId')).toBe(false);
    expect(await within(section).findByText(C.auditEmpty)).toBeInTheDocument();
    expect(await axeViolations()).toEqual([]);
  });
});
