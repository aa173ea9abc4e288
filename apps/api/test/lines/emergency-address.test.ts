/**
 * A line's emergency (E911) address for Wi-Fi calling (decision 032): the address rules and
 * messages of SPEC §5, the 911 notice acknowledged in its current version, stored per line, sent
 * to the simulated carrier; Wi-Fi calling is ready once the carrier holds it; another customer's
 * line is 404.
 */
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { ACCOUNT_MESSAGES } from '@mvno/contracts/account-messages';
import { MESSAGES } from '@mvno/contracts/messages';
import { E911_DISCLOSURE_VERSION } from '@mvno/contracts/product-constants/privacy';
import { PRODUCT_MESSAGES } from '@mvno/contracts/product-messages';
import { carrierEmergencyAddresses } from '../../src/db/schema/emergency';
import { customerWithCard, newCustomer, payBody } from '../support/commerce';
import { useTestApp } from '../support/test-app';

const E = ACCOUNT_MESSAGES.emergencyAddress;
const t = useTestApp({ content: true });

const ADDRESS = {
  addressOne: '500 Congress Ave',
  addressTwo: 'Suite 2',
  companyName: 'Acme Widgets',
  city: 'Austin',
  state: 'TX',
  zipCode: '78701',
};
const form = (overrides: Record<string, unknown> = {}) => ({
  ...ADDRESS,
  disclosureAccepted: true,
  disclosureVersion: E911_DISCLOSURE_VERSION,
  ...overrides,
});

async function customerWithLine() {
  const { plan, customer, card } = await customerWithCard(t);
  const paid = (await customer.post('/app/checkout/pay', payBody(plan.id, card.id))).json();
  expect(paid.successful).toBe(true);
  return { customer, line: paid.line as { id: string; mdn: string } };
}

const carrierHolds = async (mdn: string) =>
  (
    await t.database.db.select().from(carrierEmergencyAddresses).where(eq(carrierEmergencyAddresses.mdn, mdn))
  )[0];

describe("a line's emergency address", () => {
  it('is not set at first: Wi-Fi calling is not ready', async () => {
    const { customer, line } = await customerWithLine();
    const answer = await customer.get(`/app/users/lines/${line.id}/emergency-address`);
    expect(answer.statusCode).toBe(200);
    expect(answer.json()).toEqual({ address: null, wifiCallingReady: false });
    expect(await carrierHolds(line.mdn)).toBeUndefined();
  });

  it('is stored with the notice version, sent to the carrier, and makes Wi-Fi calling ready', async () => {
    const { customer, line } = await customerWithLine();

    const saved = await customer.put(`/app/users/lines/${line.id}/emergency-address`, form());

    expect(saved.statusCode).toBe(200);
    expect(saved.json()).toMatchObject({
      message: E.saved,
      wifiCallingReady: true,
      address: { ...ADDRESS, disclosureVersion: E911_DISCLOSURE_VERSION },
    });
    expect(await carrierHolds(line.mdn)).toMatchObject(ADDRESS);
    expect((await customer.get(`/app/users/lines/${line.id}/emergency-address`)).json()).toMatchObject({
      wifiCallingReady: true,
      address: ADDRESS,
    });

    // A change replaces it at the carrier too; the optional fields may be left out.
    const moved = { addressOne: '1 Main St', city: 'Dallas', state: 'TX', zipCode: '75201' };
    const changed = await customer.put(`/app/users/lines/${line.id}/emergency-address`, {
      ...moved,
      disclosureAccepted: true,
      disclosureVersion: E911_DISCLOSURE_VERSION,
    });
    expect(changed.json().address).toMatchObject({ ...moved, addressTwo: null, companyName: null });
    expect(await carrierHolds(line.mdn)).toMatchObject({ ...moved, addressTwo: null, companyName: null });
  });

  it('refuses bad fields with the messages of SPEC §5, and an unread or old notice', async () => {
    const { customer, line } = await customerWithLine();
    const path = `/app/users/lines/${line.id}/emergency-address`;

    const bad = await customer.put(path, form({ addressOne: '', city: 'A', state: 'XX', zipCode: '1234' }));
    expect(bad.statusCode).toBe(400);
    const fields = (bad.json().errors as { field: string; message: string }[]).map((e) => [
      e.field,
      e.message,
    ]);
    expect(fields).toEqual(
      expect.arrayContaining([
        ['addressOne', MESSAGES.enterAddress],
        ['state', MESSAGES.selectState],
        ['zipCode', MESSAGES.enterZipCode],
      ]),
    );
    expect(fields.map(([field]) => field)).toContain('city');

    const unread = await customer.put(path, form({ disclosureAccepted: false }));
    expect(unread.statusCode).toBe(400);
    expect(unread.json().errors).toEqual([{ field: 'disclosureAccepted', message: E.acknowledgeRequired }]);

    const old = await customer.put(path, form({ disclosureVersion: '2020-01-01' }));
    expect(old.statusCode).toBe(400);
    expect(old.json().errors).toEqual([{ field: 'disclosureAccepted', message: E.disclosureChanged }]);

    expect(await carrierHolds(line.mdn)).toBeUndefined();
  });

  it("is the owner's alone: another customer's line is 404 and nothing reaches the carrier", async () => {
    const { line } = await customerWithLine();
    const stranger = await newCustomer(t);
    const path = `/app/users/lines/${line.id}/emergency-address`;

    for (const response of [await stranger.get(path), await stranger.put(path, form())]) {
      expect(response.statusCode).toBe(404);
      expect(response.json().message).toBe(PRODUCT_MESSAGES.lines.lineNotFound);
    }
    expect(await carrierHolds(line.mdn)).toBeUndefined();
  });

  it('is refused on a cancelled line', async () => {
    const { customer, line } = await customerWithLine();
    expect((await customer.post(`/app/users/lines/${line.id}/cancel`, { when: 'now' })).statusCode).toBe(200);
    const refused = await customer.put(`/app/users/lines/${line.id}/emergency-address`, form());
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe(E.notAllowed);
  });
});
