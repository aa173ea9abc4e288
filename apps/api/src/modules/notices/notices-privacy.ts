import { eq } from 'drizzle-orm';
import { noticePreferences } from '../../db/schema/notices';
import type { PrivacyHook } from '../privacy/privacy-types';

/** The notice choices go with the account (decision 087); they are settings, not records to export. */
export const noticesPrivacy: PrivacyHook = {
  async erase(tx, subject) {
    await tx.delete(noticePreferences).where(eq(noticePreferences.userId, subject.userId));
  },
};
