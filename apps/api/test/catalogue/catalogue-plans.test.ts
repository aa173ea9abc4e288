/**
 * Plans in the console (decision 029) on two app processes sharing one database and one test clock:
 * a published plan reaches `/app/plans` and the prerendered `/shop` of both within a second; a
 * retired one leaves the shop and still renews its lines; a new price of a held plan is mailed once
 * to each holder and charged from its first renewal 30 days after the notice; a held plan cannot be deleted; bad input gets
 * field errors; every change is in the staff audit log.
 */
import type { FastifyInstance } from 'fastify';
import { describe, expect, it } from 'vitest';
import { editableFields, type CataloguePlan, type PlanInput } from '@mvno/contracts/api/catalogue-plans';
import { MESSAGES } from '@mvno/contracts/messages';
import { STAFF_MESSAGES } from '@mvno/contracts/staff-messages';
import { sandboxCharges } from '../../src/db/schema/payments';
import { DAY_MS } from '../../src/lib/clock';
import { call, mailsTo } from '../support/auth';
import { newStaff } from '../support/chat';
import { advanceClock, useClockApps } from '../support/clock-apps';
import { createPlan, newCustomer, payBody, saveCard, type TestCustomer } from '../support/commerce';
import { waitForJobs } from '../support/jobs';
import { standInRenderedDist } from '../support/stand-in-renderer';
import { CHANNEL_HEADERS } from '../support/test-app';

const { t, other } = useClockApps({ WEB_DIST: standInRenderedDist() });
const C = STAFF_MESSAGES.catalogue;

const planInput = (overrides: Partial<PlanInput> = {}): PlanInput => ({
  retailName: `Launch ${Math.random().toString(36).slice(2, 7)}`,
  retailDescription: 'Unlimited talk & text\n15GB data\n5GB hotspot',
  price: 35,
  popular: true,
  sortOrder: 5,
  dataAllowanceMb: 15 * 1024,
  ...overrides,
});

async function editor() {
  const staff = await newStaff(t, 'catalogue_editor', 'Cat');
  const send = (method: 'GET' | 'POST' | 'DELETE', url: string, body?: unknown) =>
    t.app.inject({
      method,
      url,
      headers: { ...CHANNEL_HEADERS, authorization: `Bearer ${staff.token}` },
      ...(body === undefined ? {} : { payload: body as object }),
    });
  return {
    ...staff,
    async create(input: PlanInput = planInput()) {
      const response = await send('POST', '/app/care/catalogue/plans', input);
      expect(response.statusCode).toBe(200);
      return response.json() as CataloguePlan;
    },
    async publish(id: string) {
      const response = await send('POST', `/app/care/catalogue/plans/${id}/publish`, {});
      expect(response.statusCode).toBe(200);
      return response.json() as CataloguePlan;
    },
    send,
  };
}

const planNames = async (app: FastifyInstance) =>
  (
    (await app.inject({ url: '/app/plans', headers: CHANNEL_HEADERS })).json() as { retailName: string }[]
  ).map((plan) => plan.retailName);
const shopHtml = async (app: FastifyInstance) => (await app.inject({ url: '/shop' })).body;

