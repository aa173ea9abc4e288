import { describe, expect, it } from 'vitest';
import { areaCodesForZip } from '@mvno/telecom/area-codes';
import { createSimulatedCarrier } from '../../src/modules/lines/carrier/simulated-carrier';
import { luhnCheckDigit, newIccid } from '@mvno/telecom/sim-identifiers';
import { passesLuhn } from '@mvno/contracts/field-patterns';
import { createPlan, newCustomer, payBody, saveCard } from '../support/commerce';
import { createTestApp, resetData, useTestApp } from '../support/test-app';

const t = useTestApp({ content: true });

describe('simulated carrier', () => {
  it('makes ICCIDs of 19 digits starting 8901260 with a Luhn check digit', () => {
    expect(luhnCheckDigit('7992739871')).toBe('3');
    for (let i = 0; i < 20; i++) {
      const iccid = newIccid();
      expect(iccid).toMatch(/^8901260\d{12}$/);
      expect(passesLuhn(iccid)).toBe(true);
    }
  });

  it('hands out distinct numbers in the area of the ZIP code', async () => {
    const carrier = createSimulatedCarrier(t.database.db, { smdpAddress: 'smdp.test.example' });
    const lines = await Promise.all(
      Array.from({ length: 25 }, () =>
        carrier.provisionLine({ simType: 'psim', zipCode: '10001', portNumber: null }),
      ),
    );

    expect(new Set(lines.map((l) => l.mdn)).size).toBe(25);
    for (const line of lines) {
      expect(['212', '646', '917']).toContain(line.mdn.slice(0, 3));
      expect(line.mdn).toMatch(/^\d{3}[2-9]\d{6}$/);
      expect(line.activationCode).toBeNull();
    }
    expect(areaCodesForZip('94105')).toContain('415');
    expect(areaCodesForZip('00501')).toEqual(['617']);
  });

  it('gives a brought number a temporary one and names the SM-DP+ server in eSIM codes', async () => {
    const carrier = createSimulatedCarrier(t.database.db, { smdpAddress: 'smdp.test.example' });

    const line = await carrier.provisionLine({ simType: 'esim', zipCode: '78702', portNumber: '5125550199' });

    expect(line.mdn).not.toBe('5125550199');
    expect(['512', '737', '210']).toContain(line.mdn.slice(0, 3));
    expect(line.activationCode).toMatch(/^LPA:1\$smdp\.test\.example\$[A-Z0-9-]{23}$/);
    expect(await carrier.isNumberActive(line.mdn)).toBe(true);
    // The brought number becomes ours only when its port completes.
    expect(await carrier.isNumberActive('5125550199')).toBe(false);
    await carrier.takeOverNumber('5125550199', '78702');
    expect(await carrier.isNumberActive('5125550199')).toBe(true);
    expect(await carrier.checkPortEligibility('5125550199', '78702')).toEqual({
      eligible: false,
      reason: 'already_ours',
    });
  });

  it('uses SMDP_ADDRESS from the configuration', async () => {
    const custom = await createTestApp({ SMDP_ADDRESS: 'rsp.carrier.example' });
    try {
      await resetData(custom.database, { content: true });
      const plan = await createPlan(custom.database);
      const customer = await newCustomer(custom);
      const card = await saveCard(custom, customer);
      const placed = await customer.post('/app/checkout/pay', payBody(plan.id, card.id));
      expect(placed.json().line.activationCode).toMatch(/^LPA:1\$rsp\.carrier\.example\$/);
    } finally {
      await custom.close();
    }
  });
});
