import { eq } from 'drizzle-orm';
import { noticePreferences } from '../../db/schema/notices';
import { ownRowsOf, type PrivacyHook } from '../privacy/privacy-types';

/**
 * The notice choices (decision 087): exported as saved, the channel of each kind and when
 * (decision 094; none saved: every notice by mail), and deleted with the account.
 */
export const noticesPrivacy: PrivacyHook = {
  async export(db, { userId }) {
    const rows = ownRowsOf(db, userId);
    return {
      noticePreferences: await rows(noticePreferences, [
        'billing',
        'usage',
        'service',
        'family',
        'updatedAt',
      ]),
    };
  },

  async erase(tx, subject) {
    await tx.delete(noticePreferences).where(eq(noticePreferences.userId, subject.userId));
  },
};
