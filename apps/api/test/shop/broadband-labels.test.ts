/**
 * Broadband Facts labels (47 CFR 8.1; decision 061): every plan on sale has a label whose id is
 * "M" + the FRN + 15 characters, unique; the JSON file validates against the schema it publishes
 * (checked by Ajv, a JSON Schema validator independent of the zod schema it was made from); the
 * CSV has a row per label; a retired plan's label and a replaced price's label stay for two years
 * and then leave; the customer's account has the label of each line's plan.
 */
import Ajv2020 from 'ajv/dist/2020.js';
import addFormats from 'ajv-formats';
import { describe, expect, it } from 'vitest';
import type { BroadbandLabel, BroadbandLabels } from '@mvno/contracts/api/broadband-labels';
import { createAdjustableClock, DAY_MS } from '../../src/lib/clock';
import { call } from '../support/auth';
import { newStaff } from '../support/chat';
import { createPlan, newCustomer, payBody, saveCard } from '../support/commerce';
import { CHANNEL_HEADERS, useTestApp } from '../support/test-app';

const clock = createAdjustableClock();
const t = useTestApp({ clock, content: true });
const ID = /^M\d{10}[A-Z0-9]{15}$/;

const file = async () => {
  const response = await t.app.inject({ url: '/broadband-labels.json' });
  expect(response.statusCode).toBe(200);
  return response.json() as BroadbandLabels & { $schema: string };
};
const onSale = (labels: BroadbandLabel[]) => labels.filter((label) => label.withdrawnAt === null);

async function editor() {
  const staff = await newStaff(t, 'catalogue_editor', 'Cat');
  return (method: 'POST', url: string, body: object = {}) =>
    t.app.inject({
      method,
      url,
      headers: { ...CHANNEL_HEADERS, authorization: `Bearer ${staff.token}` },
      payload: body,
    });
}

