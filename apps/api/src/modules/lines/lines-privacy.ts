/**
 * The lines module's part of the export and the erasure (decisions 027, 032 and 051): lines, ports
 * in and out, data add-ons and emergency addresses. Never the port-in PIN, the account number's
 * transfer PIN or an activation code. Erased, lines stay as the number's records (already
 * cancelled) without what the customer gave them.
 */
import { asc, eq } from 'drizzle-orm';
import { lineEmergencyAddresses } from '../../db/schema/emergency';
import {
  numberLocks,
  portOutRequests,
  portRequests,
  subscriptionLines,
  transferPins,
} from '../../db/schema/lines';
import { plans } from '../../db/schema/shop';
import { dataTopUps } from '../../db/schema/usage';
import type { PrivacyHook } from '../privacy/privacy-types';

export const linesPrivacy: PrivacyHook = {
  async export(db, { userId }) {
    const lines = await db
      .select({
        id: subscriptionLines.id,
        nickname: subscriptionLines.nickname,
        mdn: subscriptionLines.mdn,
        accountNumber: subscriptionLines.subscriberNumber,
        zipCode: subscriptionLines.zipCode,
        iccid: subscriptionLines.iccid,
        imei: subscriptionLines.imei,
        simType: subscriptionLines.simType,
        status: subscriptionLines.status,
        plan: plans.retailName,
        periodStart: subscriptionLines.periodStart,
        periodEnd: subscriptionLines.periodEnd,
        autoRenew: subscriptionLines.autoRenew,
        cancelAt: subscriptionLines.cancelAt,
        createdAt: subscriptionLines.createdAt,
      })
      .from(subscriptionLines)
      .leftJoin(plans, eq(plans.id, subscriptionLines.planId))
      .where(eq(subscriptionLines.userId, userId))
      .orderBy(asc(subscriptionLines.createdAt));
    const ports = await db
      .select({
        id: portRequests.id,
        lineId: portRequests.lineId,
        msisdn: portRequests.msisdn,
        status: portRequests.status,
        reason: portRequests.reason,
        firstName: portRequests.firstName,
        lastName: portRequests.lastName,
        zipCode: portRequests.zipCode,
        createdAt: portRequests.createdAt,
      })
      .from(portRequests)
      .where(eq(portRequests.userId, userId));
    const portOuts = await db
      .select({
        lineId: portOutRequests.lineId,
        mdn: portOutRequests.mdn,
        requestedBy: portOutRequests.requestedBy,
        accepted: portOutRequests.accepted,
        reason: portOutRequests.reason,
        at: portOutRequests.at,
      })
      .from(portOutRequests)
      .where(eq(portOutRequests.userId, userId));
    const addOns = await db
      .select({
        lineId: dataTopUps.lineId,
        name: dataTopUps.name,
        dataMb: dataTopUps.dataMb,
        periodEnd: dataTopUps.periodEnd,
        status: dataTopUps.status,
        finalCents: dataTopUps.finalCents,
        createdAt: dataTopUps.createdAt,
      })
      .from(dataTopUps)
      .where(eq(dataTopUps.userId, userId));
    return { lines, ports, portOutRequests: portOuts, dataAddOns: addOns };
  },

  async erase(tx, { userId }) {
    await tx
      .update(subscriptionLines)
      .set({ nickname: null, imei: null, activationCode: null })
      .where(eq(subscriptionLines.userId, userId));
    for (const table of [transferPins, numberLocks, portRequests, lineEmergencyAddresses] as const) {
      await tx.delete(table).where(eq(table.userId, userId));
    }
  },
};
