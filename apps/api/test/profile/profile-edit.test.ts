import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { MESSAGES } from '@mvno/contracts/messages';
import { PRODUCT_MESSAGES } from '@mvno/contracts/product-messages';
import { users } from '../../src/db/schema/accounts';
import { call, mailsTo, registerCustomer } from '../support/auth';
import { edit } from '../support/profile';
import { useTestApp } from '../support/test-app';

const t = useTestApp();

const ADDRESS = {
  streetNumber: '12',
  streetDirection: 'NE',
  streetName: 'Congress Ave',
  city: 'St. Louis',
  state: 'MO',
  zipCode: '63101',
};

async function storedUser(id: string) {
  const [row] = await t.database.db.select().from(users).where(eq(users.id, id));
  return row!;
}

describe('PUT /app/users/edit: name', () => {
  it('changes first and last name and answers the user as it is now', async () => {
    const customer = await registerCustomer(t);

    const response = await edit(t, customer.token, { firstName: 'Grace', lastName: 'Hopper-Smith' });

    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      message: PRODUCT_MESSAGES.profile.nameSaved,
      user: { id: customer.user.id, firstName: 'Grace', lastName: 'Hopper-Smith', email: customer.email },
    });
    const view = await call(t, 'GET', '/app/users/view', { token: customer.token });
    expect(view.json()).toMatchObject({ firstName: 'Grace', lastName: 'Hopper-Smith' });
  });

  it('is the same call by POST (SPEC §7 "PUT or POST")', async () => {
    const customer = await registerCustomer(t);

    const response = await edit(t, customer.token, { firstName: 'Ada', lastName: 'Byron' }, 'POST');

    expect(response.statusCode).toBe(200);
    expect((await storedUser(customer.user.id)).lastName).toBe('Byron');
  });

  it('answers the SPEC messages at the fields and changes nothing', async () => {
    const customer = await registerCustomer(t);

    const response = await edit(t, customer.token, { firstName: '', lastName: 'L' });

    expect(response.statusCode).toBe(400);
    expect(response.json()).toStrictEqual({
      message: MESSAGES.api.validation,
      errors: [
        { field: 'firstName', message: MESSAGES.enterFirstName },
        { field: 'lastName', message: 'min validation failed on lastName' },
      ],
    });
    expect((await storedUser(customer.user.id)).firstName).toBe('Ada');
  });
});

describe('PUT /app/users/edit: address', () => {
  it('stores each field in its own property: number 12 and direction NE stay apart', async () => {
    const customer = await registerCustomer(t);

    const response = await edit(t, customer.token, ADDRESS);

    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ message: PRODUCT_MESSAGES.profile.addressSaved, user: ADDRESS });
    const view = (await call(t, 'GET', '/app/users/view', { token: customer.token })).json();
    expect(view).toMatchObject({ streetNumber: '12', streetDirection: 'NE', streetName: 'Congress Ave' });
  });

  it('clears the street direction when it is sent empty', async () => {
    const customer = await registerCustomer(t);
    await edit(t, customer.token, ADDRESS);

    const response = await edit(t, customer.token, { ...ADDRESS, streetDirection: '' });

    expect(response.statusCode).toBe(200);
    expect((await storedUser(customer.user.id)).streetDirection).toBeNull();
  });

  it('refuses a state outside the list, a direction outside N..SW and a 4-digit ZIP at their fields', async () => {
    const customer = await registerCustomer(t);

    const response = await edit(t, customer.token, {
      ...ADDRESS,
      streetDirection: '12',
      state: 'XX',
      zipCode: '6310',
    });

    expect(response.statusCode).toBe(400);
    expect(response.json().errors).toStrictEqual([
      { field: 'streetDirection', message: 'enum validation failed on streetDirection' },
      { field: 'state', message: MESSAGES.selectState },
      { field: 'zipCode', message: MESSAGES.enterZipCode },
    ]);
  });
});

