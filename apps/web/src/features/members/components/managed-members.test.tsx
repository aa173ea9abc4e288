import '@testing-library/jest-dom/vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ACCOUNT_MESSAGES } from '@mvno/contracts/account-messages';
import { members as ES } from '@mvno/contracts/locales/es/members';
import { buildPath } from '@mvno/contracts/api/common';
import { listManagedMembers, removeMember, type ManagedMember } from '@mvno/contracts/api/members';
import { applyLanguage, loadLanguage } from '../../../lib/i18n';
import { useAppStore } from '../../../lib/store';
import { axeViolations } from '../../../test/axe';
import { routeOf, stubApi } from '../../../test/fake-api';
import { FAMILY_LINE_ID, familyLine, sharedLineRead, signedInEachTest } from '../testing/family-fixtures';
import { renderFamilyScreen } from '../testing/render-family';
import { SharedLinesSection } from './shared-lines-section';

/** Decision 096: a manager's list of the account's members, and removing a member or a viewer. */
const M = ACCOUNT_MESSAGES.members;
const line = familyLine();
const person = (id: string, firstName: string, role: ManagedMember['role'], mayRemove: boolean) => ({
  id,
  role,
  email: `${firstName.toLowerCase()}@example.com`,
  firstName,
  lineId: FAMILY_LINE_ID,
  lineName: 'Kid phone',
  since: '2026-11-01T00:00:00.000Z',
  mayRemove,
});
const removeRoute = (memberId: string) =>
  `${removeMember.method} ${buildPath(removeMember.path, { memberId })}`;

function managerApi() {
  return stubApi({
    ...sharedLineRead(line, 'manager', 'm-kim'),
    [routeOf(listManagedMembers)]: {
      body: {
        accounts: [
          {
            membershipId: 'm-kim',
            ownerName: 'Ada',
            members: [
              person('m-sam', 'Sam', 'member', true),
              person('m-lou', 'Lou', 'viewer', true),
              person('m-kim', 'Kim', 'manager', false),
              person('m-max', 'Max', 'manager', false),
            ],
          },
        ],
      },
    },
    [removeRoute('m-sam')]: { body: { message: M.removed } },
  });
}

const render = () => renderFamilyScreen(<SharedLinesSection />);

describe("a manager's members list (web, decision 096)", () => {
  signedInEachTest('Kim');

  it('lists who uses which line; Remove only for members and viewers, confirmed by name and line', async () => {
    const api = managerApi();
    const { user } = render();
    const section = await screen.findByRole('region', { name: M.managedTitle('Ada') });
    const sam = within(section).getByRole('listitem', { name: M.memberOf('Sam', M.nameMember, 'Kid phone') });
    within(section).getByRole('listitem', { name: M.memberOf('Lou', M.nameViewer, 'Kid phone') });
    const max = within(section).getByRole('listitem', {
      name: M.memberOf('Max', M.nameManager, 'Kid phone'),
    });
    expect(within(max).queryByRole('button')).not.toBeInTheDocument();
    expect(within(section).getByRole('button', { name: `${M.remove}: Lou` })).toBeInTheDocument();
    expect(within(section).queryByRole('button', { name: `${M.remove}: Kim` })).not.toBeInTheDocument();
    expect(await axeViolations()).toEqual([]);

    // Escape closes the confirmation and gives the focus back to the button that opened it.
    const button = within(sam).getByRole('button', { name: `${M.remove}: Sam` });
    await user.click(button);
    let dialog = await screen.findByRole('dialog', { name: M.managedRemoveTitle('Sam') });
    expect(dialog).toHaveAccessibleDescription(M.managedRemoveText('Sam', 'Kid phone', 'Ada'));
    expect(dialog).toContainElement(document.activeElement as HTMLElement);
    expect(await axeViolations()).toEqual([]);
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await waitFor(() => expect(button).toHaveFocus());
    expect(api.requests.some((one) => one.route === removeRoute('m-sam'))).toBe(false);

    await user.click(button);
    dialog = await screen.findByRole('dialog', { name: M.managedRemoveTitle('Sam') });
    await user.click(within(dialog).getByRole('button', { name: M.remove }));
    await waitFor(() => expect(api.requests.some((one) => one.route === removeRoute('m-sam'))).toBe(true));
    await waitFor(() =>
      expect(useAppStore.getState().notifications.map((one) => one.message)).toContain(M.removed),
    );
  });

  it('says it in Spanish', async () => {
    await loadLanguage('es-US');
    applyLanguage('es-US');
    managerApi();
    const { user } = render();
    const section = await screen.findByRole('region', { name: ES.managedTitle('Ada') });
    await user.click(within(section).getByRole('button', { name: `${ES.remove}: Lou` }));
    const dialog = await screen.findByRole('dialog', { name: ES.managedRemoveTitle('Lou') });
    expect(dialog).toHaveAccessibleDescription(ES.managedRemoveText('Lou', 'Kid phone', 'Ada'));
    expect(await axeViolations()).toEqual([]);
  });
});
