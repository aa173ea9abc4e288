/**
 * The wallet's part of the export (decisions 051 and 071): every credit entry and the referrals the
 * customer made or came with. Nothing is erased: credit entries are money records, kept as receipts are.
 */
import { eq, or } from 'drizzle-orm';
import { referrals, walletEntries } from '../../../db/schema/wallet';
import { columnsOf, type PrivacyHook } from '../../privacy/privacy-types';

export const walletPrivacy: PrivacyHook = {
  async export(db, { userId }) {
    const credit = await db
      .select(columnsOf(walletEntries, 'kind', 'amountCents', 'note', 'at', 'expiresAt'))
      .from(walletEntries)
      .where(eq(walletEntries.userId, userId))
      .orderBy(walletEntries.at);
    const referralRows = await db
      .select(columnsOf(referrals, 'referrerId', 'referredId', 'status', 'reason', 'decidedAt', 'createdAt'))
      .from(referrals)
      .where(or(eq(referrals.referrerId, userId), eq(referrals.referredId, userId)));
    // The other side of a referral is another customer: only whether it was the caller's.
    return {
      walletEntries: credit,
      referrals: referralRows.map(({ referrerId, referredId: _other, ...row }) => ({
        ...row,
        side: referrerId === userId ? 'referrer' : 'referred',
      })),
    };
  },
};
