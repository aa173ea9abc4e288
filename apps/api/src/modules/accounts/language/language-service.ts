import type { AuthUser, UserRecord } from '../accounts-types';
import type { createLanguageRepository } from './language-repository';
import type { SessionCache } from '../sessions/session-cache';

type Language = UserRecord['language'];

/** The language the customer chose, kept on the account and read back on sign-in (decision 053). */
export function createLanguageService(deps: {
  languages: ReturnType<typeof createLanguageRepository>;
  cache: SessionCache;
}) {
  return {
    language: async (user: AuthUser): Promise<{ language: Language }> => ({ language: user.language }),
    async setLanguage(user: AuthUser, language: Language): Promise<{ language: Language }> {
      await deps.languages.set(user.id, language);
      // Every process reads the account again: its next call answers the new language.
      await deps.cache.userChanged(user.id);
      return { language };
    },
  };
}
export type LanguageService = ReturnType<typeof createLanguageService>;
