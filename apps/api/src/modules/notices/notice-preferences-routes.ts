import { getNoticePreferences, updateNoticePreferences } from '@mvno/contracts/api/notices';
import type { Router } from '../../http/router';
import type { AuthUser } from '../accounts/accounts-types';
import type { NoticePreferencesService } from './notice-preferences-service';

/** Settings: notices by mail, text or both (decision 087). */
export function registerNoticePreferencesRoutes(
  router: Router<AuthUser>,
  notices: NoticePreferencesService,
): void {
  router.add(getNoticePreferences, ({ user }) => notices.read(user));
  router.add(updateNoticePreferences, ({ user, body }) => notices.update(user, body));
}
