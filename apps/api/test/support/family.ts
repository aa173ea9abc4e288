/** Family accounts in tests (decision 072): an owner with a line, and members invited and accepted through the API. */
import { expect } from 'vitest';
import type { MemberRole } from '@mvno/contracts/product-constants/members';
import type { Database } from '../../src/db/client';
import { mailsTo } from './auth';
import { createPlan, newCustomer, payBody, saveCard, type TestCustomer } from './commerce';
import { waitForJobs } from './jobs';
import { firstLineOf } from './lines';

type Client = Parameters<typeof newCustomer>[0] & { database: Database };

/** An owner with a saved card and one line on a plan with 1 GB of data a period. */
export async function ownerWithLine(t: Client) {
  const plan = await createPlan(t.database, { retailName: 'Family 1GB', dataAllowanceMb: 1024 });
  const owner = await newCustomer(t);
  const card = await saveCard(t, owner);
  expect((await owner.post('/app/checkout/pay', payBody(plan.id, card.id))).json().successful).toBe(true);
  await waitForJobs(t.database);
  return { owner, card, plan, line: await firstLineOf(owner) };
}

/** An invitation's link in a mail's text: its token. */
const INVITATION_LINK = /\/members\/accept#([A-Za-z0-9_-]+)/;

/**
 * The newest mail to an address that carries an invitation link. Not simply the newest mail: the
 * queue sends a new customer's welcome mail and the invitation side by side, so either may be written last.
 */
export async function invitationMailTo(database: Database, email: string) {
  const mail = (await mailsTo(database, email)).find((m) => INVITATION_LINK.test(m.textBody));
  if (!mail) throw new Error(`no invitation link mailed to ${email}`);
  return mail;
}

/** The token of the newest invitation link mailed to an address. */
export async function invitationTokenTo(database: Database, email: string): Promise<string> {
  return INVITATION_LINK.exec((await invitationMailTo(database, email)).textBody)![1]!;
}

/** A new customer invited by the owner to a line with a role, who accepted: their membership's id with them. */
export async function joinedMember(
  t: Client,
  owner: TestCustomer,
  lineId: string,
  role: MemberRole,
): Promise<TestCustomer & { membershipId: string }> {
  const member = await newCustomer(t);
  const invited = await owner.post('/app/users/members/invitations', { email: member.email, lineId, role });
  expect(invited.statusCode, invited.body).toBe(200);
  const token = await invitationTokenTo(t.database, member.email);
  const accepted = await member.post('/app/users/members/accept', { token });
  expect(accepted.statusCode, accepted.body).toBe(200);
  const listed = (await owner.get('/app/users/members')).json() as {
    members: { id: string; email: string }[];
  };
  const membershipId = listed.members.find((one) => one.email === member.email)?.id;
  if (!membershipId) throw new Error('the accepted member is not listed');
  return { ...member, membershipId };
}
