import { getAccountLanguage, setAccountLanguage } from '@mvno/contracts/api/language';
import type { Router } from '../../../http/router';
import type { AuthUser } from '../accounts-types';
import type { LanguageService } from './language-service';

/** Settings, Language: read and keep the account's language. */
export function registerLanguageRoutes(router: Router<AuthUser>, languages: LanguageService): void {
  router.add(getAccountLanguage, ({ user }) => languages.language(user));
  router.add(setAccountLanguage, ({ user, body }) => languages.setLanguage(user, body.language));
}
