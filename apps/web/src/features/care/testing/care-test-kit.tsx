/** Shared pieces of the care console's component tests: a signed-in staff member of a role, and a render. */
import { screen, within } from '@testing-library/react';
import { renderPage } from '../../../test/render-page';
import type { ReactElement } from 'react';
import { onTestFinished } from 'vitest';
import { ROLE_PERMISSIONS, type StaffRole } from '@mvno/contracts/staff-roles';
import { beginAgentSession, endAgentSession } from '../../../lib/agent-session';

export const STAFF_ID = '7b0c6a52-2f7e-4a57-9a55-0d1f1d6a0c11';

/** The staff member of the console's tests, with the permissions of `role`. */
export const staffMember = (role: StaffRole) => ({
  id: STAFF_ID,
  firstName: 'Sam',
  lastName: 'Rivera',
  email: 'sam@staff.example',
  role,
  permissions: [...ROLE_PERMISSIONS[role]],
});

/** A staff member of `role` signed in to the console until the test ends. */
export function signInStaff(role: StaffRole): void {
  beginAgentSession({
    token: `staff-token-${role}`,
    expiresAt: new Date(Date.now() + 3_600_000).toISOString(),
    agent: staffMember(role),
  });
  onTestFinished(endAgentSession);
}

/**
 * Renders a console piece in a page landmark with its own query client, at a console address (its
 * links to other tools work); answers come from `stubApi`.
 */
export function renderCare(element: ReactElement) {
  const { user } = renderPage('/care/:section', <main>{element}</main>, { at: '/care/customers' });
  return { user };
}

/** A promise the test settles itself: to see what shows while the server has not answered. */
export function deferred<T>() {
  let resolve!: (value: T) => void;
  const promise = new Promise<T>((done) => {
    resolve = done;
  });
  return { promise, resolve };
}

/** Confirms a care action that changes service (decision 082): its dialog's button named by the action. */
export async function confirmAction(user: ReturnType<typeof renderCare>['user'], action: string) {
  const dialog = await screen.findByRole('dialog');
  await user.click(within(dialog).getByRole('button', { name: action }));
}
