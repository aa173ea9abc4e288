/**
 * The built-in carrier: numbers come from a pool in the ZIP's area and are handed out once
 * (its own `carrier_numbers` registry, unique by number); SIMs get a fresh ICCID, eSIMs an
 * activation code naming the configured SM-DP+ server.
 */
import { randomInt } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { carrierNumbers } from '../../../db/schema';
import { areaCodesForZip } from './area-codes';
import { NumberUnavailableError, type Carrier } from './carrier';
import { newActivationCode, newIccid, newNumber } from './sim-identifiers';

const MAX_TRIES = 50;

export function createSimulatedCarrier(db: Db, options: { smdpAddress: string }): Carrier {
  /** Registers the number; false when it is taken already. */
  async function claim(mdn: string, zipCode: string, source: 'new' | 'port'): Promise<boolean> {
    const rows = await db
      .insert(carrierNumbers)
      .values({ mdn, zipCode, source })
      .onConflictDoNothing()
      .returning();
    return rows.length === 1;
  }

  async function allocate(zipCode: string): Promise<string> {
    const codes = areaCodesForZip(zipCode);
    for (let i = 0; i < MAX_TRIES; i++) {
      const mdn = newNumber(codes[randomInt(codes.length)] ?? codes[0]!);
      if (await claim(mdn, zipCode, 'new')) return mdn;
    }
    throw new NumberUnavailableError(`no free number found for ZIP ${zipCode}`);
  }

  return {
    async provisionLine({ simType, zipCode, portNumber }) {
      let mdn: string;
      if (portNumber) {
        if (!(await claim(portNumber, zipCode, 'port')))
          throw new NumberUnavailableError('number is already active');
        mdn = portNumber;
      } else {
        mdn = await allocate(zipCode);
      }
      return {
        mdn,
        iccid: newIccid(),
        activationCode: simType === 'esim' ? newActivationCode(options.smdpAddress) : null,
      };
    },

    async isNumberActive(mdn) {
      const rows = await db
        .select({ mdn: carrierNumbers.mdn })
        .from(carrierNumbers)
        .where(eq(carrierNumbers.mdn, mdn))
        .limit(1);
      return rows.length > 0;
    },
  };
}
