/**
 * Deleting an account (decision 032): behind a step-up; every line cancelled now; the card
 * provider's customer deleted; personal data erased or de-identified in every table, which the
 * test reads from the database catalog, not a hand list; a final mail; signed out everywhere; the
 * address free for a new registration; a request record in the staff queue with its 45-day clock.
 */
import { randomInt } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { STEP_UP_REQUIRED_FIELD } from '@mvno/contracts/api/common';
import { formatMdn } from '@mvno/contracts/line-format';
import { ACCOUNT_MESSAGES } from '@mvno/contracts/account-messages';
import {
  DELETION_KEPT_RECORDS,
  DELETION_RESPONSE_DAYS,
  E911_DISCLOSURE_VERSION,
} from '@mvno/contracts/product-constants/privacy';
import type { Database } from '../../src/db/client';
import { signIns } from '../../src/db/schema/accounts';
import { portRequests, subscriptionLines } from '../../src/db/schema/lines';
import { orders } from '../../src/db/schema/orders';
import { transactions } from '../../src/db/schema/payments';
import { call, loginWithPassword, mailsTo, registerCustomer } from '../support/auth';
import { newAgent } from '../support/chat';
import { createPlan, customerClient, payBody, saveCard, type TestCustomer } from '../support/commerce';
import { waitForJobs } from '../support/jobs';
import { JOB_SCHEMA } from '../../src/modules/platform/jobs/pg-boss-queue';
import { edit, latestCodeTo } from '../support/profile';
import { useTestApp } from '../support/test-app';

const D = ACCOUNT_MESSAGES.accountDeletion;
const t = useTestApp({ content: true });

/**
 * Tables where the deleted customer's email, name or phone may remain: the development mail
 * outbox stands for the mail already delivered to the customer's mailbox (with SMTP nothing is
 * stored), and the final mail itself lands there; and the append-only staff audit log.
 */
const KEPT_WITH_PERSONAL_DATA = ['mail_outbox', 'staff_audit_log'];

const letters = (length: number) =>
  Array.from({ length }, () => String.fromCharCode(97 + randomInt(0, 26))).join('');
const capital = (word: string) => word[0]!.toUpperCase() + word.slice(1);

const client = (session: Parameters<typeof customerClient>[1]): TestCustomer => customerClient(t, session);

/**
 * Every table and text-like column of the app's schema, and the job queue's jobs (waiting or done,
 * then archived: their data and output keep a copy of what they worked on), read from the catalog.
 */
async function textColumns(database: Database) {
  const { rows } = await database.execute(
    `select '"' || table_name || '"' as table_name, column_name from information_schema.columns
      where table_schema = 'public' and data_type in ('text', 'character varying', 'character', 'jsonb', 'json')
      order by table_name, column_name`,
  );
  const jobs = ['job', 'archive'].flatMap((table) =>
    ['data', 'output'].map((column) => ({ table_name: `${JOB_SCHEMA}.${table}`, column_name: column })),
  );
  return [...(rows as { table_name: string; column_name: string }[]), ...jobs];
}

/** The tables with a `user_id` column (read from the catalog) holding a row of the user. */
async function tablesWithRowsOf(database: Database, userId: string) {
  const { rows } = await database.execute(
    `select table_name from information_schema.columns
      where table_schema = 'public' and column_name = 'user_id' order by table_name`,
  );
  const found: string[] = [];
  for (const { table_name } of rows as { table_name: string }[]) {
    const held = await database.execute(
      `select exists (select 1 from "${table_name}" where user_id::text = $1) as held`,
      [userId],
    );
    if ((held.rows[0] as { held: boolean }).held) found.push(table_name);
  }
  return found;
}

/** The tables (table.column) holding any of the needles, case-insensitive. */
async function tablesHolding(database: Database, needles: string[]) {
  const found = new Set<string>();
  for (const { table_name, column_name } of await textColumns(database)) {
    const { rows } = await database.execute(
      `select exists (select 1 from ${table_name}
        where ${needles.map((_, i) => `"${column_name}"::text ilike $${i + 1}`).join(' or ')}) as held`,
      needles.map((needle) => `%${needle}%`),
    );
    if ((rows[0] as { held: boolean }).held) found.add(`${table_name.replaceAll('"', '')}.${column_name}`);
  }
  return [...found];
}