/** Polls both processes until `seen` holds on each; answers how long it took. */
async function withinASecond(seen: (app: FastifyInstance) => Promise<boolean>): Promise<number> {
  const started = Date.now();
  for (const app of [t.app, other().app]) {
    while (!(await seen(app))) {
      if (Date.now() - started > 1000) throw new Error('not seen within a second');
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
  }
  return Date.now() - started;
}

async function buyLine(customer: TestCustomer, cardId: string, planId: string) {
  const paid = await customer.post('/app/checkout/pay', payBody(planId, cardId));
  expect(paid.json()).toMatchObject({ successful: true });
  return (paid.json() as { line: { id: string } }).line.id;
}

describe('a plan from draft to the shop', () => {
  it('is unseen as a draft, previewed, and once published is on /app/plans and /shop of both processes within a second', async () => {
    const cat = await editor();
    // Both processes have rendered /shop and read the plans before the change.
    const existing = await createPlan(t.database, { retailName: 'Existing' });
    for (const app of [t.app, other().app]) expect(await shopHtml(app)).toContain(existing.retailName);
    const before = await Promise.all([t.app, other().app].map(planNames));

    const draft = await cat.create();
    expect(draft).toMatchObject({ status: 'draft', price: 35, lines: 0, effectiveFrom: null });
    const preview = await cat.send('GET', `/app/care/catalogue/plans/${draft.id}/preview`);
    expect(preview.json()).toEqual({
      id: draft.id,
      retailName: draft.retailName,
      retailDescription: draft.retailDescription,
      retailPrice: 35,
      popular: true,
    });
    expect(await Promise.all([t.app, other().app].map(planNames))).toEqual(before);
    expect(await shopHtml(other().app)).not.toContain(draft.retailName);

    const published = await cat.publish(draft.id);
    expect(published.status).toBe('active');
    const took = await withinASecond(
      async (app) =>
        (await planNames(app)).includes(draft.retailName) && (await shopHtml(app)).includes(draft.retailName),
    );
    expect(took).toBeLessThan(1000);
    // The figure decision 029 quotes.
    console.info(`[catalogue] published plan on /app/plans and /shop of both processes after ${took} ms`);

    // A visitor buys it.
    const customer = await newCustomer(t);
    const card = await saveCard(t, customer);
    await buyLine(customer, card.id, draft.id);
  });

  it('answers bad input with field errors and keeps a plan with a later effective date off the shop', async () => {
    const cat = await editor();
    for (const price of [0, -5]) {
      const response = await cat.send('POST', '/app/care/catalogue/plans', planInput({ price }));
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({
        message: MESSAGES.api.validation,
        errors: [{ field: 'price', message: C.planPriceRange }],
      });
    }
    // Numbers the database cannot hold are field errors, never a server error (found by the fuzz test).
    const outOfRange = [
      [{ price: 5e-324 }, 'price', C.planPriceRange],
      [{ sortOrder: 2_147_483_648 }, 'sortOrder', C.planSortOrderRange],
      [{ dataAllowanceMb: 2_147_483_648 }, 'dataAllowanceMb', C.planAllowanceWhole],
    ] as const;
    for (const [input, field, message] of outOfRange) {
      const response = await cat.send('POST', '/app/care/catalogue/plans', planInput(input));
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({ message: MESSAGES.api.validation, errors: [{ field, message }] });
    }
    const later = await cat.create();
    const scheduled = await cat.send('POST', `/app/care/catalogue/plans/${later.id}/publish`, {
      effectiveFrom: new Date(Date.now() + 30 * DAY_MS).toISOString(),
    });
    expect(scheduled.json()).toMatchObject({ status: 'active' });
    expect(await planNames(t.app)).not.toContain(later.retailName);
    const unknown = await cat.send('POST', `/app/care/catalogue/plans/${crypto.randomUUID()}/retire`, {});
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toEqual({ message: C.planNotFound });
  });
});

describe('a retired plan', () => {
  it('leaves the shop of both processes, still renews its lines, and cannot be deleted while they hold it', async () => {
    const cat = await editor();
    const plan = await cat.publish((await cat.create(planInput({ price: 40 }))).id);
    const customer = await newCustomer(t);
    const card = await saveCard(t, customer);
    await buyLine(customer, card.id, plan.id);
    await waitForJobs(t.database);

    const retired = await cat.send('POST', `/app/care/catalogue/plans/${plan.id}/retire`, {});
    expect(retired.json()).toMatchObject({ status: 'retired', lines: 1 });
    await withinASecond(
      async (app) =>
        !(await planNames(app)).includes(plan.retailName) && !(await shopHtml(app)).includes(plan.retailName),
    );
    const deleted = await cat.send('DELETE', `/app/care/catalogue/plans/${plan.id}`);
    expect(deleted.statusCode).toBe(409);
    expect(deleted.json()).toEqual({ message: C.planHeld });

    await advanceClock(t.app, (30 * DAY_MS) / 1000 + 60);
    await waitForJobs(t.database);
    const renewals = (await t.database.db.select().from(sandboxCharges)).filter((charge) =>
      charge.idempotencyKey.startsWith('renewal-'),
    );
    // $40 + 6.25% Texas tax + the 2% 911 fee + $1.50.
    expect(renewals.map((charge) => charge.amountCents)).toEqual([4480]);

    // A draft nothing holds can be deleted (by an editor signed in again: a month idle ended the session).
    const later = await editor();
    const draft = await later.create();
    expect((await later.send('DELETE', `/app/care/catalogue/plans/${draft.id}`)).json()).toEqual({
      deleted: true,
    });
  });
});

describe('a price change of a plan that lines hold', () => {
  it('mails each holder once; a renewal within the notice period keeps the old price (decision 063); it is in the audit log', async () => {
    const cat = await editor();
    const plan = await cat.publish((await cat.create(planInput({ price: 40 }))).id);
    const two = await newCustomer(t);
    const twoCard = await saveCard(t, two);
    await buyLine(two, twoCard.id, plan.id);
    await buyLine(two, twoCard.id, plan.id);
    const one = await newCustomer(t);
    const oneCard = await saveCard(t, one);
    await buyLine(one, oneCard.id, plan.id);
    const bystander = await newCustomer(t);
    await waitForJobs(t.database);

    const fields = editableFields(plan);
    const changed = await cat.send('POST', `/app/care/catalogue/plans/${plan.id}`, { ...fields, price: 45 });
    expect(changed.json()).toMatchObject({ price: 45, lines: 3 });
    // Saved again unchanged (a second click): no second notice.
    await cat.send('POST', `/app/care/catalogue/plans/${plan.id}`, { ...fields, price: 45 });
    await waitForJobs(t.database);

    const notices = async (email: string) =>
      (await mailsTo(t.database, email)).filter((mail) =>
        mail.subject.includes(C.priceChangeSubject('Brightline Mobile', plan.retailName)),
      );
    const [twoNotice] = await notices(two.email);
    expect(await notices(two.email)).toHaveLength(1);
    expect(twoNotice?.textBody).toContain('from $40.00 to $45.00');
    expect(twoNotice?.textBody.match(/from the renewal on/g)).toHaveLength(2);
    expect(await notices(one.email)).toHaveLength(1);
    expect(await notices(bystander.email)).toHaveLength(0);

    // The lines renew within 30 days of the notice: the dashboard and the renewal keep $40, with
    // $2.50 sales tax + $0.80 911 fee (Texas) + $1.50.
    const lines = (await one.get('/app/users/lines')).json().lines as { renewal: { amount: number } }[];
    expect(lines[0]?.renewal.amount).toBe(44.8);
    await advanceClock(t.app, (30 * DAY_MS) / 1000 + 60);
    await waitForJobs(t.database);
    const renewals = (await t.database.db.select().from(sandboxCharges)).filter((charge) =>
      charge.idempotencyKey.startsWith('renewal-'),
    );
    expect(renewals.map((charge) => charge.amountCents)).toEqual([4480, 4480, 4480]);

    const admin = await newStaff(t, 'admin', 'Ada');
    const audit = await call(t, 'GET', '/app/care/audit?action=plan.update', { token: admin.token });
    const [entry] = audit.json().entries as {
      staff: { id: string };
      before: { price: number };
      after: { price: number };
    }[];
    expect(entry).toMatchObject({ staff: { id: cat.id }, after: { price: 45 } });
    expect(audit.json().entries.some((e: { before: { price: number } }) => e.before.price === 40)).toBe(true);
  });
});
