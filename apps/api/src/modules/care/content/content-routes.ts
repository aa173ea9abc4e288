import { createFaqVersion, listFaqVersions, publishFaqVersion } from '@mvno/contracts/api/content-faq';
import type { Router } from '../../../http/router';
import type { AuthUser } from '../../accounts/accounts-types';
import type { ContentEditing } from './content-service';

/** Site content in the console (permission `content.edit`, checked by the router). */
export function registerContentRoutes(router: Router<AuthUser>, content: ContentEditing): void {
  router.add(listFaqVersions, () => content.listFaq());
  router.add(createFaqVersion, ({ user, body }) => content.saveFaq(user, body));
  router.add(publishFaqVersion, ({ user, params }) => content.publishFaq(user, params.versionId ?? ''));
}
