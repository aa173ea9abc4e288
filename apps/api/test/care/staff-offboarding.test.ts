/**
 * Staff offboarding (docs/decisions/044): an admin changes a role, suspends and reinstates,
 * deactivates, and withdraws an invitation. Access that shrinks ends the member's sessions at
 * once (HTTP and the chat socket); every change is audited and mailed to the member.
 */
import { describe, expect, it } from 'vitest';
import { SOCKET_CLOSE } from '@mvno/contracts/chat-socket';
import { PRODUCT_MESSAGES } from '@mvno/contracts/product-messages';
import { STAFF_MESSAGES } from '@mvno/contracts/staff-messages';
import { createStaffAccountRepository } from '../../src/modules/accounts/staff/staff-account-repository';
import {
  call,
  latestMailTo,
  mailsTo,
  registerCustomer,
  resetPassword,
  resetTokenMailedTo,
  uniqueEmail,
  WRONG_CREDENTIALS,
} from '../support/auth';
import { closedWithin, listenWhileTesting, newStaff, openSocket, type TestAgent } from '../support/chat';
import { inviteAgent } from '../support/care';
import { useTestApp } from '../support/test-app';

const t = useTestApp({ overrides: { SUPPORT_HOURS: 'always' } });
const M = STAFF_MESSAGES.care;

listenWhileTesting(t);

const act = (admin: TestAgent, staffId: string, action: string, body?: object) =>
  call(t, 'POST', `/app/care/staff/${staffId}/${action}`, { token: admin.token, body: body ?? {} });

const startSignIn = (staff: TestAgent) =>
  call(t, 'POST', '/app/auth/agent/login', { body: { email: staff.email, password: staff.password } });

async function auditOf(admin: TestAgent, action: string) {
  const answer = await call(t, 'GET', `/app/care/audit?action=${action}`, { token: admin.token });
  expect(answer.statusCode).toBe(200);
  return answer.json().entries as {
    action: string;
    before: unknown;
    after: unknown;
    staff: { id: string };
  }[];
}

async function statusInList(admin: TestAgent, staffId: string) {
  const listed = await call(t, 'GET', '/app/care/staff', { token: admin.token });
  return (listed.json().staff as { id: string; status: string }[]).find((s) => s.id === staffId)?.status;
}

describe("an ended staff member's open chats", () => {
  /** A customer's chat the agent has taken; its id. */
  async function chatTakenBy(agent: TestAgent) {
    const customer = await registerCustomer(t);
    const sent = await call(t, 'POST', '/app/chat/messages', {
      token: customer.token,
      body: { message: 'My eSIM does not activate' },
    });
    expect(sent.statusCode).toBe(200);
    const listed = await call(t, 'GET', '/app/support/conversations?view=unassigned', { token: agent.token });
    const id = (listed.json().conversations as { id: string; customerId: string }[]).find(
      (c) => c.customerId === customer.user.id,
    )!.id;
    const taken = await call(t, 'POST', `/app/support/conversations/${id}/take`, { token: agent.token });
    expect(taken.statusCode).toBe(200);
    return id;
  }

  const unassignedIds = async (viewer: TestAgent) =>
    (
      (await call(t, 'GET', '/app/support/conversations?view=unassigned', { token: viewer.token })).json()
        .conversations as { id: string }[]
    ).map((c) => c.id);

  it('go back to the inbox, unassigned, when the member is suspended or loses the inbox; the audit says how many', async () => {
    const admin = await newStaff(t, 'admin', 'Ada');
    const colleague = await newStaff(t, 'agent', 'Kim');
    const suspendedOne = await newStaff(t, 'agent', 'Sam');
    const movedOne = await newStaff(t, 'agent', 'Lee');
    const keptOne = await newStaff(t, 'agent', 'Ria');
    const [first, second, third] = [
      await chatTakenBy(suspendedOne),
      await chatTakenBy(movedOne),
      await chatTakenBy(keptOne),
    ];
    expect(await unassignedIds(colleague)).toEqual([]);

    expect((await act(admin, suspendedOne.id, 'suspend')).statusCode).toBe(200);
    expect((await act(admin, movedOne.id, 'role', { role: 'catalogue_editor' })).statusCode).toBe(200);
    // A promotion keeps the inbox, and the chats with it.
    expect((await act(admin, keptOne.id, 'role', { role: 'supervisor' })).statusCode).toBe(200);

    expect((await unassignedIds(colleague)).sort()).toEqual([first, second].sort());
    expect(await unassignedIds(colleague)).not.toContain(third);
    const suspension = (await auditOf(admin, 'staff.suspend')).find(
      (entry) => (entry.after as { staffId: string }).staffId === suspendedOne.id,
    );
    expect(suspension?.after).toMatchObject({ status: 'suspended', chatsReleased: 1 });
  });
});