async function stepUp(customer: TestCustomer) {
  expect((await customer.post('/app/users/step-up/email-code')).statusCode).toBe(200);
  const otp = await latestCodeTo(t.database, customer.email);
  expect((await customer.post('/app/users/step-up/email', { otp })).statusCode).toBe(200);
}

/** A customer with data in every feature: profile, card, line, nickname, E911, chat, contact, codes, port-in. */
async function busyCustomer() {
  const firstName = capital(letters(9));
  const lastName = capital(letters(11));
  const phone = `512${randomInt(2_000_000, 9_999_999)}`;
  const session = await registerCustomer(t, { firstName, lastName });
  const customer = client(session);
  expect(
    (await edit(t, customer.token, { phoneNumber: { countryCode: '+1', contactNumber: phone } })).statusCode,
  ).toBe(200);
  const address = {
    streetNumber: '12',
    streetDirection: 'NE',
    streetName: `${lastName} Ave`,
    city: 'Austin',
    state: 'TX',
    zipCode: '78702',
  };
  expect((await edit(t, customer.token, address)).statusCode).toBe(200);
  const plan = await createPlan(t.database, { dataAllowanceMb: 1024 });
  const card = await saveCard(t, customer, { cardholderName: `${firstName} ${lastName}` });
  const paid = (await customer.post('/app/checkout/pay', payBody(plan.id, card.id))).json();
  expect(paid.successful).toBe(true);
  const lineId = (paid.line as { id: string }).id;
  expect(
    (await customer.post(`/app/users/sub-nickname/${lineId}/update`, { nickname: firstName })).statusCode,
  ).toBe(200);
  // A data add-on's receipt names the line by its nickname.
  const addOn = await customer.post(`/app/users/lines/${lineId}/top-ups`, {
    topUpId: 'data-1gb',
    idempotencyKey: `key-${crypto.randomUUID()}`,
  });
  expect(addOn.json()).toMatchObject({ successful: true });
  const e911 = await customer.put(`/app/users/lines/${lineId}/emergency-address`, {
    addressOne: `1 ${lastName} Road`,
    companyName: `${lastName} LLC`,
    city: 'Austin',
    state: 'TX',
    zipCode: '78702',
    disclosureAccepted: true,
    disclosureVersion: E911_DISCLOSURE_VERSION,
  });
  expect(e911.statusCode).toBe(200);
  await customer.post('/app/chat/messages', {
    message: `I am ${firstName} ${lastName}, call me on ${phone}`,
  });
  await t.app.inject({
    method: 'POST',
    url: '/app/users/contactus',
    headers: t.headers,
    payload: { name: `${firstName} ${lastName}`, email: customer.email, message: `Phone ${phone}` },
  });
  // A port-in's details as the old carrier's account holder gave them.
  await t.database.db.insert(portRequests).values({
    userId: customer.id,
    lineId,
    msisdn: phone,
    status: 'rejected',
    firstName,
    lastName,
    zipCode: '78702',
  });
  // Notice choices (decision 087): settings, erased with the account.
  const choice = { billing: 'text', usage: 'both', service: 'both', family: 'mail' };
  expect((await customer.put('/app/users/notice-preferences', choice)).statusCode).toBe(200);
  await waitForJobs(t.database);
  return { customer, firstName, lastName, phone, lineId, password: session.password };
}

