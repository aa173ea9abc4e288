/**
 * The lines module's part of the export and the erasure (decisions 027, 032 and 051): lines, ports
 * in and out, transfer PINs (when made, valid until, used), Number Locks and line endings (decision
 * 068; erased, their free text goes). Data add-ons and emergency addresses have their slice's own
 * part, listed in `line-slices.ts`. Never the port-in PIN, a transfer PIN or its hash, or an
 * activation code. Erased, lines stay as the number's records (already
 * cancelled) without what the customer gave them.
 */
import { asc, eq } from 'drizzle-orm';
import {
  lineEndings,
  numberLocks,
  portRequests,
  subscriptionLines,
  transferPins,
} from '../../db/schema/lines';
import { portOutRequests } from '../../db/schema/port-out';
import { plans } from '../../db/schema/shop';
import { columnsOf, ownRowsOf, type PrivacyHook } from '../privacy/privacy-types';

export const linesPrivacy: PrivacyHook = {
  async export(db, { userId }) {
    const rows = ownRowsOf(db, userId);
    const lines = await db
      .select({
        ...columnsOf(subscriptionLines, 'id', 'nickname', 'mdn'),
        accountNumber: subscriptionLines.subscriberNumber,
        ...columnsOf(subscriptionLines, 'zipCode', 'iccid', 'imei', 'simType', 'status'),
        plan: plans.retailName,
        ...columnsOf(subscriptionLines, 'periodStart', 'periodEnd', 'autoRenew', 'cancelAt', 'createdAt'),
      })
      .from(subscriptionLines)
      .leftJoin(plans, eq(plans.id, subscriptionLines.planId))
      .where(eq(subscriptionLines.userId, userId))
      .orderBy(asc(subscriptionLines.createdAt));
    const ports = await rows(portRequests, [
      'id',
      'lineId',
      'msisdn',
      'status',
      'reason',
      'firstName',
      'lastName',
      'zipCode',
      'createdAt',
    ]);
    const portOuts = await rows(portOutRequests, [
      'lineId',
      'mdn',
      'requestedBy',
      'accepted',
      'reason',
      'at',
    ]);
    const locks = await rows(numberLocks, ['lineId', 'lockedAt'], 'lockedAt');
    // A transfer PIN's history: when it was made, until when it is valid, when it was used.
    const pins = await rows(transferPins, ['lineId', 'createdAt', 'expiresAt', 'usedAt'], 'createdAt');
    // Why lines ended (decision 068), the customer's own words on a cancellation included.
    const endings = await rows(
      lineEndings,
      ['lineId', 'cause', 'reasonCode', 'note', 'gainingCarrier', 'at', 'withdrawnAt'],
      'at',
    );
    return {
      lines,
      ports,
      portOutRequests: portOuts,
      numberLocks: locks,
      transferPins: pins,
      lineEndings: endings,
    };
  },

  async erase(tx, { userId }) {
    await tx
      .update(subscriptionLines)
      .set({ nickname: null, imei: null, activationCode: null })
      .where(eq(subscriptionLines.userId, userId));
    // The ending's cause and reason code stay for the churn figures; the free text is the customer's.
    await tx.update(lineEndings).set({ note: null }).where(eq(lineEndings.userId, userId));
    for (const table of [transferPins, numberLocks, portRequests] as const) {
      await tx.delete(table).where(eq(table.userId, userId));
    }
  },
};
