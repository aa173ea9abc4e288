import { eq } from 'drizzle-orm';
import { noticePreferences, noticeTexts } from '../../db/schema/notices';
import { ownRowsOf, type PrivacyHook } from '../privacy/privacy-types';

/**
 * The notice choices (decision 087): exported as saved, the channel of each kind and when
 * (decision 094; none saved: every notice by mail), and deleted with the account; so are the
 * notice texts sent and their delivery (decision 106).
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
      noticeTexts: await rows(noticeTexts, ['to', 'notice', 'body', 'state', 'sentAt', 'reportedAt']),
    };
  },

  async erase(tx, subject) {
    await tx.delete(noticePreferences).where(eq(noticePreferences.userId, subject.userId));
    await tx.delete(noticeTexts).where(eq(noticeTexts.userId, subject.userId));
  },
};
