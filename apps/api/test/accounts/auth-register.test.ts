import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { MESSAGES, defaultSchemaMessage } from '@mvno/contracts/messages';
import { PRODUCT_MESSAGES } from '@mvno/contracts/product-messages';
import { users } from '../../src/db/schema/accounts';
import { PASSWORD_HASH_COST, usePasswordHashCost } from '../../src/lib/password-hasher';
import { userHash } from '../../src/modules/profile/services/user-info';
import {
  call,
  expectSessionFor,
  latestMailTo,
  registrationBody,
  STRONG_PASSWORD,
  uniqueEmail,
  viewUserStatus,
} from '../support/auth';
import { useTestApp } from '../support/test-app';

const t = useTestApp();
// This file shows the stored hash's real cost; the suite's other apps hash lightly (setup-password-cost.ts).
beforeAll(() => usePasswordHashCost(PASSWORD_HASH_COST));
const REGISTER = '/app/auth/register';

describe('POST /app/auth/register', () => {
  it('creates the account, logs the customer in and sends a welcome mail', async () => {
    const body = registrationBody({ firstName: 'Zoë', lastName: "O'Brien-Smith" });

    const response = await call(t, 'POST', REGISTER, { body });

    expect(response.statusCode).toBe(200);
    const session = response.json();
    expect(session.user).toStrictEqual({
      id: expect.any(String),
      userHash: userHash(session.user.id, t.secrets.chatSecret),
      firstName: 'Zoë',
      lastName: "O'Brien-Smith",
      email: body.email,
      contactNumber: null,
      streetNumber: null,
      streetDirection: null,
      streetName: null,
      city: null,
      state: null,
      zipCode: null,
    });
    expectSessionFor(session, session.user.id);
    expect(await viewUserStatus(t, session.token)).toBe(200);
    const welcome = await latestMailTo(t.database, body.email);
    expect(welcome.subject).toBe('Welcome to Brightline Mobile');
    expect(welcome.textBody).toContain('Hi Zoë,');
  });

  it('stores an argon2id hash (19 MiB, 2 passes), never the password', async () => {
    const body = registrationBody();
    await call(t, 'POST', REGISTER, { body });

    const [row] = await t.database.db.select().from(users).where(eq(users.email, body.email));

    expect(row?.passwordHash).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
    expect(row?.passwordHash).not.toContain(STRONG_PASSWORD);
  });

  it('refuses an email that already has an account, in any letter case, at the email field', async () => {
    const email = uniqueEmail('taken');
    expect((await call(t, 'POST', REGISTER, { body: registrationBody({ email }) })).statusCode).toBe(200);

    const response = await call(t, 'POST', REGISTER, {
      body: registrationBody({ email: email.toUpperCase() }),
    });

    expect(response.statusCode).toBe(400);
    expect(response.json()).toStrictEqual({
      message: PRODUCT_MESSAGES.accounts.emailTaken,
      errors: [{ field: 'email', message: PRODUCT_MESSAGES.accounts.emailTaken }],
    });
    expect(await t.database.db.select().from(users)).toHaveLength(1);
  });

  const invalid: [field: string, value: string, message: string][] = [
    ['firstName', '', MESSAGES.enterFirstName],
    ['firstName', '   ', MESSAGES.enterFirstName],
    ['firstName', 'A', defaultSchemaMessage('min', 'firstName')],
    ['firstName', 'Ada99', defaultSchemaMessage('regex', 'firstName')],
    ['firstName', 'A'.repeat(61), defaultSchemaMessage('max', 'firstName')],
    ['lastName', '', MESSAGES.enterLastName],
    ['lastName', 'L', defaultSchemaMessage('min', 'lastName')],
    ['email', '', MESSAGES.invalidEmail],
    ['email', 'not-an-email', MESSAGES.invalidEmail],
    ['email', 'ada@', MESSAGES.invalidEmail],
    ['regPassword', '', MESSAGES.enterAPassword],
    ['regPassword', 'Ab1!', MESSAGES.invalidPasswordFormat],
    ['regPassword', 'secret#123', MESSAGES.invalidPasswordFormat],
    ['regPassword', 'Secret1234', MESSAGES.invalidPasswordFormat],
    ['confirmRegPassword', '', MESSAGES.confirmPassword],
    ['confirmRegPassword', 'Other#1234', MESSAGES.passwordsDoNotMatch],
  ];

  it.each(invalid)(
    'answers 400 for %s = %j with the SPEC message at the field',
    async (field, value, message) => {
      const body = registrationBody({ [field]: value });

      const response = await call(t, 'POST', REGISTER, { body });

      expect(response.statusCode).toBe(400);
      const json = response.json() as { message: string; errors: { field: string; message: string }[] };
      expect(json.message).toBe(MESSAGES.api.validation);
      expect(json.errors[0]).toStrictEqual({ field, message });
      // A changed password also makes the (unchanged) confirmation differ from it.
      const allowed = field === 'regPassword' ? [field, 'confirmRegPassword'] : [field];
      expect(json.errors.every((error) => allowed.includes(error.field))).toBe(true);
      expect(await t.database.db.select().from(users)).toHaveLength(0);
    },
  );

  it('answers 400 with a message for every missing field of an empty body', async () => {
    const response = await call(t, 'POST', REGISTER, { body: {} });

    expect(response.statusCode).toBe(400);
    const fields = (response.json().errors as { field: string }[]).map((error) => error.field);
    expect(new Set(fields)).toStrictEqual(
      new Set(['firstName', 'lastName', 'email', 'regPassword', 'confirmRegPassword']),
    );
  });
});
