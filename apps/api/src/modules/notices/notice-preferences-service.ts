import type { NoticePreferences } from '@mvno/contracts/api/notices';
import type { NoticePreferencesRepository } from './notice-preferences-repository';
import type { NoticeTextRepository } from './notice-text-repository';

/**
 * Settings: how each kind of notice reaches the customer, the numbers its texts go to, and when
 * the last text to one of them failed (decision 106).
 */
export function createNoticePreferencesService(
  repository: NoticePreferencesRepository,
  texts: Pick<NoticeTextRepository, 'lastFailureTo'>,
) {
  const settingsOf = async (userId: string) => {
    const textNumbers = await repository.textNumbersOf(userId);
    return {
      preferences: await repository.preferencesOf(userId),
      textNumbers,
      lastTextFailure: await texts.lastFailureTo(textNumbers),
    };
  };
  return {
    read: (user: { id: string }) => settingsOf(user.id),
    async update(user: { id: string }, preferences: NoticePreferences) {
      await repository.save(user.id, preferences);
      return settingsOf(user.id);
    },
  };
}

export type NoticePreferencesService = ReturnType<typeof createNoticePreferencesService>;
