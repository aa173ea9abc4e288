import { describe, expect, it } from 'vitest';
import type { Line } from '@mvno/contracts/api/lines';
import { MESSAGES } from '@mvno/contracts/messages';
import {
  LINES_PAGE_MAX,
  LINES_PAGE_SIZE,
  NICKNAME_MAX_LENGTH,
} from '@mvno/contracts/product-constants/lines';
import { PRODUCT_MESSAGES } from '@mvno/contracts/product-messages';
import { zCarrierHelp } from '@mvno/contracts/entities';
import { DEMO_CARRIER_HELP } from '../../src/db/seed-data/content';
import { DEMO_DEVICES } from '../../src/db/seed-data/devices';
import { ACTIVE_LINE_AT_REST, createLine, imeiOf, lineCustomer, linesOf } from '../support/lines';
import { useTestApp } from '../support/test-app';

const t = useTestApp({ content: true });
const L = PRODUCT_MESSAGES.lines;
const iphone = DEMO_DEVICES.find((d) => d.model === 'iPhone 15')!;
const nokia = DEMO_DEVICES.find((d) => !d.compatible)!;

describe('GET /app/users/lines', () => {
  it("lists the customer's own lines only, with plan, status, SIM and activation code", async () => {
    const ada = await lineCustomer(t);
    const bob = await lineCustomer(t);
    const line = await createLine(t.database, ada.id, { nickname: 'Work phone', mdn: '7375550147' });
    await createLine(t.database, bob.id);

    const lines = await linesOf(ada);

    expect(lines).toEqual([
      {
        id: line.id,
        nickname: 'Work phone',
        mdn: '7375550147',
        subscriberNumber: line.subscriberNumber,
        zipCode: '78702',
        iccid: '8901260123456789012',
        simType: 'esim',
        activationCode: 'LPA:1$smdp.brightline.example$ABCDE-FGHJK-LMNPQ-RSTUV',
        planName: null,
        ...ACTIVE_LINE_AT_REST,
        // A line without a plan has nothing to renew.
        renewal: null,
      },
    ]);
  });
});

describe('GET /app/users/lines, one page at a time', () => {
  it('pages 101 lines: the first page by default, every line once and in order, another customer sees none', async () => {
    const ada = await lineCustomer(t);
    const bob = await lineCustomer(t);
    // Many lines opened at the same instant (one order of several lines): the page boundaries must
    // still neither skip nor repeat any.
    const sameInstant = new Date('2026-06-01T12:00:00Z');
    const created = [];
    for (let i = 0; i < 101; i += 1)
      created.push(
        await createLine(t.database, ada.id, {
          mdn: `512${String(5_550_000 + i)}`,
          createdAt: i < 60 ? sameInstant : new Date(sameInstant.getTime() + i * 1000),
        }),
      );
    const expected = created
      .slice()
      .sort((a, b) => a.createdAt.getTime() - b.createdAt.getTime() || a.mdn.localeCompare(b.mdn))
      .map((line) => line.id);

    const first = await ada.get('/app/users/lines');
    expect(first.statusCode).toBe(200);
    const firstPage = first.json() as { lines: { id: string }[]; nextCursor: string | null };
    expect(firstPage.lines.map((line) => line.id)).toEqual(expected.slice(0, LINES_PAGE_SIZE));
    expect(firstPage.nextCursor).toBe(expected[LINES_PAGE_SIZE - 1]);

    const seen: string[] = [];
    let cursor: string | null = null;
    let pages = 0;
    do {
      const response = await ada.get(
        `/app/users/lines?limit=${LINES_PAGE_MAX}${cursor ? `&cursor=${cursor}` : ''}`,
      );
      expect(response.statusCode).toBe(200);
      const page = response.json() as { lines: { id: string }[]; nextCursor: string | null };
      expect(page.lines.length).toBeLessThanOrEqual(LINES_PAGE_MAX);
      seen.push(...page.lines.map((line) => line.id));
      cursor = page.nextCursor;
      pages += 1;
    } while (cursor && pages < 10);
    expect(pages).toBe(3);
    expect(seen).toEqual(expected);

    // Someone else's cursor starts nothing: Bob has no lines after Ada's line.
    const foreign = await bob.get(`/app/users/lines?cursor=${expected[0]}`);
    expect(foreign.statusCode).toBe(200);
    expect(foreign.json()).toEqual({ lines: [], nextCursor: null });
  });

  it('refuses a page larger than the most a page holds, and a cursor that is not a line id', async () => {
    const ada = await lineCustomer(t);

    const tooMany = await ada.get(`/app/users/lines?limit=${LINES_PAGE_MAX + 1}`);
    const badCursor = await ada.get('/app/users/lines?cursor=not-an-id');

    expect(tooMany.statusCode).toBe(400);
    expect(tooMany.json()).toMatchObject({ message: MESSAGES.api.validation, errors: [{ field: 'limit' }] });
    expect(badCursor.statusCode).toBe(400);
    expect(badCursor.json()).toMatchObject({
      message: MESSAGES.api.validation,
      errors: [{ field: 'cursor' }],
    });
  });
});