describe('PUT /app/users/edit: phone', () => {
  it('stores the number in E.164 form', async () => {
    const customer = await registerCustomer(t);

    const response = await edit(t, customer.token, {
      phoneNumber: { countryCode: '+1', contactNumber: '5125550143' },
    });

    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      message: PRODUCT_MESSAGES.profile.phoneSaved,
      user: { contactNumber: '+15125550143' },
    });
    expect((await storedUser(customer.user.id)).contactNumber).toBe('+15125550143');
  });

  it('accepts a UK mobile with the default +44 country code', async () => {
    const customer = await registerCustomer(t);

    const response = await edit(t, customer.token, {
      phoneNumber: { countryCode: '+44', contactNumber: '7911123456' },
    });

    expect(response.json().user.contactNumber).toBe('+447911123456');
  });

  it('refuses a number that country does not use, and SPEC rule breaks, at their fields', async () => {
    const customer = await registerCustomer(t);

    const unused = await edit(t, customer.token, {
      phoneNumber: { countryCode: '+1', contactNumber: '1234567' },
    });
    const short = await edit(t, customer.token, { phoneNumber: { countryCode: '+', contactNumber: '12ab' } });

    expect(unused.statusCode).toBe(400);
    expect(unused.json()).toStrictEqual({
      message: MESSAGES.api.validation,
      errors: [{ field: 'phoneNumber.contactNumber', message: MESSAGES.invalidPhoneNumber }],
    });
    expect(short.json().errors).toStrictEqual([
      { field: 'phoneNumber.countryCode', message: 'regex validation failed on countryCode' },
      { field: 'phoneNumber.contactNumber', message: MESSAGES.invalidPhoneNumber },
    ]);
    expect((await storedUser(customer.user.id)).contactNumber).toBeNull();
  });
});

describe('PUT /app/users/edit: the body', () => {
  it('refuses a body of none of the four forms, or mixing two, as a whole', async () => {
    const customer = await registerCustomer(t);
    const refusal = {
      message: MESSAGES.api.validation,
      errors: [{ field: 'body', message: PRODUCT_MESSAGES.profile.editVariant }],
    };

    const empty = await edit(t, customer.token, {});
    const mixed = await edit(t, customer.token, { firstName: 'Grace', lastName: 'Hopper', city: 'Austin' });
    const sneaky = await edit(t, customer.token, { firstName: 'Grace', lastName: 'Hopper', id: 'x' });

    for (const response of [empty, mixed, sneaky]) {
      expect(response.statusCode).toBe(400);
      expect(response.json()).toStrictEqual(refusal);
    }
    expect((await storedUser(customer.user.id)).firstName).toBe('Ada');
  });

  it('answers 401 without a session', async () => {
    const response = await t.app.inject({
      method: 'PUT',
      url: '/app/users/edit',
      headers: t.headers,
      payload: { firstName: 'Grace', lastName: 'Hopper' },
    });

    expect(response.statusCode).toBe(401);
    expect(response.json()).toStrictEqual({ message: MESSAGES.api.unauthorized });
  });
});

describe('notices of a changed address or phone (CPNI 64.2010(f))', () => {
  const noticesTo = async (email: string) =>
    (await mailsTo(t.database, email)).filter((m) => /was changed/.test(m.subject));

  it('a new postal address is mailed to the customer at once, without the new address', async () => {
    const customer = await registerCustomer(t);

    expect((await edit(t, customer.token, ADDRESS)).statusCode).toBe(200);

    const [notice] = await noticesTo(customer.email);
    expect(notice?.subject).toMatch(/postal address of your .* account was changed/);
    for (const value of [ADDRESS.streetName, ADDRESS.city, ADDRESS.zipCode, 'Congress'])
      expect(`${notice?.subject} ${notice?.textBody}`).not.toContain(value);
    // Saving the same address again changes nothing and tells nothing.
    await edit(t, customer.token, ADDRESS);
    expect(await noticesTo(customer.email)).toHaveLength(1);
  });

  it('a new phone number is mailed to the customer at once, without the number', async () => {
    const customer = await registerCustomer(t);

    const response = await edit(t, customer.token, {
      phoneNumber: { countryCode: '+1', contactNumber: '5125550143' },
    });

    expect(response.statusCode).toBe(200);
    const [notice] = await noticesTo(customer.email);
    expect(notice?.subject).toMatch(/phone number of your .* account was changed/);
    for (const value of ['5125550143', '550143', '0143', '555'])
      expect(`${notice?.subject} ${notice?.textBody}`).not.toContain(value);
  });
});
