/**
 * Decision 096: the owner or a manager removes a member or a viewer; a manager cannot remove another
 * manager (403) nor reach a membership of another account (404); the line stays on the owner's account,
 * in service; the removed person and (when a manager removed) the owner are mailed in their language.
 */
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { ACCOUNT_MESSAGES } from '@mvno/contracts/account-messages';
import type { Line } from '@mvno/contracts/api/lines';
import { users } from '../../src/db/schema/accounts';
import { mailsTo } from '../support/auth';
import { useClockApps } from '../support/clock-apps';
import { joinedMember, ownerWithLine } from '../support/family';

const M = ACCOUNT_MESSAGES.members;
const { t } = useClockApps();

describe('a manager removing members (decision 096)', () => {
  it('removes a member; the line stays the owner’s; both are mailed', async () => {
    const { owner, line } = await ownerWithLine(t);
    const member = await joinedMember(t, owner, line.id, 'member');
    const viewer = await joinedMember(t, owner, line.id, 'viewer');
    const manager = await joinedMember(t, owner, line.id, 'manager');
    const otherManager = await joinedMember(t, owner, line.id, 'manager');
    await t.database.db.update(users).set({ language: 'es-US' }).where(eq(users.id, owner.id));
    await t.database.db.update(users).set({ language: 'es-US' }).where(eq(users.id, viewer.id));

    // The manager's list of the account: who, role, line; remove offered for members and viewers only.
    const managed = (await manager.get('/app/users/managed-members')).json().accounts as {
      membershipId: string;
      members: { id: string; role: string; lineId: string; mayRemove: boolean }[];
    }[];
    expect(managed.map((one) => one.membershipId)).toEqual([manager.membershipId]);
    expect(managed[0]!.members.map((one) => [one.id, one.role, one.lineId, one.mayRemove])).toEqual([
      [member.membershipId, 'member', line.id, true],
      [viewer.membershipId, 'viewer', line.id, true],
      [manager.membershipId, 'manager', line.id, false],
      [otherManager.membershipId, 'manager', line.id, false],
    ]);
    expect((await member.get('/app/users/managed-members')).json().accounts).toEqual([]);
    expect((await owner.get('/app/users/managed-members')).json().accounts).toEqual([]);

    // A member cannot remove anyone; a manager cannot remove a manager, nor themself here.
    expect((await member.del(`/app/users/members/${viewer.membershipId}`)).statusCode).toBe(404);
    const asManager = await manager.del(`/app/users/members/${otherManager.membershipId}`);
    expect([asManager.statusCode, asManager.json().message]).toEqual([403, M.managerRemoveRole]);
    expect((await manager.del(`/app/users/members/${manager.membershipId}`)).statusCode).toBe(404);
    // The owner holds no membership: nothing a manager can name removes them.
    expect((await manager.del(`/app/users/members/${crypto.randomUUID()}`)).statusCode).toBe(404);

    const removed = await manager.del(`/app/users/members/${member.membershipId}`);
    expect([removed.statusCode, removed.json().message]).toEqual([200, M.removed]);
    expect((await member.get('/app/users/shared-lines')).json().lines).toEqual([]);
    const ownerLines = (await owner.get('/app/users/lines')).json().lines as Line[];
    expect(ownerLines.find((one) => one.id === line.id)?.status).toBe('active');
    const listed = (await owner.get('/app/users/members')).json().members as { email: string }[];
    expect(listed.map((one) => one.email)).not.toContain(member.email);

    const memberMail = (await mailsTo(t.database, member.email))[0];
    expect(memberMail?.textBody).toContain('The line stays on the owner');
    // The removed person is told who removed them: the account's manager (every test customer is Ada), not the owner.
    expect(memberMail?.textBody).toContain('Ada, a manager of the account, removed your access to the line');
    expect(memberMail?.textBody).not.toContain('The account owner removed');
    expect((await manager.del(`/app/users/members/${viewer.membershipId}`)).statusCode).toBe(200);
    const viewerMail = (await mailsTo(t.database, viewer.email))[0];
    expect(viewerMail?.textBody).toContain('Ada, administrador de la cuenta, quitó su acceso a la línea');
    expect(viewerMail?.textBody).not.toContain('El titular de la cuenta quitó');
    const ownerMail = (await mailsTo(t.database, owner.email)).find((one) =>
      one.subject.includes('quitó a un miembro'),
    );
    expect(ownerMail?.textBody).toContain('administrador de su cuenta, quitó el acceso de');
    expect(ownerMail?.textBody).toContain('usted la sigue pagando');

    // Removed once: a second try (by the manager or the owner) finds nothing.
    expect((await manager.del(`/app/users/members/${member.membershipId}`)).statusCode).toBe(404);
    expect((await owner.del(`/app/users/members/${member.membershipId}`)).statusCode).toBe(404);
    // The owner still removes a manager, and the mail says the owner did it.
    expect((await owner.del(`/app/users/members/${otherManager.membershipId}`)).statusCode).toBe(200);
    const managerMail = (await mailsTo(t.database, otherManager.email))[0];
    expect(managerMail?.textBody).toContain('The account owner removed your access');
  });

  it('a manager of another account gets 404', async () => {
    const { owner, line } = await ownerWithLine(t);
    const member = await joinedMember(t, owner, line.id, 'member');
    const elsewhere = await ownerWithLine(t);
    const stranger = await joinedMember(t, elsewhere.owner, elsewhere.line.id, 'manager');
    expect((await stranger.del(`/app/users/members/${member.membershipId}`)).statusCode).toBe(404);
    expect((await member.get('/app/users/shared-lines')).json().lines).toHaveLength(1);
  });
});
