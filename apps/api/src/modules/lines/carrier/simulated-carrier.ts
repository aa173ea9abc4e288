/**
 * The built-in carrier: numbers come from a pool in the ZIP's area and are handed out once
 * (its own `carrier_numbers` registry, unique by number); SIMs get a fresh ICCID, eSIMs an
 * activation code naming the configured SM-DP+ server. Other carriers' answers to port-ins
 * follow the documented test numbers (`@mvno/telecom/sandbox-numbers`).
 */
import { randomInt } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { carrierEmergencyAddresses } from '../../../db/schema/emergency';
import { areaCodesForZip } from '@mvno/telecom/area-codes';
import {
  ACCOUNT_REASONS,
  NOT_ELIGIBLE_SUFFIX,
  REJECTED_SUFFIXES,
  suffixOf,
} from '@mvno/telecom/sandbox-numbers';
import { newActivationCode, newIccid, newNumber } from '@mvno/telecom/sim-identifiers';
import { carrierNumbers } from '../../../db/schema/lines';
import { NumberUnavailableError, type Carrier } from './carrier';

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

  async function isNumberActive(mdn: string): Promise<boolean> {
    const rows = await db
      .select({ mdn: carrierNumbers.mdn })
      .from(carrierNumbers)
      .where(eq(carrierNumbers.mdn, mdn))
      .limit(1);
    return rows.length > 0;
  }

  return {
    async provisionLine({ simType, zipCode, iccid }) {
      // A brought number gets a temporary one too: it works until the port completes.
      if (iccid) return { mdn: await allocate(zipCode), iccid, activationCode: null };
      return {
        mdn: await allocate(zipCode),
        iccid: newIccid(),
        activationCode: simType === 'esim' ? newActivationCode(options.smdpAddress) : null,
      };
    },

    isNumberActive,

    async newSim(request) {
      if (request.simType === 'psim') return { iccid: request.iccid, activationCode: null };
      return { iccid: newIccid(), activationCode: newActivationCode(options.smdpAddress) };
    },

    async moveNumberToSim(mdn, zipCode, iccid) {
      // A number opened before the registry knew SIMs is registered with its new SIM.
      await db
        .insert(carrierNumbers)
        .values({ mdn, zipCode, source: 'existing', iccid })
        .onConflictDoUpdate({ target: carrierNumbers.mdn, set: { iccid } });
    },

    async simOf(mdn) {
      const [row] = await db
        .select({ iccid: carrierNumbers.iccid })
        .from(carrierNumbers)
        .where(eq(carrierNumbers.mdn, mdn))
        .limit(1);
      return row?.iccid ?? null;
    },

    async setServiceBarred(mdn, barred) {
      await db
        .update(carrierNumbers)
        .set({ barredAt: barred ? new Date() : null })
        .where(eq(carrierNumbers.mdn, mdn));
    },

    async isServiceBarred(mdn) {
      const [number] = await db
        .select({ barredAt: carrierNumbers.barredAt })
        .from(carrierNumbers)
        .where(eq(carrierNumbers.mdn, mdn));
      return number?.barredAt != null;
    },

    async registerEmergencyAddress(mdn, address) {
      if (!address) {
        await db.delete(carrierEmergencyAddresses).where(eq(carrierEmergencyAddresses.mdn, mdn));
        return;
      }
      const registeredAt = new Date();
      await db
        .insert(carrierEmergencyAddresses)
        .values({ mdn, ...address, registeredAt })
        .onConflictDoUpdate({ target: carrierEmergencyAddresses.mdn, set: { ...address, registeredAt } });
    },

    async emergencyAddressOf(mdn) {
      const [row] = await db
        .select()
        .from(carrierEmergencyAddresses)
        .where(eq(carrierEmergencyAddresses.mdn, mdn));
      if (!row) return null;
      const { addressOne, addressTwo, companyName, city, state, zipCode } = row;
      return { addressOne, addressTwo, companyName, city, state, zipCode };
    },

    async checkPortEligibility(msisdn) {
      if (await isNumberActive(msisdn)) return { eligible: false, reason: 'already_ours' };
      if (suffixOf(msisdn) === NOT_ELIGIBLE_SUFFIX) return { eligible: false, reason: 'carrier_refused' };
      return { eligible: true };
    },

    async answerPort({ msisdn, partnerSim, attempt }) {
      const reason = REJECTED_SUFFIXES[suffixOf(msisdn)];
      // A re-submission stands for the corrected details (or the lock lifted): it goes through.
      if (!reason || attempt > 1 || (partnerSim && ACCOUNT_REASONS.includes(reason)))
        return { outcome: 'completed' };
      return { outcome: 'rejected', reason };
    },

    async takeOverNumber(msisdn, zipCode) {
      if (!(await claim(msisdn, zipCode, 'port'))) throw new NumberUnavailableError('number is already ours');
    },

    async releaseNumber(mdn) {
      await db.delete(carrierEmergencyAddresses).where(eq(carrierEmergencyAddresses.mdn, mdn));
      await db.delete(carrierNumbers).where(eq(carrierNumbers.mdn, mdn));
    },
  };
}