describe('suspending and reinstating a staff member', () => {
  it("ends the agent's token and chat socket at once, refuses their sign-in, and reinstating lets them back", async () => {
    const admin = await newStaff(t, 'admin', 'Ada');
    const agent = await newStaff(t, 'agent', 'Sam');
    const socket = await openSocket(t.app, { kind: 'agent', token: agent.token });
    expect((await call(t, 'GET', '/app/support/conversations', { token: agent.token })).statusCode).toBe(200);

    const suspended = await act(admin, agent.id, 'suspend');

    expect(suspended.statusCode).toBe(200);
    expect(suspended.json()).toMatchObject({
      message: M.staffSuspended('Sam Rivera'),
      staff: { id: agent.id, status: 'suspended', active: false },
    });
    expect((await call(t, 'GET', '/app/support/conversations', { token: agent.token })).statusCode).toBe(401);
    expect((await call(t, 'GET', '/app/auth/agent/me', { token: agent.token })).statusCode).toBe(401);
    expect(await closedWithin(socket.closed, 3000)).toMatchObject({ code: SOCKET_CLOSE.unauthorized });
    const again = await openSocket(t.app, { kind: 'agent', token: agent.token }, { expectReady: false });
    expect((await again.closed).code).toBe(SOCKET_CLOSE.unauthorized);

    // The right password is answered plainly, and no code is mailed.
    const mailsBefore = (await mailsTo(t.database, agent.email)).length;
    const refused = await startSignIn(agent);
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toEqual({ message: M.staffSuspendedSignIn });
    expect(await mailsTo(t.database, agent.email)).toHaveLength(mailsBefore);
    // The shop's sign-in opens no session for a staff account, whatever its standing, and answers
    // as for a wrong password (decision 045): nothing tells that the address is staff.
    const customerLogin = await call(t, 'POST', '/app/auth/login', {
      body: { email: agent.email, password: agent.password },
    });
    expect(customerLogin.statusCode).toBe(401);
    expect(customerLogin.json()).toEqual(WRONG_CREDENTIALS);
    expect(await statusInList(admin, agent.id)).toBe('suspended');

    const mail = await latestMailTo(t.database, agent.email, 'suspended');
    expect(mail.textBody).toContain('Ada Rivera suspended your');
    expect(await auditOf(admin, 'staff.suspend')).toEqual([
      expect.objectContaining({
        staff: expect.objectContaining({ id: admin.id }),
        before: { staffId: agent.id, email: agent.email, role: 'agent', status: 'active' },
        after: { staffId: agent.id, email: agent.email, role: 'agent', status: 'suspended' },
      }),
    ]);
    expect((await act(admin, agent.id, 'suspend')).json()).toEqual({ message: M.staffNotActive });

    const reinstated = await act(admin, agent.id, 'reinstate');
    expect(reinstated.statusCode).toBe(200);
    expect(reinstated.json()).toMatchObject({
      message: M.staffReinstated('Sam Rivera'),
      staff: { status: 'active', active: true },
    });
    expect((await latestMailTo(t.database, agent.email, 'works again')).textBody).toContain(
      'Ada Rivera reinstated your',
    );
    expect(await auditOf(admin, 'staff.reinstate')).toEqual([
      expect.objectContaining({
        before: expect.objectContaining({ status: 'suspended' }),
        after: expect.objectContaining({ status: 'active' }),
      }),
    ]);
    // The old token stays dead; a new sign-in works.
    expect((await call(t, 'GET', '/app/auth/agent/me', { token: agent.token })).statusCode).toBe(401);
    expect((await startSignIn(agent)).statusCode).toBe(200);
    expect((await act(admin, agent.id, 'reinstate')).statusCode).toBe(409);
  });

  it('refuses an admin changing their own account, and every role without staff.manage', async () => {
    const admin = await newStaff(t, 'admin', 'Ada');
    const supervisor = await newStaff(t, 'supervisor', 'Sue');
    const agent = await newStaff(t, 'agent', 'Sam');

    for (const action of ['suspend', 'deactivate', 'reinstate']) {
      const own = await act(admin, admin.id, action);
      expect(own.statusCode, action).toBe(409);
      expect(own.json()).toEqual({ message: M.staffSelfChange });
    }
    expect((await act(admin, admin.id, 'role', { role: 'agent' })).json()).toEqual({
      message: M.staffSelfChange,
    });

    for (const action of ['suspend', 'deactivate', 'reinstate']) {
      const denied = await act(supervisor, agent.id, action);
      expect(denied.statusCode).toBe(403);
      expect(denied.json()).toEqual({ message: M.permissionDenied });
    }
    expect((await act(supervisor, agent.id, 'role', { role: 'admin' })).statusCode).toBe(403);
    expect((await call(t, 'GET', '/app/auth/agent/me', { token: agent.token })).statusCode).toBe(200);
    expect((await act(admin, '00000000-0000-0000-0000-000000000000', 'suspend')).statusCode).toBe(404);
    expect((await act(admin, 'not-an-id', 'suspend')).statusCode).toBe(404);
  });

  it('never leaves no active admin: two admins suspending each other at once leave one', async () => {
    const first = await newStaff(t, 'admin', 'Ada');
    const second = await newStaff(t, 'admin', 'Bea');

    const answers = await Promise.all([act(first, second.id, 'suspend'), act(second, first.id, 'suspend')]);

    const codes = answers.map((a) => a.statusCode).sort();
    expect(codes[0]).toBe(200);
    expect([401, 409]).toContain(codes[1]);
    const loser = answers.find((a) => a.statusCode === 409);
    if (loser) expect(loser.json()).toEqual({ message: M.staffLastAdmin });
    const winner = answers[0]!.statusCode === 200 ? first : second;
    expect(await statusInList(winner, winner.id)).toBe('active');
  });

  it('refuses to take the last active admin away, whoever asks', async () => {
    const admin = await newStaff(t, 'admin', 'Ada');
    const accounts = createStaffAccountRepository(t.database.db);

    const outcome = await accounts.change(
      admin.id,
      () => ({ staffStatus: 'suspended', endSessions: true }),
      new Date(),
    );

    expect(outcome.kind).toBe('last_admin');
    expect((await call(t, 'GET', '/app/auth/agent/me', { token: admin.token })).statusCode).toBe(200);
  });
});

