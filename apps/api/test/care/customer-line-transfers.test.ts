/**
 * The care console's view of a customer's line transfer offers (decisions 080 and 089): the offers the
 * customer made and those made to them, waiting and answered, only behind the CPNI gate.
 */
import { describe, expect, it } from 'vitest';
import type { CareLineTransfer } from '@mvno/contracts/api/care-line-transfers';
import { STAFF_MESSAGES } from '@mvno/contracts/staff-messages';
import { lineTransfers } from '../../src/db/schema/members';
import { call } from '../support/auth';
import { newStaff } from '../support/chat';
import { verifiedStaff } from '../support/care';
import { joinedMember, ownerWithLine } from '../support/family';
import { useTestApp } from '../support/test-app';

const t = useTestApp();

describe("the care console's line transfer offers", () => {
  it('shows the offers made and received, waiting and answered, to staff who verified the customer only', async () => {
    const { owner, line } = await ownerWithLine(t);
    const member = await joinedMember(t, owner, line.id, 'member');
    const hour = 3600_000;
    // A declined offer, then one waiting, as the offer and decline endpoints leave them.
    await t.database.db.insert(lineTransfers).values([
      {
        lineId: line.id,
        fromId: owner.id,
        toId: member.id,
        status: 'declined',
        createdAt: new Date(Date.now() - 2 * hour),
        expiresAt: new Date(Date.now() + 70 * hour),
        decidedAt: new Date(Date.now() - hour),
      },
      { lineId: line.id, fromId: owner.id, toId: member.id, expiresAt: new Date(Date.now() + 72 * hour) },
    ]);
    const path = (id: string) => `/app/care/customers/${id}/line-transfers`;

    const unverified = await newStaff(t, 'agent');
    const refused = await call(t, 'GET', path(owner.id), { token: unverified.token });
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toBe(STAFF_MESSAGES.care.notVerified);

    const staff = await verifiedStaff(t, 'agent', owner);
    const seen = await call(t, 'GET', path(owner.id), { token: staff.token });
    expect(seen.statusCode, seen.body).toBe(200);
    const transfers = seen.json().transfers as CareLineTransfer[];
    expect(transfers.map((one) => [one.direction, one.status])).toEqual([
      ['offered', 'pending'],
      ['offered', 'declined'],
    ]);
    expect(transfers[1]?.decidedAt).not.toBeNull();

    // The member's side: received, behind their own verification.
    expect((await call(t, 'GET', path(member.id), { token: staff.token })).statusCode).toBe(403);
    const forMember = await verifiedStaff(t, 'agent', member);
    const received = (await call(t, 'GET', path(member.id), { token: forMember.token })).json()
      .transfers as CareLineTransfer[];
    expect(received.map((one) => [one.direction, one.fromName, one.toName])).toEqual(
      transfers.map((one) => ['received', one.fromName, one.toName]),
    );
  });
});