describe('POST /app/users/sub-nickname/{id}/update', () => {
  it('renames the line and answers a message', async () => {
    const ada = await lineCustomer(t);
    const line = await createLine(t.database, ada.id);

    const response = await ada.post(`/app/users/sub-nickname/${line.id}/update`, { nickname: '  Mum  ' });

    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ message: L.nicknameSaved });
    expect((await linesOf(ada))[0]).toMatchObject({ nickname: 'Mum' });
  });

  it.each([
    ['empty', '', MESSAGES.addNickname],
    ['blank', '   ', MESSAGES.addNickname],
    ['too long', 'x'.repeat(NICKNAME_MAX_LENGTH + 1), L.nicknameTooLong],
  ])('refuses a nickname that is %s with the message at the field', async (_case, nickname, message) => {
    const ada = await lineCustomer(t);
    const line = await createLine(t.database, ada.id, { nickname: 'Before' });

    const response = await ada.post(`/app/users/sub-nickname/${line.id}/update`, { nickname });

    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      message: MESSAGES.api.validation,
      errors: [{ field: 'nickname', message }],
    });
    expect((await linesOf(ada))[0]).toMatchObject({ nickname: 'Before' });
  });

  it("answers 404 for another customer's line or an id that is no line, and changes nothing", async () => {
    const ada = await lineCustomer(t);
    const bob = await lineCustomer(t);
    const bobs = await createLine(t.database, bob.id, { nickname: 'Bob' });

    for (const id of [bobs.id, crypto.randomUUID(), 'not-a-uuid']) {
      const response = await ada.post(`/app/users/sub-nickname/${id}/update`, { nickname: 'Mine now' });
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({ message: L.lineNotFound });
    }
    expect((await linesOf(bob))[0]).toMatchObject({ nickname: 'Bob' });
  });

  it('needs a session', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: `/app/users/sub-nickname/${crypto.randomUUID()}/update`,
      headers: t.headers,
      payload: { nickname: 'x' },
    });
    expect(response.statusCode).toBe(401);
  });
});