describe('delete my account', () => {
  it('needs a recent step-up, then leaves no personal data in any table but the kept records', async () => {
    const ada = await busyCustomer();
    const bob = await busyCustomer();
    const needles = [ada.customer.email, ada.firstName, ada.lastName, ada.phone];
    expect((await tablesHolding(t.database, needles)).length).toBeGreaterThan(10);
    // Rows without any personal words are found by the owner's id: the notice choices are among them.
    expect(await tablesWithRowsOf(t.database, ada.customer.id)).toContain('notice_preferences');

    const refused = await ada.customer.post('/app/users/account/delete', { confirm: true });
    expect(refused.statusCode).toBe(403);
    expect(refused.json().errors).toEqual([expect.objectContaining({ field: STEP_UP_REQUIRED_FIELD })]);
    const unticked = await ada.customer.post('/app/users/account/delete', {});
    expect(unticked.statusCode).toBe(400);
    expect(unticked.json().errors).toEqual([{ field: 'confirm', message: D.acknowledgeRequired }]);

    await stepUp(ada.customer);
    // Authenticator app being set up (after the step-up): its factor row must go too.
    expect((await ada.customer.post('/app/users/two-factor/totp/setup')).statusCode).toBe(200);
    const deleted = await ada.customer.post('/app/users/account/delete', { confirm: true });
    expect(deleted.statusCode).toBe(200);
    expect(deleted.json()).toEqual({ message: D.deleted });
    await waitForJobs(t.database);

    // The final mail went to the address of record.
    const finals = (await mailsTo(t.database, ada.customer.email)).filter(
      (mail) => mail.subject === D.finalSubject('Brightline Mobile'),
    );
    expect(finals).toHaveLength(1);
    expect(finals[0]?.textBody).toContain(ada.firstName);

    // Nothing names Ada any more, except the kept records named above.
    const left = (await tablesHolding(t.database, needles)).filter(
      (column) => !KEPT_WITH_PERSONAL_DATA.includes(column.split('.')[0]!),
    );
    expect(left).toEqual([]);
    // The settings kept by the account's id alone are gone too (the notice choices), Bob's stay.
    expect(await tablesWithRowsOf(t.database, ada.customer.id)).not.toContain('notice_preferences');
    expect(await tablesWithRowsOf(t.database, bob.customer.id)).toContain('notice_preferences');
    // Bob's data is untouched.
    expect(
      (await tablesHolding(t.database, [bob.customer.email, bob.lastName, bob.phone])).length,
    ).toBeGreaterThan(10);

    // The sign-in history (devices and networks) goes with the account; Bob's stays.
    const history = (userId: string) =>
      t.database.db.select().from(signIns).where(eq(signIns.userId, userId));
    expect(await history(ada.customer.id)).toEqual([]);
    expect((await history(bob.customer.id)).length).toBeGreaterThan(0);

    // Kept, de-identified: receipts (the add-on's names the line by its number), orders, the line (cancelled now).
    const receipts = await t.database.db
      .select()
      .from(transactions)
      .where(eq(transactions.userId, ada.customer.id));
    expect(receipts).toHaveLength(2);
    const [kept] = await t.database.db
      .select()
      .from(subscriptionLines)
      .where(eq(subscriptionLines.id, ada.lineId));
    expect(receipts.map((receipt) => receipt.item)).toContain(
      ACCOUNT_MESSAGES.topUps.historyItem('1 GB', formatMdn(kept!.mdn)),
    );
    const [order] = await t.database.db.select().from(orders).where(eq(orders.userId, ada.customer.id));
    expect(order).toMatchObject({ status: 'completed', shippingAddress: null, result: null });
    const [line] = await t.database.db
      .select()
      .from(subscriptionLines)
      .where(eq(subscriptionLines.id, ada.lineId));
    expect(line).toMatchObject({ status: 'cancelled', cancelledNow: true, nickname: null });

    // Signed out everywhere; the password no longer signs in; the address is free again.
    expect((await ada.customer.get('/app/users/view')).statusCode).toBe(401);
    expect((await loginWithPassword(t, ada.customer.email, ada.password)).statusCode).toBeGreaterThanOrEqual(
      400,
    );
    const again = await call(t, 'POST', '/app/auth/register', {
      body: {
        firstName: 'Ada',
        lastName: 'Again',
        email: ada.customer.email,
        regPassword: ada.password,
        confirmRegPassword: ada.password,
      },
    });
    expect(again.statusCode).toBe(200);
    expect(again.json().user.id).not.toBe(ada.customer.id);
  });

  it('puts the request in the staff queue with its 45-day clock, for staff only', async () => {
    const ada = await busyCustomer();
    await stepUp(ada.customer);
    expect((await ada.customer.post('/app/users/account/delete', { confirm: true })).statusCode).toBe(200);

    const agent = await newAgent(t);
    const listed = await call(t, 'GET', '/app/care/deletion-requests', { token: agent.token });
    expect(listed.statusCode).toBe(200);
    expect(listed.json().items).toEqual([
      expect.objectContaining({
        status: 'open',
        customerId: ada.customer.id,
        daysLeft: DELETION_RESPONSE_DAYS - 1,
        linesCancelled: 1,
        kept: [...DELETION_KEPT_RECORDS],
      }),
    ]);
    const { requestedAt, dueAt } = listed.json().items[0] as { requestedAt: string; dueAt: string };
    expect(Date.parse(dueAt) - Date.parse(requestedAt)).toBe(DELETION_RESPONSE_DAYS * 86_400_000);

    const bob = await busyCustomer();
    expect(
      (await call(t, 'GET', '/app/care/deletion-requests', { token: bob.customer.token })).statusCode,
    ).toBe(403);
  });
});
