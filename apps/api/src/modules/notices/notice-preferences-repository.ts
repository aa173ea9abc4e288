import { and, eq, inArray, isNull, notExists, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { users } from '../../db/schema/accounts';
import { subscriptionLines } from '../../db/schema/lines';
import { accountMembers } from '../../db/schema/members';
import { noticePreferences } from '../../db/schema/notices';
import { DEFAULT_NOTICE_PREFERENCES, type NoticePreferences } from '@mvno/contracts/api/notices';

/** Lines that can receive a text. */
const TEXTABLE = ['active'];

export function createNoticePreferencesRepository(db: Db) {
  async function preferencesOf(userId: string): Promise<NoticePreferences> {
    const [row] = await db
      .select({
        billing: noticePreferences.billing,
        usage: noticePreferences.usage,
        service: noticePreferences.service,
        family: noticePreferences.family,
      })
      .from(noticePreferences)
      .where(eq(noticePreferences.userId, userId));
    return row ?? DEFAULT_NOTICE_PREFERENCES;
  }

  /**
   * The numbers a customer's texts go to: the lines they use. A member's are the lines of their
   * memberships as a member; an owner's are their own lines that no member uses.
   */
  async function textNumbersOf(userId: string): Promise<string[]> {
    const own = await db
      .select({ mdn: subscriptionLines.mdn })
      .from(subscriptionLines)
      .where(
        and(
          eq(subscriptionLines.userId, userId),
          inArray(subscriptionLines.status, TEXTABLE),
          notExists(
            db
              .select({ id: accountMembers.id })
              .from(accountMembers)
              .where(
                and(
                  eq(accountMembers.lineId, subscriptionLines.id),
                  eq(accountMembers.role, 'member'),
                  isNull(accountMembers.endedAt),
                ),
              ),
          ),
        ),
      );
    const used = await db
      .select({ mdn: subscriptionLines.mdn })
      .from(accountMembers)
      .innerJoin(subscriptionLines, eq(subscriptionLines.id, accountMembers.lineId))
      .where(
        and(
          eq(accountMembers.memberId, userId),
          eq(accountMembers.role, 'member'),
          isNull(accountMembers.endedAt),
          inArray(subscriptionLines.status, TEXTABLE),
        ),
      );
    return [...new Set([...own, ...used].map((row) => row.mdn))].sort();
  }

  return {
    preferencesOf,
    textNumbersOf,
    async save(userId: string, preferences: NoticePreferences): Promise<void> {
      await db
        .insert(noticePreferences)
        .values({ userId, ...preferences })
        .onConflictDoUpdate({
          target: noticePreferences.userId,
          set: { ...preferences, updatedAt: sql`now()` },
        });
    },
    /** The account a mail goes to (its address, without regard to case). */
    async userByEmail(email: string): Promise<string | undefined> {
      const [row] = await db
        .select({ id: users.id })
        .from(users)
        .where(sql`lower(${users.email}) = lower(${email.trim()})`);
      return row?.id;
    },
  };
}

export type NoticePreferencesRepository = ReturnType<typeof createNoticePreferencesRepository>;
