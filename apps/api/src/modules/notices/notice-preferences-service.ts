import type { NoticePreferences } from '@mvno/contracts/api/notices';
import type { NoticePreferencesRepository } from './notice-preferences-repository';

/** Settings: how each kind of notice reaches the customer, and the numbers its texts go to. */
export function createNoticePreferencesService(repository: NoticePreferencesRepository) {
  const settingsOf = async (userId: string) => ({
    preferences: await repository.preferencesOf(userId),
    textNumbers: await repository.textNumbersOf(userId),
  });
  return {
    read: (user: { id: string }) => settingsOf(user.id),
    async update(user: { id: string }, preferences: NoticePreferences) {
      await repository.save(user.id, preferences);
      return settingsOf(user.id);
    },
  };
}

export type NoticePreferencesService = ReturnType<typeof createNoticePreferencesService>;