describe('Broadband Facts labels', () => {
  it('gives every plan on sale one label with a unique FCC id, the same on every read, in the app call and the file', async () => {
    const plans = [
      await createPlan(t.database, {
        retailName: 'Basic',
        retailPriceCents: 1500,
        dataAllowanceMb: 5 * 1024,
      }),
      await createPlan(t.database, {
        retailName: 'Unlimited',
        retailPriceCents: 4500,
        dataAllowanceMb: null,
      }),
      await createPlan(t.database, { retailName: 'Draft', status: 'draft' }),
    ];
    // Three first reads at once: one writes the versions, the others find them (one lock).
    await Promise.all([file(), file(), file()]);
    const { labels, provider } = await file();
    expect(provider.frn).toMatch(/^\d{10}$/);
    expect(labels.map((l) => l.planName).sort()).toEqual(['Basic', 'Unlimited']);
    for (const label of labels) expect(label.uniquePlanIdentifier).toMatch(ID);
    expect(labels.every((l) => l.uniquePlanIdentifier.startsWith(`M${provider.frn}`))).toBe(true);
    expect(new Set(labels.map((l) => l.uniquePlanIdentifier)).size).toBe(labels.length);
    const basic = labels.find((l) => l.planId === plans[0]!.id);
    expect(basic).toMatchObject({
      monthlyPrice: 15,
      dataIncludedGb: 5,
      introductoryRate: false,
      earlyTerminationFee: 0,
      governmentTaxes: 'varies-by-location',
      serviceType: 'mobile',
      withdrawnAt: null,
    });
    expect(labels.find((l) => l.planId === plans[1]!.id)?.dataIncludedGb).toBeNull();

    // Read again (and through the app's call): nothing new is written, the ids stay.
    const again = await t.app.inject({ url: '/app/broadband-labels', headers: CHANNEL_HEADERS });
    expect(again.statusCode).toBe(200);
    expect((again.json() as BroadbandLabels).labels.map((l) => l.uniquePlanIdentifier)).toEqual(
      labels.map((l) => l.uniquePlanIdentifier),
    );
  });

  it('publishes JSON that validates against its own published JSON Schema, and CSV with a row per label', async () => {
    await createPlan(t.database, { retailName: 'Basic' });
    await createPlan(t.database, { retailName: 'Plus, "more"' });
    const json = await file();
    const schemaResponse = await t.app.inject({ url: json.$schema });
    expect(schemaResponse.statusCode).toBe(200);
    expect(schemaResponse.headers['content-type']).toContain('application/schema+json');
    const ajv = new Ajv2020({ allErrors: true, strict: false });
    addFormats(ajv);
    const validate = ajv.compile(schemaResponse.json() as object);
    const { $schema: _, ...document } = json;
    expect(validate(document), JSON.stringify(validate.errors)).toBe(true);
    // The validator is a real one: a malformed id is refused.
    const bad = structuredClone(document);
    bad.labels[0]!.uniquePlanIdentifier = 'M123';
    expect(validate(bad)).toBe(false);

    const csv = await t.app.inject({ url: '/broadband-labels.csv' });
    expect(csv.headers['content-type']).toContain('text/csv');
    const rows = csv.body.trimEnd().split('\r\n');
    expect(rows[0]).toMatch(/^unique_plan_identifier,plan_id,version,/);
    expect(rows).toHaveLength(3);
    expect(csv.body).toContain('"Plus, ""more"""');
    for (const label of json.labels) expect(csv.body).toContain(label.uniquePlanIdentifier);
  });

  it("keeps a retired plan's label and a replaced price's label for two years, then drops them", async () => {
    const edit = await editor();
    const keep = await createPlan(t.database, { retailName: 'Keep', retailPriceCents: 2500 });
    const retire = await createPlan(t.database, { retailName: 'Retire' });
    const first = await file();
    const retiredLabel = first.labels.find((l) => l.planId === retire.id)!;
    const keptV1 = first.labels.find((l) => l.planId === keep.id)!;

    expect((await edit('POST', `/app/care/catalogue/plans/${retire.id}/retire`)).statusCode).toBe(200);
    const update = await edit('POST', `/app/care/catalogue/plans/${keep.id}`, {
      retailName: 'Keep',
      retailDescription: 'Unlimited talk & text',
      price: 30,
      popular: false,
      sortOrder: 0,
      dataAllowanceMb: null,
    });
    expect(update.statusCode).toBe(200);

    const after = await file();
    expect(onSale(after.labels).map((l) => l.planName)).toEqual(['Keep']);
    const keptV2 = onSale(after.labels)[0]!;
    expect(keptV2).toMatchObject({ version: 2, monthlyPrice: 30 });
    expect(keptV2.uniquePlanIdentifier).not.toBe(keptV1.uniquePlanIdentifier);
    const archived = after.labels.filter((l) => l.withdrawnAt !== null);
    expect(archived.map((l) => l.uniquePlanIdentifier).sort()).toEqual(
      [retiredLabel.uniquePlanIdentifier, keptV1.uniquePlanIdentifier].sort(),
    );
    expect(archived.find((l) => l.planId === keep.id)).toMatchObject({ version: 1, monthlyPrice: 25 });

    clock.advance(729 * DAY_MS);
    expect((await file()).labels).toHaveLength(3);
    clock.advance(2 * DAY_MS);
    expect((await file()).labels.map((l) => l.uniquePlanIdentifier)).toEqual([keptV2.uniquePlanIdentifier]);
  });

  it("shows the customer the label of each line's plan, retired or not, and nobody else's", async () => {
    const plan = await createPlan(t.database, { retailName: 'Mine' });
    await createPlan(t.database, { retailName: 'Theirs' });
    const customer = await newCustomer(t);
    const card = await saveCard(t, customer);
    const paid = await customer.post('/app/checkout/pay', payBody(plan.id, card.id));
    expect(paid.json()).toMatchObject({ successful: true });
    const lineId = (paid.json() as { line: { id: string } }).line.id;
    const edit = await editor();
    expect((await edit('POST', `/app/care/catalogue/plans/${plan.id}/retire`)).statusCode).toBe(200);

    const mine = await customer.get('/app/users/broadband-labels');
    expect(mine.statusCode).toBe(200);
    const { lines } = mine.json() as { lines: { lineId: string; label: BroadbandLabel }[] };
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatchObject({ lineId, label: { planName: 'Mine', planId: plan.id } });
    expect(lines[0]!.label.uniquePlanIdentifier).toMatch(ID);

    const stranger = await newCustomer(t);
    expect((await stranger.get('/app/users/broadband-labels')).json()).toEqual({ lines: [] });
    expect((await call(t, 'GET', '/app/users/broadband-labels')).statusCode).toBe(401);
  });
});
