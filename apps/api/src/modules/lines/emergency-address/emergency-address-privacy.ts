/**
 * Emergency addresses' part of the export and the erasure (decisions 027, 032 and 051): a line's
 * E911 address with the 911 notice acknowledged (its version and when) is exported, and deleted
 * with the account (the carrier forgets it when the line ends).
 */
import { eq } from 'drizzle-orm';
import { lineEmergencyAddresses } from '../../../db/schema/emergency';
import { ownRowsOf, type PrivacyHook } from '../../privacy/privacy-types';

export const emergencyAddressPrivacy: PrivacyHook = {
  async export(db, { userId }) {
    const rows = ownRowsOf(db, userId);
    const emergencyAddresses = await rows(
      lineEmergencyAddresses,
      [
        'lineId',
        'addressOne',
        'addressTwo',
        'companyName',
        'city',
        'state',
        'zipCode',
        'disclosureVersion',
        'acknowledgedAt',
        'updatedAt',
      ],
      'updatedAt',
    );
    return { emergencyAddresses };
  },

  async erase(tx, { userId }) {
    await tx.delete(lineEmergencyAddresses).where(eq(lineEmergencyAddresses.userId, userId));
  },
};
