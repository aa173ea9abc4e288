// POST /app/users/portin/check: whether a number can move to us, limited per customer and per address.
import { describe, expect, it } from 'vitest';
import { MESSAGES } from '@mvno/contracts/messages';
import { PORT_CHECKS_PER_HOUR } from '@mvno/contracts/product-constants/lines';
import { PRODUCT_MESSAGES } from '@mvno/contracts/product-messages';
import { createLine, lineCustomer, numberEnding, OLD_SERVICE } from '../support/lines';
import { useTestApp } from '../support/test-app';

const t = useTestApp({ content: true });
const L = PRODUCT_MESSAGES.lines;

describe('POST /app/users/portin/check', () => {
  it('says a number from another carrier can move, in its 10 digits', async () => {
    const ada = await lineCustomer(t);

    const response = await ada.post('/app/users/portin/check', {
      msisdn: '(212) 555-0199',
      zipCode: '10001',
    });

    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ message: L.eligible, eligible: true, msisdn: '2125550199' });
  });

  it('refuses the documented not-eligible number, a number that is ours and one already moving', async () => {
    const ada = await lineCustomer(t);
    const line = await createLine(t.database, ada.id);
    const moving = numberEnding('5550177');
    await ada.post('/app/users/portin/bring/number', {
      replaceNumber: true,
      msisdn: moving,
      zipCode: '78702',
      oldService: OLD_SERVICE,
      tempSubscriptionId: line.id,
    });

    const cases = [
      [numberEnding('5550100'), L.carrierRefused],
      [line.mdn, L.alreadyOurs],
      [moving, L.portInProgress],
    ];
    for (const [msisdn, message] of cases) {
      const response = await ada.post('/app/users/portin/check', { msisdn, zipCode: '78702' });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({ message });
    }
  });

  it.each([
    [{ msisdn: '', zipCode: '10001' }, [{ field: 'msisdn', message: MESSAGES.enterPortInNumber }]],
    [{ msisdn: '555-01', zipCode: '10001' }, [{ field: 'msisdn', message: MESSAGES.invalidPortInNumber }]],
    [{ msisdn: '2125550199', zipCode: '1000' }, [{ field: 'zipCode', message: MESSAGES.enterZipCode }]],
    [
      {},
      [
        { field: 'msisdn', message: MESSAGES.enterPortInNumber },
        { field: 'zipCode', message: MESSAGES.enterZipCode },
      ],
    ],
  ])('validates %j with the SPEC messages', async (body, errors) => {
    const ada = await lineCustomer(t);
    const response = await ada.post('/app/users/portin/check', body);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ message: MESSAGES.api.validation, errors });
  });

  it(`limits a customer to ${PORT_CHECKS_PER_HOUR.customer} checks an hour`, async () => {
    const ada = await lineCustomer(t);
    const statuses: number[] = [];
    for (let i = 0; i <= PORT_CHECKS_PER_HOUR.customer; i++) {
      const response = await ada.post(
        '/app/users/portin/check',
        { msisdn: numberEnding('5550199'), zipCode: '10001' },
        `198.51.100.${i + 1}`,
      );
      statuses.push(response.statusCode);
    }
    expect(statuses).toEqual([...Array(PORT_CHECKS_PER_HOUR.customer).fill(200), 429]);
    const bob = await lineCustomer(t);
    expect(
      (await bob.post('/app/users/portin/check', { msisdn: numberEnding('5550199'), zipCode: '10001' }))
        .statusCode,
    ).toBe(200);
  });

  it(`limits one address to ${PORT_CHECKS_PER_HOUR.address} checks an hour, whoever asks`, async () => {
    const customers = await Promise.all(
      Array.from(
        { length: Math.ceil(PORT_CHECKS_PER_HOUR.address / PORT_CHECKS_PER_HOUR.customer) + 1 },
        () => lineCustomer(t),
      ),
    );
    const statuses: number[] = [];
    for (let i = 0; i <= PORT_CHECKS_PER_HOUR.address; i++) {
      const customer = customers[Math.floor(i / PORT_CHECKS_PER_HOUR.customer)]!;
      const body = { msisdn: numberEnding('5550199'), zipCode: '10001' };
      statuses.push((await customer.post('/app/users/portin/check', body, '203.0.113.50')).statusCode);
    }
    expect(statuses.slice(0, PORT_CHECKS_PER_HOUR.address)).toEqual(
      Array(PORT_CHECKS_PER_HOUR.address).fill(200),
    );
    expect(statuses.at(-1)).toBe(429);
  });
});
