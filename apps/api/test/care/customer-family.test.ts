/**
 * The care console's customer page shows the family account (decision 072): members with their roles
 * and lines, the lines the customer uses as a member, and requests waiting; only behind the CPNI gate.
 */
import { describe, expect, it } from 'vitest';
import { STAFF_MESSAGES } from '@mvno/contracts/staff-messages';
import { call } from '../support/auth';
import { newStaff } from '../support/chat';
import { verifiedStaff } from '../support/care';
import { joinedMember, ownerWithLine } from '../support/family';
import { useTestApp } from '../support/test-app';

const t = useTestApp();

describe("the care console's family view", () => {
  it('shows members, roles and waiting requests to staff who verified the customer, and nothing before', async () => {
    const { owner, line } = await ownerWithLine(t);
    const member = await joinedMember(t, owner, line.id, 'member');
    await joinedMember(t, owner, line.id, 'viewer');
    expect(
      (await member.post(`/app/users/lines/${line.id}/requests`, { topUpId: 'data-5gb' })).statusCode,
    ).toBe(200);
    const path = `/app/care/customers/${owner.id}/family`;

    const unverified = await newStaff(t, 'agent');
    const refused = await call(t, 'GET', path, { token: unverified.token });
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toBe(STAFF_MESSAGES.care.notVerified);

    const staff = await verifiedStaff(t, 'agent', owner);
    const family = await call(t, 'GET', path, { token: staff.token });
    expect(family.statusCode, family.body).toBe(200);
    const body = family.json() as {
      members: { role: string; email: string }[];
      memberOf: unknown[];
      pendingRequests: { topUpId: string }[];
    };
    expect(body.members.map((one) => one.role).sort()).toEqual(['member', 'viewer']);
    expect(body.members.map((one) => one.email)).toContain(member.email);
    expect(body.memberOf).toEqual([]);
    expect(body.pendingRequests.map((one) => one.topUpId)).toEqual(['data-5gb']);

    const staffForMember = await verifiedStaff(t, 'agent', member);
    const asMember = (
      await call(t, 'GET', `/app/care/customers/${member.id}/family`, { token: staffForMember.token })
    ).json();
    expect(asMember.memberOf).toEqual([
      { role: 'member', ownerName: expect.any(String), lineName: expect.any(String) },
    ]);
  });
});
