/** Helpers of the care console tests: a staff member who verified a customer (the CPNI gate). */
import type { StaffRole } from '@mvno/contracts/staff-roles';
import type { Database } from '../../src/db/client';
import { call, codeIn, latestMailTo, type Client } from './auth';
import { newStaff, type TestAgent } from './chat';

/** A staff member of the role, signed in, who verified the customer through the mailed code. */
export async function verifiedStaff(
  t: Client & { database: Database },
  role: StaffRole,
  customer: { id: string; email: string },
  firstName = 'Sam',
): Promise<TestAgent> {
  const staff = await newStaff(t, role, firstName);
  await verify(t, staff, customer);
  return staff;
}

/** Verifies the customer for this staff member: the code mailed to them, read back. */
export async function verify(
  t: Client & { database: Database },
  staff: Pick<TestAgent, 'token'>,
  customer: { id: string; email: string },
): Promise<void> {
  const sent = await call(t, 'POST', `/app/care/customers/${customer.id}/verification`, {
    token: staff.token,
  });
  if (sent.statusCode !== 200) throw new Error(`verification: ${sent.statusCode} ${sent.body}`);
  const code = codeIn((await latestMailTo(t.database, customer.email, 'verification code')).textBody);
  const ok = await call(t, 'POST', `/app/care/customers/${customer.id}/verification/confirm`, {
    token: staff.token,
    body: { code },
  });
  if (ok.statusCode !== 200) throw new Error(`confirm: ${ok.statusCode} ${ok.body}`);
}

/** A care action's call by a staff member. */
export const careCall = (t: Client, staff: TestAgent, path: string, body: Record<string, unknown> = {}) =>
  call(t, 'POST', path, { token: staff.token, body });

/** An admin invites `email` to the console as an agent named Nia Okafor (the answer, not yet checked). */
export const inviteAgent = (t: Client, admin: TestAgent, email: string) =>
  call(t, 'POST', '/app/care/staff/invitations', {
    token: admin.token,
    body: { email, firstName: 'Nia', lastName: 'Okafor', role: 'agent' },
  });