describe('changing a role', () => {
  it('a demotion ends the sessions and the inbox socket; a promotion keeps them; both are audited and mailed', async () => {
    const admin = await newStaff(t, 'admin', 'Ada');
    const supervisor = await newStaff(t, 'supervisor', 'Sue');
    const socket = await openSocket(t.app, { kind: 'agent', token: supervisor.token });

    const demoted = await act(admin, supervisor.id, 'role', { role: 'catalogue_editor' });

    expect(demoted.statusCode).toBe(200);
    expect(demoted.json()).toMatchObject({
      message: M.staffRoleChanged('Sue Rivera', 'catalogue editor'),
      staff: { role: 'catalogue_editor', status: 'active' },
    });
    expect((await call(t, 'GET', '/app/auth/agent/me', { token: supervisor.token })).statusCode).toBe(401);
    expect(await closedWithin(socket.closed, 3000)).toMatchObject({ code: SOCKET_CLOSE.unauthorized });
    const mail = await latestMailTo(t.database, supervisor.email, 'role is now catalogue editor');
    expect(mail.textBody).toContain('from supervisor to catalogue editor');
    expect(mail.textBody).toContain('You were signed out');
    expect(await auditOf(admin, 'staff.role_change')).toEqual([
      expect.objectContaining({
        before: expect.objectContaining({ staffId: supervisor.id, role: 'supervisor' }),
        after: expect.objectContaining({ staffId: supervisor.id, role: 'catalogue_editor' }),
      }),
    ]);

    const agent = await newStaff(t, 'agent', 'Sam');
    const promoted = await act(admin, agent.id, 'role', { role: 'supervisor' });
    expect(promoted.statusCode).toBe(200);
    const me = await call(t, 'GET', '/app/auth/agent/me', { token: agent.token });
    expect(me.statusCode).toBe(200);
    expect(me.json()).toMatchObject({ role: 'supervisor' });
    expect((await latestMailTo(t.database, agent.email, 'role is now supervisor')).textBody).not.toContain(
      'signed out',
    );
    expect((await act(admin, agent.id, 'role', { role: 'supervisor' })).json()).toEqual({
      message: M.staffRoleUnchanged,
    });
    expect((await act(admin, agent.id, 'role', { role: 'owner' })).statusCode).toBe(400);
  });
});

