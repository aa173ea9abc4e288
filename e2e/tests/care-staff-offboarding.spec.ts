/**
 * Staff offboarding in the care console (docs/decisions/044): an admin suspends an agent who is
 * signed in in another browser; the agent's next action lands them on the sign-in page, and their
 * sign-in is refused with a plain message until the admin reinstates them. The admin withdraws an
 * invitation. axe on the Staff page and on every dialog it opens.
 */
import { STAFF_MESSAGES } from '@mvno/contracts/staff-messages';
import { uniqueLetters } from '../support/chat';
import { expect, expectNoAxeViolations, test } from '../support/fixtures';
import { axeAtBothWidths, createStaff, signInAtCare } from '../support/staff';

const care = STAFF_MESSAGES.care;

test('an admin suspends a signed-in agent, who is sent to sign-in and refused until reinstated', async ({
  browser,
  page: adminPage,
  request,
}) => {
  const admin = await createStaff(request, 'admin', 'Ada');
  const agentName = `Sam${uniqueLetters(4)}`;
  const agent = await createStaff(request, 'agent', agentName);
  const agentFullName = `${agentName} Rivera`;

  // The agent works in their own browser.
  const agentContext = await browser.newContext();
  const agentPage = await agentContext.newPage();
  await signInAtCare(agentPage, request, agent);
  await agentPage.getByRole('link', { name: 'Customers' }).click();

  // The admin opens the Staff page: statuses in words, an action per member.
  await signInAtCare(adminPage, request, admin);
  await adminPage.getByRole('link', { name: 'Staff' }).click();
  const agentRow = adminPage.getByRole('row').filter({ hasText: agent.email });
  await expect(
    agentRow.getByRole('cell', { name: care.staffStatusLabels.active, exact: true }),
  ).toBeVisible();
  // No action on one's own row.
  await expect(adminPage.getByRole('row').filter({ hasText: admin.email }).getByRole('button')).toHaveCount(
    0,
  );
  await axeAtBothWidths(adminPage, 'the staff page');

  // The role dialog, looked at and cancelled.
  await adminPage.getByRole('button', { name: `Change role ${agentFullName}` }).click();
  const roleDialog = adminPage.getByRole('dialog', { name: care.staffRoleTitle(agentFullName) });
  await expect(roleDialog.getByRole('combobox', { name: 'New role' })).toHaveValue('agent');
  await expectNoAxeViolations(adminPage, 'the change-role dialog');
  await roleDialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(roleDialog).toBeHidden();

  // The deactivate dialog names the person and says it cannot be undone; cancelled.
  await adminPage.getByRole('button', { name: `Deactivate ${agentFullName}` }).click();
  const deactivateDialog = adminPage.getByRole('dialog', { name: care.staffDeactivateTitle(agentFullName) });
  await expect(deactivateDialog.getByText(care.staffDeactivateLead)).toBeVisible();
  await expectNoAxeViolations(adminPage, 'the deactivate dialog');
  await adminPage.keyboard.press('Escape');
  await expect(deactivateDialog).toBeHidden();
  await expect(adminPage.getByRole('button', { name: `Deactivate ${agentFullName}` })).toBeFocused();

  // Suspend, confirmed by keyboard.
  await adminPage.getByRole('button', { name: `Suspend ${agentFullName}` }).click();
  const suspendDialog = adminPage.getByRole('dialog', { name: care.staffSuspendTitle(agentFullName) });
  await expect(suspendDialog.getByText(care.staffSuspendLead)).toBeVisible();
  await expectNoAxeViolations(adminPage, 'the suspend dialog');
  await suspendDialog.getByRole('button', { name: 'Suspend' }).click();
  await expect(
    adminPage.getByRole('status').filter({ hasText: care.staffSuspended(agentFullName) }),
  ).toBeVisible();
  await expect(
    agentRow.getByRole('cell', { name: care.staffStatusLabels.suspended, exact: true }),
  ).toBeVisible();

  // The agent's next action: a search. Their session is over: the sign-in page.
  await agentPage.getByRole('textbox', { name: /Name, email, phone/ }).fill('grace');
  await agentPage.getByRole('button', { name: 'Search' }).click();
  await expect(agentPage.getByRole('heading', { name: 'Sign in' })).toBeVisible();
  await expect(agentPage.getByRole('navigation', { name: 'Console tools' })).toHaveCount(0);
  // Their password is right, but the account is suspended: said plainly.
  await agentPage.getByRole('textbox', { name: 'Email' }).fill(agent.email);
  await agentPage.getByLabel('Password', { exact: true }).fill(agent.password);
  await agentPage.getByRole('button', { name: 'Continue' }).click();
  await expect(agentPage.getByRole('alert').filter({ hasText: care.staffSuspendedSignIn })).toBeVisible();

  // Reinstated, the agent signs in again.
  await adminPage.getByRole('button', { name: `Reinstate ${agentFullName}` }).click();
  await expect(
    adminPage.getByRole('status').filter({ hasText: care.staffReinstated(agentFullName) }),
  ).toBeVisible();
  await expect(
    agentRow.getByRole('cell', { name: care.staffStatusLabels.active, exact: true }),
  ).toBeVisible();
  await signInAtCare(agentPage, request, agent);
  await expect(agentPage.getByRole('link', { name: 'Customers' })).toBeVisible();

  // An invitation not yet taken up is withdrawn after a confirmation naming the invitee.
  const inviteeEmail = `invitee-${uniqueLetters()}@example.com`;
  await adminPage.getByRole('textbox', { name: 'Email' }).fill(inviteeEmail);
  await adminPage.getByRole('textbox', { name: 'First name' }).fill('Nia');
  await adminPage.getByRole('textbox', { name: 'Last name' }).fill('Okafor');
  await adminPage.getByRole('button', { name: 'Send invitation' }).click();
  const inviteeRow = adminPage.getByRole('row').filter({ hasText: inviteeEmail });
  await expect(
    inviteeRow.getByRole('cell', { name: care.staffStatusLabels.invited, exact: true }),
  ).toBeVisible();
  await inviteeRow.getByRole('button', { name: 'Withdraw invitation Nia Okafor' }).click();
  const withdrawDialog = adminPage.getByRole('dialog', { name: care.staffWithdrawTitle('Nia Okafor') });
  await expectNoAxeViolations(adminPage, 'the withdraw dialog');
  await withdrawDialog.getByRole('button', { name: 'Withdraw invitation' }).click();
  await expect(
    adminPage.getByRole('status').filter({ hasText: care.staffInvitationWithdrawn(inviteeEmail) }),
  ).toBeVisible();
  await expect(inviteeRow).toHaveCount(0);
  await axeAtBothWidths(adminPage, 'the staff page after the changes');

  await agentContext.close();
});
