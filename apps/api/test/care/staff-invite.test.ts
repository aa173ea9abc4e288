/** An admin invites staff by mail from the care console (docs/decisions/028). */
import { describe, expect, it } from 'vitest';
import { STAFF_MESSAGES } from '@mvno/contracts/staff-messages';
import {
  call,
  codeMailedTo,
  latestMailTo,
  linkTokenIn,
  mailsTo,
  registerCustomer,
  resetPassword,
  STRONG_PASSWORD,
  uniqueEmail,
} from '../support/auth';
import { newStaff } from '../support/chat';
import { inviteAgent } from '../support/care';
import { useTestApp } from '../support/test-app';

const t = useTestApp();

describe('staff invitations', () => {
  it('mails the invited a link to choose a password; they then sign in with the role, and it is audited', async () => {
    const admin = await newStaff(t, 'admin', 'Ada');
    const email = uniqueEmail('new.agent');

    const invited = await inviteAgent(t, admin, email);

    expect(invited.statusCode).toBe(200);
    expect(invited.json()).toMatchObject({
      message: STAFF_MESSAGES.care.invited(email),
      staff: { email, role: 'agent', active: false },
    });
    const mail = await latestMailTo(t.database, email);
    expect(mail.subject).toContain('care console');
    expect(mail.textBody).toContain('Ada Rivera invited you');
    const listed = await call(t, 'GET', '/app/care/staff', { token: admin.token });
    expect(listed.json().staff).toContainEqual(expect.objectContaining({ email, active: false }));

    const reset = await resetPassword(t, linkTokenIn(mail.textBody, '/reset-password'));
    expect(reset.statusCode).toBe(200);
    const started = await call(t, 'POST', '/app/auth/agent/login', {
      body: { email, password: STRONG_PASSWORD },
    });
    const code = await codeMailedTo(t.database, email);
    const session = await call(t, 'POST', '/app/auth/agent/verify', {
      body: { challenge: started.json().challenge, code },
    });
    expect(session.statusCode).toBe(200);
    expect(session.json().agent).toMatchObject({ email, role: 'agent' });
    expect((await call(t, 'GET', '/app/care/staff', { token: admin.token })).json().staff).toContainEqual(
      expect.objectContaining({ email, active: true }),
    );

    const audit = await call(t, 'GET', '/app/care/audit?action=staff.invite', { token: admin.token });
    expect(audit.json().entries).toEqual([
      expect.objectContaining({
        staff: { id: admin.id, name: 'Ada Rivera', role: 'admin' },
        action: 'staff.invite',
        after: { staffId: invited.json().staff.id, email, role: 'agent' },
      }),
    ]);
  });

  it("refuses a customer's address: customer accounts never become staff, and nothing is mailed", async () => {
    const admin = await newStaff(t, 'admin', 'Ada');
    const customer = await registerCustomer(t);

    const refused = await call(t, 'POST', '/app/care/staff/invitations', {
      token: admin.token,
      body: { email: customer.email.toUpperCase(), firstName: 'Ada', lastName: 'Lovelace', role: 'admin' },
    });

    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toEqual({
      message: STAFF_MESSAGES.care.inviteAddressTaken,
      errors: [{ field: 'email', message: STAFF_MESSAGES.care.inviteAddressTaken }],
    });
    expect(await mailsTo(t.database, customer.email)).toHaveLength(1); // the welcome mail only
  });

  it('checks the form: a role that does not exist and a bad address are refused at their fields', async () => {
    const admin = await newStaff(t, 'admin', 'Ada');

    const bad = await call(t, 'POST', '/app/care/staff/invitations', {
      token: admin.token,
      body: { email: 'not-an-address', firstName: 'Nia', lastName: 'Okafor', role: 'owner' },
    });

    expect(bad.statusCode).toBe(400);
    expect(
      bad
        .json()
        .errors.map((e: { field: string }) => e.field)
        .sort(),
    ).toEqual(['email', 'role']);
  });
});