describe('deactivating a staff member', () => {
  it('ends the sessions, makes the password and links useless for good, and keeps the record', async () => {
    const admin = await newStaff(t, 'admin', 'Ada');
    const agent = await newStaff(t, 'agent', 'Sam');
    // A reset link asked for before the deactivation.
    await call(t, 'POST', '/app/auth/forgot-password', { body: { email: agent.email } });
    const resetLink = await resetTokenMailedTo(t.database, agent.email);

    const deactivated = await act(admin, agent.id, 'deactivate');

    expect(deactivated.statusCode).toBe(200);
    expect(deactivated.json()).toMatchObject({
      message: M.staffDeactivated('Sam Rivera'),
      staff: { status: 'deactivated', active: false },
    });
    expect((await call(t, 'GET', '/app/auth/agent/me', { token: agent.token })).statusCode).toBe(401);
    const signIn = await startSignIn(agent);
    expect(signIn.statusCode).toBe(401);
    expect(signIn.json()).toEqual(WRONG_CREDENTIALS);
    const reset = await resetPassword(t, resetLink);
    expect(reset.json()).toEqual({ message: PRODUCT_MESSAGES.accounts.resetInvalid });
    // A new reset request mails nothing.
    const mailsBefore = (await mailsTo(t.database, agent.email)).length;
    expect(
      (await call(t, 'POST', '/app/auth/forgot-password', { body: { email: agent.email } })).statusCode,
    ).toBe(200);
    expect(await mailsTo(t.database, agent.email)).toHaveLength(mailsBefore);

    expect(await statusInList(admin, agent.id)).toBe('deactivated');
    expect((await latestMailTo(t.database, agent.email, 'is closed')).textBody).toContain(
      'Ada Rivera deactivated your',
    );
    expect(await auditOf(admin, 'staff.deactivate')).toEqual([
      expect.objectContaining({
        before: expect.objectContaining({ staffId: agent.id, status: 'active' }),
        after: expect.objectContaining({ staffId: agent.id, status: 'deactivated' }),
      }),
    ]);
    for (const [action, body] of [
      ['reinstate', {}],
      ['suspend', {}],
      ['deactivate', {}],
      ['role', { role: 'admin' }],
    ] as const) {
      const refused = await act(admin, agent.id, action, body);
      expect(refused.statusCode, action).toBe(409);
      expect(refused.json()).toEqual({ message: M.staffDeactivatedAlready });
    }
  });
});

describe('withdrawing an invitation', () => {
  it('voids its link, mails the invitee, is audited, and frees the address', async () => {
    const admin = await newStaff(t, 'admin', 'Ada');
    const email = uniqueEmail('invitee');
    const invited = await inviteAgent(t, admin, email);
    const staffId = invited.json().staff.id as string;
    expect(await statusInList(admin, staffId)).toBe('invited');
    const link = await resetTokenMailedTo(t.database, email);

    const withdrawn = await call(t, 'POST', `/app/care/staff/invitations/${staffId}/withdraw`, {
      token: admin.token,
      body: {},
    });

    expect(withdrawn.statusCode).toBe(200);
    expect(withdrawn.json()).toEqual({ message: M.staffInvitationWithdrawn(email) });
    const reset = await resetPassword(t, link);
    expect(reset.statusCode).toBe(400);
    expect(reset.json()).toEqual({ message: PRODUCT_MESSAGES.accounts.resetInvalid });
    expect((await latestMailTo(t.database, email, 'withdrawn')).textBody).toContain(
      'Ada Rivera withdrew your invitation',
    );
    expect(await statusInList(admin, staffId)).toBeUndefined();
    expect(await auditOf(admin, 'staff.invitation_withdraw')).toEqual([
      expect.objectContaining({
        before: { staffId, email, role: 'agent', status: 'invited' },
        after: { staffId, email, status: 'withdrawn' },
      }),
    ]);
    const again = await inviteAgent(t, admin, email);
    expect(again.statusCode).toBe(200);

    // An account already taken up is no invitation to withdraw.
    const agent = await newStaff(t, 'agent', 'Sam');
    const refused = await call(t, 'POST', `/app/care/staff/invitations/${agent.id}/withdraw`, {
      token: admin.token,
      body: {},
    });
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toEqual({ message: M.staffNotInvited });
  });
});
