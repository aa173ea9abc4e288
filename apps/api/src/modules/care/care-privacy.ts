/**
 * The care module's part of the erasure (decisions 032 and 051): the record of staff verifying the
 * caller goes. The console's own records (the staff audit log) are kept; nothing here is exported.
 */
import { eq } from 'drizzle-orm';
import { careVerifications } from '../../db/schema/care';
import type { PrivacyHook } from '../privacy/privacy-types';

export const carePrivacy: PrivacyHook = {
  async erase(tx, { userId }) {
    await tx.delete(careVerifications).where(eq(careVerifications.customerId, userId));
  },
};
