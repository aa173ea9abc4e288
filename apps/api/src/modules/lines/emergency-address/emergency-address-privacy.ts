/**
 * Emergency addresses' part of the erasure (decisions 032 and 051): a line's E911 address is
 * deleted with the account (the carrier forgets it when the line ends).
 */
import { eq } from 'drizzle-orm';
import { lineEmergencyAddresses } from '../../../db/schema/emergency';
import type { PrivacyHook } from '../../privacy/privacy-types';

export const emergencyAddressPrivacy: PrivacyHook = {
  async erase(tx, { userId }) {
    await tx.delete(lineEmergencyAddresses).where(eq(lineEmergencyAddresses.userId, userId));
  },
};