describe('devices', () => {
  it("says a phone without eSIM on an eSIM line works but needs a physical SIM, and is fine on a physical SIM's line", async () => {
    const ada = await lineCustomer(t);
    const esimLine = await createLine(t.database, ada.id, { simType: 'esim' });
    const psimLine = await createLine(t.database, ada.id, { simType: 'psim', activationCode: null });
    const galaxy = DEMO_DEVICES.find((device) => device.tac === '35000302');
    if (!galaxy) throw new Error('demo phone missing');
    const imei = imeiOf(galaxy.tac);
    const name = `${galaxy.brand} ${galaxy.model}`;

    const onEsim = await ada.post(`/app/users/lines/${esimLine.id}/device`, { imei });
    const onPsim = await ada.post(`/app/users/lines/${psimLine.id}/device`, { imei });

    expect(onEsim.json()).toMatchObject({
      device: { compatible: true, needsPhysicalSim: true, message: L.deviceWorksNoEsim(name) },
    });
    expect(onPsim.json()).toEqual({
      message: L.deviceSaved,
      device: {
        tac: galaxy.tac,
        compatible: true,
        device: { brand: galaxy.brand, model: galaxy.model, esim: false },
        message: L.deviceWorks(name),
      },
    });
    const listed = (await linesOf(ada)) as unknown as Line[];
    expect(listed.find((line) => line.id === esimLine.id)?.device?.message).toBe(L.deviceWorksNoEsim(name));
    expect(listed.find((line) => line.id === psimLine.id)?.device?.message).toBe(L.deviceWorks(name));
  });

  it('stores the IMEI on the line and tells a known phone works, by its type allocation code', async () => {
    const ada = await lineCustomer(t);
    const line = await createLine(t.database, ada.id);
    const imei = imeiOf(iphone.tac);

    const response = await ada.post(`/app/users/lines/${line.id}/device`, { imei });

    const verdict = {
      tac: iphone.tac,
      compatible: true,
      device: { brand: 'Apple', model: 'iPhone 15', esim: true },
      message: L.deviceWorks('Apple iPhone 15'),
    };
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ message: L.deviceSaved, device: verdict });
    expect((await linesOf(ada))[0]).toMatchObject({ imei, device: verdict });
  });

  it('says a known phone that does not work does not, and an unknown one cannot be confirmed', async () => {
    const ada = await lineCustomer(t);

    const known = await ada.post('/app/devices/check', { imei: imeiOf(nokia.tac) });
    const unknown = await ada.post('/app/devices/check', { imei: imeiOf('35999999') });

    expect(known.json()).toMatchObject({
      compatible: false,
      message: L.deviceDoesNotWork(`${nokia.brand} ${nokia.model}`),
    });
    expect(unknown.json()).toEqual({
      tac: '35999999',
      compatible: null,
      device: null,
      message: L.deviceUnknown,
    });
  });

  it.each([
    ['empty', '', MESSAGES.enterImei],
    ['14 digits', '35000101123456', MESSAGES.invalidImei],
    ['letters', '3500010112345a7', MESSAGES.invalidImei],
    [
      'a wrong check digit',
      `${imeiOf(iphone.tac).slice(0, 14)}${(Number(imeiOf(iphone.tac)[14]) + 1) % 10}`,
      L.imeiCheckDigit,
    ],
  ])('refuses an IMEI that is %s with the message at the field', async (_case, imei, message) => {
    const ada = await lineCustomer(t);
    const line = await createLine(t.database, ada.id);

    const saved = await ada.post(`/app/users/lines/${line.id}/device`, { imei });
    const checked = await ada.post('/app/devices/check', { imei });

    for (const response of [saved, checked]) {
      expect(response.statusCode).toBe(400);
      expect(response.json().errors).toEqual([{ field: 'imei', message }]);
    }
    expect((await linesOf(ada))[0]).toMatchObject({ imei: null });
  });

  it("answers 404 for another customer's line", async () => {
    const ada = await lineCustomer(t);
    const bob = await lineCustomer(t);
    const bobs = await createLine(t.database, bob.id);

    const response = await ada.post(`/app/users/lines/${bobs.id}/device`, { imei: imeiOf(iphone.tac) });

    expect(response.statusCode).toBe(404);
    expect((await linesOf(bob))[0]).toMatchObject({ imei: null });
  });
});

describe('GET /api/{product}-carrier-helps?populate=*', () => {
  it('answers where the large carriers show the account number and PIN, in the Strapi shape', async () => {
    const response = await t.app.inject({ url: '/api/brightline-carrier-helps?populate=*' });

    expect(response.statusCode).toBe(200);
    const help = zCarrierHelp.parse(response.json());
    expect(help.data.map((entry) => entry.attributes)).toEqual(
      DEMO_CARRIER_HELP.map(({ carrier, accountNumber, pin }) => ({ carrier, accountNumber, pin })),
    );
    expect(help.data.map((entry) => entry.attributes.carrier)).toEqual(
      expect.arrayContaining(['AT&T', 'Verizon', 'T-Mobile']),
    );
  });
});
