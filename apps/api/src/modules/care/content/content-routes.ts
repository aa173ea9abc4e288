import { createFaqVersion, listFaqVersions, publishFaqVersion } from '@mvno/contracts/api/content-faq';
import {
  SITE_CONTENT_ENDPOINTS,
  takeDownBanner,
  type SiteContentKind,
} from '@mvno/contracts/api/content-site';
import type { Router } from '../../../http/router';
import type { AuthUser } from '../../accounts/accounts-types';
import type { ContentEditing } from './content-service';

/** Site content in the console (permission `content.edit`, checked by the router): each kind's three calls. */
export function registerContentRoutes(router: Router<AuthUser>, content: ContentEditing): void {
  router.add(listFaqVersions, ({ query }) => content.list('faq', query.language));
  router.add(createFaqVersion, ({ user, query, body }) => content.save('faq', user, query.language, body));
  router.add(publishFaqVersion, ({ user, params }) => content.publish('faq', user, params.versionId));
  router.add(takeDownBanner, ({ user }) => content.takeDownBanner(user));
  for (const kind of Object.keys(SITE_CONTENT_ENDPOINTS) as SiteContentKind[]) {
    const endpoints = SITE_CONTENT_ENDPOINTS[kind];
    // One loop for every kind: the answers are each kind's versions, checked by its contract.
    router.add(endpoints.list, ({ query }) => content.list(kind, query.language) as never);
    router.add(
      endpoints.create,
      ({ user, query, body }) => content.save(kind, user, query.language, body as never) as never,
    );
    router.add(
      endpoints.publish,
      ({ user, params }) => content.publish(kind, user, params.versionId) as never,
    );
  }
}
